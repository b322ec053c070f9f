// A host that writes <Gallery options={{ ... }}> inline makes a new options object each time it
// renders. Options equal by value must not lay the gallery out again: one request to the engine,
// the items where they were.

import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import type { LayoutResult } from '../../../../bindings/engine.ts';
import type { GalleryItem } from '../model/index.ts';
import { createEngineClient, type EngineClient } from '../worker/index.ts';
import { Gallery } from './Gallery.tsx';
import { TEST_SHAPES } from './test-shapes.ts';

const ITEMS: GalleryItem[] = TEST_SHAPES.slice(0, 6).map(([width, height], i) => ({
  id: `item-${i}`,
  width,
  height,
}));

/** The host page: it renders again for reasons of its own, each time with fresh options. */
function Host(props: { renders: number; spacing: number; client: EngineClient }) {
  return (
    <div data-testid="host" data-renders={props.renders} style={{ width: 900 }}>
      <Gallery
        items={ITEMS}
        options={{
          layoutParams: {
            structure: { galleryLayout: 1, layoutOrientation: 'VERTICAL' },
          },
          layoutParams_structure_itemSpacing: props.spacing,
        }}
        client={props.client}
      />
    </div>
  );
}

/** The engine as the gallery sees it, counting the blueprints (layouts) asked of it. */
function countingClient(engine: EngineClient): { client: EngineClient; requests: () => number } {
  let requests = 0;
  const client: EngineClient = {
    ...engine,
    blueprint(request) {
      requests++;
      return engine.blueprint(request);
    },
  };
  return { client, requests: () => requests };
}

/** Each item's place in the gallery, as the page shows it. */
function places(host: Element): string[] {
  return ITEMS.map((item) => {
    const element = host.querySelector<HTMLElement>(`[data-item-id="${item.id}"]`);
    if (element === null) throw new Error(`${item.id} is not drawn`);
    return `${element.style.left} ${element.style.top} ${element.style.width} ${element.style.height}`;
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

test('a host that renders again with equal inline options gets one layout, items in place', async () => {
  const engine = await createEngineClient();
  const { client, requests } = countingClient(engine);
  const screen = await render(<Host renders={0} spacing={12} client={client} />);
  const host = screen.getByTestId('host').element();
  await expect.poll(() => host.querySelectorAll('[data-item-id]').length).toBe(ITEMS.length);
  const first = places(host);
  expect(requests()).toBe(1);

  for (let renders = 1; renders <= 5; renders++)
    await screen.rerender(<Host renders={renders} spacing={12} client={client} />);
  expect(host.getAttribute('data-renders')).toBe('5');
  await settle();
  expect(requests()).toBe(1);
  expect(places(host)).toEqual(first);

  // Options that differ by value do lay out again.
  await screen.rerender(<Host renders={6} spacing={40} client={client} />);
  await expect.poll(() => places(host)).not.toEqual(first);
  expect(requests()).toBe(2);
  engine.dispose();
});

test('layouts reach the latest onLayout the host gave, without a new request', async () => {
  const engine = await createEngineClient();
  const { client, requests } = countingClient(engine);
  const seen: string[] = [];
  const options = { layoutParams_structure_galleryLayout: 2 };
  const gallery = (name: string, spacing: number) => (
    <div style={{ width: 700 }}>
      <Gallery
        items={ITEMS}
        options={{ ...options, layoutParams_structure_itemSpacing: spacing }}
        client={client}
        onLayout={(layout: LayoutResult) => seen.push(`${name} ${layout.rects.length / 4}`)}
      />
    </div>
  );
  const screen = await render(gallery('first', 10));
  await expect.poll(() => seen).toEqual(['first 6']);
  await screen.rerender(gallery('second', 10));
  await settle();
  expect(requests()).toBe(1);
  await screen.rerender(gallery('third', 20));
  await expect.poll(() => seen).toEqual(['first 6', 'third 6']);
  expect(requests()).toBe(2);
  engine.dispose();
});
