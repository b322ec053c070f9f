// APP_EMBED in Node: the card's texts, durations, title cut and button, rendered by the server.

import { describe, expect, test } from 'vitest';
import type { RicosNode } from '../../../content/node.ts';
import { ENGLISH } from '../../i18n/english.ts';
import { translator } from '../../i18n/translate.ts';
import { renderViewerToHtml } from '../../server.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { cutTitle } from './app-embed-data.ts';
import { formatDuration } from './duration.ts';

const t = translator(ENGLISH);

const card = (id: string, data: Record<string, unknown>): RicosNode => ({
  type: 'APP_EMBED',
  id,
  nodes: [],
  appEmbedData: data,
});

const render = (nodes: RicosNode[], onError?: (error: unknown) => void) =>
  renderViewerToHtml({ content: { nodes }, logger: recordingLogger(), onError });

describe('durations (spec/000 §9)', () => {
  test('under 60 in minutes, otherwise hours plus minutes', () => {
    expect(formatDuration(45, t)).toBe('45 min');
    expect(formatDuration(59, t)).toBe('59 min');
    expect(formatDuration(60, t)).toBe('1 h');
    expect(formatDuration(90, t)).toBe('1 h 30 min');
    expect(formatDuration(125, t)).toBe('2 h 5 min');
  });
});

test('titles over 80 characters are cut to 80 plus an ellipsis (spec/000 §5)', () => {
  const eighty = 'a'.repeat(80);
  expect(cutTitle(eighty)).toBe(eighty);
  expect(cutTitle(`${eighty}b`)).toBe(`${eighty}...`);
});

test('the server renders a product, an event and a booking card with their buttons', async () => {
  const html = await render([
    card('p', {
      type: 'PRODUCT',
      name: 'flowers',
      url: 'https://shop.example/flowers',
      image: { src: { id: '11062b_flowers~mv2.jpg' }, width: 1000, height: 800 },
    }),
    card('e', {
      type: 'EVENT',
      name: 'Roy Birthday Party!!',
      url: 'https://shop.example/party',
      image: { src: { url: 'https://static.wixstatic.com/media/party.jpeg' } },
      eventData: { scheduling: '28 de diciembre de 2020, 19:00 ', location: " Modi'in" },
    }),
    card('b', {
      type: 'BOOKING',
      name: 'CUPCAKE MASTER',
      url: 'https://shop.example/cupcakes',
      bookingData: { durations: '90' },
    }),
  ]);
  expect(html).toContain('>flowers</p>');
  expect(html).toContain('>Buy Now</a>');
  // A media id becomes an address 185 wide at quality 90.
  expect(html).toMatch(
    /src="https:\/\/static\.wixstatic\.com\/media\/11062b_flowers~mv2\.jpg\/v1\/[^"]*w_185[^"]*q_90/,
  );
  expect(html).toContain('28 de diciembre de 2020, 19:00</p>');
  expect(html).toContain('Modi&#x27;in</p>');
  expect(html).toContain('>Register Now</a>');
  expect(html).toContain('src="https://static.wixstatic.com/media/party.jpeg"');
  expect(html).toContain('1 h 30 min</p>');
  expect(html).toContain('>Book Now</a>');
});

test('a card without a usable address has a disabled button with its tooltip', async () => {
  const html = await render([
    card('x', { type: 'PRODUCT', name: 'Secret', url: 'javascript:alert(1)' }),
    card('y', { type: 'BOOKING', name: 'No link' }),
  ]);
  expect(html).not.toContain('javascript:');
  expect(html.match(/aria-disabled="true"/g)).toHaveLength(2);
  expect(html).toContain('Product page will be available once you publish your site.');
});

test('an unknown card type renders nothing and is reported', async () => {
  const errors: unknown[] = [];
  const html = await render([card('z', { type: 'COUPON', name: 'Nope' })], (error) =>
    errors.push(error),
  );
  expect(html).not.toContain('Nope');
  expect(String(errors[0])).toContain('APP_EMBED: unknown type "COUPON"');
});
