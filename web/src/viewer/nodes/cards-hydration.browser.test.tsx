// Server HTML of cards, polls and maps hydrates in Chromium without a mismatch: the page keeps the
// server's markup, then the map draws over the host's tiles.

import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { tsImageUrlEngine } from '../../../../bindings/ts/image-url/engine.ts';
import type { RicosNode } from '../../content/node.ts';
import { renderViewerToHtml } from '../server.ts';
import type { ViewerServices } from '../services.ts';
import { recordingLogger } from '../testing/recording-logger.ts';
import { Viewer, type ViewerProps } from '../Viewer.tsx';

const NODES: RicosNode[] = [
  {
    type: 'APP_EMBED',
    id: 'card',
    nodes: [],
    appEmbedData: {
      type: 'BOOKING',
      name: 'CUPCAKE MASTER',
      image: { src: { id: '78ccafc88f7fce3e55bd7a33f166704b.jpg' } },
      bookingData: { durations: '90' },
    },
  },
  {
    type: 'POLL',
    id: 'poll',
    nodes: [],
    pollData: {
      poll: {
        id: 'p',
        title: 'Is it the greatest?',
        options: [
          { id: 'yes', title: 'Yes' },
          { id: 'very', title: 'Hell YES!!!' },
        ],
        settings: { permissions: { view: 'EVERYONE', allowMultipleVotes: false } },
      },
    },
  },
  {
    type: 'MAP',
    id: 'map',
    nodes: [],
    mapData: {
      containerData: { width: { custom: '400' }, height: { custom: '300' } },
      mapSettings: { locationName: 'Wix HQ', lat: 32.097235, lng: 34.77427, initialZoom: 15 },
    },
  },
];

afterEach(() => document.body.replaceChildren());

async function hydrate(services: ViewerServices) {
  const logger = recordingLogger();
  const props: ViewerProps = {
    content: { nodes: NODES },
    services,
    logger,
    imageEngine: tsImageUrlEngine,
  };
  const container = document.createElement('div');
  container.innerHTML = await renderViewerToHtml(props, { hydratable: true });
  document.body.append(container);
  const serverCard = container.querySelector('article');
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Viewer {...props} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { container, serverCard, recoverable, logger };
}

test('cards, polls and a static map hydrate without a mismatch', async () => {
  const { container, serverCard, recoverable, logger } = await hydrate({});
  await expect.poll(() => container.querySelector('article')?.textContent).toContain('1 h 30 min');
  expect(container.querySelector('article')).toBe(serverCard);
  expect(container.textContent).toContain('Is it the greatest?');
  expect(container.textContent).toContain('Wix HQ');
  expect(recoverable).toEqual([]);
  expect(logger.errors).toEqual([]);
  // The kinds' styles come with their chunks and apply to the server's markup.
  expect(getComputedStyle(serverCard!).display).toBe('flex');
  expect(getComputedStyle(container.querySelector('[data-poll-layout]')!).paddingTop).toBe('24px');
  expect(getComputedStyle(container.querySelector('figure')!).marginTop).toBe('0px');
});

test('a voting poll and an interactive map hydrate; the map then draws', async () => {
  const canvas = new OffscreenCanvas(256, 256);
  canvas.getContext('2d')!.fillRect(0, 0, 256, 256);
  const tile = URL.createObjectURL(await canvas.convertToBlob({ type: 'image/png' }));
  const { container, recoverable } = await hydrate({
    poll: { vote: async () => ({ counts: {}, ownVotes: [] }) },
    mapTiles: { urls: { ROADMAP: `${tile}#{z}/{x}/{y}` } },
  });
  await expect
    .poll(
      () =>
        container
          .querySelector('[role="group"][aria-label="Map: Wix HQ"]')
          ?.getAttribute('data-zoom'),
      {
        timeout: 10_000,
      },
    )
    .toBe('15');
  expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(2);
  expect(recoverable).toEqual([]);
  URL.revokeObjectURL(tile);
});
