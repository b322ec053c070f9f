// APP_EMBED in Chromium: what a visitor reads on product, event and booking cards, the button that
// follows the card's link, and the tooltip of a card that has none.

import axe from 'axe-core';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { RicosNode } from '../../../content/node.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { Viewer } from '../../Viewer.tsx';

const card = (id: string, data: Record<string, unknown>): RicosNode => ({
  type: 'APP_EMBED',
  id,
  nodes: [],
  appEmbedData: data,
});

const LONG_NAME =
  '2-week course of intensive physical research, with a sense of plenty of time for process and discovery. Rooted in Ohad N';

const CARDS = [
  card('product', {
    type: 'PRODUCT',
    name: "I'm a product",
    url: 'https://shop.example/product-page/i-m-a-product',
    image: { src: { id: 'a9ff3b_product.jpg' }, width: 1000, height: 1000 },
  }),
  card('event', {
    type: 'EVENT',
    name: LONG_NAME,
    url: 'https://shop.example/event-details/course',
    eventData: {
      scheduling: '13 de octubre de 2020 19:00–27 de octubre de 2020 23:00 ',
      location: ' Suzanna Baby Shop',
    },
  }),
  card('booking', {
    type: 'BOOKING',
    name: 'Yoga lesson',
    url: 'https://shop.example/bookings-checkout/yoga-lesson',
    bookingData: { durations: '80' },
  }),
  card('short', { type: 'BOOKING', name: 'Tea', bookingData: { durations: 45 } }),
];

async function renderCards(nodes: RicosNode[]) {
  return render(<Viewer content={{ nodes }} logger={recordingLogger()} />);
}

test('each card shows its name, details and the button of its type, linking to its page', async () => {
  const screen = await renderCards(CARDS);
  const product = screen.getByRole('article', { name: "I'm a product" });
  // The card's sheet comes with its chunk.
  await expect.poll(() => getComputedStyle(product.element()).display).toBe('flex');
  await expect
    .element(product.getByRole('link', { name: 'Buy Now' }))
    .toHaveAttribute('href', 'https://shop.example/product-page/i-m-a-product');
  // The media id is made an address 185 wide at quality 90 once the image engine is in.
  await expect
    .poll(() => product.element().querySelector('img')?.getAttribute('src') ?? '')
    .toMatch(/a9ff3b_product\.jpg\/v1\/.*w_185.*q_90/);

  const event = screen.getByRole('article', { name: `${LONG_NAME.slice(0, 80)}...` });
  await expect
    .element(event)
    .toMatchTextContent('13 de octubre de 2020 19:00–27 de octubre de 2020 23:00');
  await expect.element(event).toMatchTextContent('Suzanna Baby Shop');
  await expect.element(event.getByRole('link', { name: 'Register Now' })).toBeVisible();

  const booking = screen.getByRole('article', { name: 'Yoga lesson' });
  await expect.element(booking).toMatchTextContent('1 h 20 min');
  await expect
    .element(booking.getByRole('link', { name: 'Book Now' }))
    .toHaveAttribute('target', '_blank');
  await expect.element(screen.getByRole('article', { name: 'Tea' })).toMatchTextContent('45 min');
});

test('a title over 80 characters is cut, with the whole name on hover', async () => {
  const screen = await renderCards([CARDS[1]!]);
  const title = screen.getByText(`${LONG_NAME.slice(0, 80)}...`);
  await expect.element(title).toHaveAttribute('title', LONG_NAME);
});

test('a card without a link: a disabled button whose tooltip shows after 300 ms on hover or focus', async () => {
  const screen = await renderCards([CARDS[3]!]);
  const button = screen.getByRole('button', { name: 'Book Now' });
  await expect.element(button).toHaveAttribute('aria-disabled', 'true');
  await expect
    .element(button)
    .toHaveAccessibleDescription('Product page will be available once you publish your site.');
  const tooltip = () => screen.container.querySelector<HTMLElement>('[role="tooltip"]')!;
  expect(tooltip().hidden).toBe(true);

  await userEvent.hover(button);
  // Not at once: the tooltip delay of spec/000 §9.
  expect(tooltip().hidden).toBe(true);
  await expect.poll(() => tooltip().hidden).toBe(false);
  await userEvent.unhover(button);
  await expect.poll(() => tooltip().hidden).toBe(true);

  await userEvent.tab();
  await expect.element(button).toHaveFocus();
  await expect.poll(() => tooltip().hidden).toBe(false);
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => tooltip().hidden).toBe(true);
});

test('axe-core finds no violations on the cards', async () => {
  const screen = await renderCards(CARDS);
  await expect.element(screen.getByRole('article', { name: 'Tea' })).toBeVisible();
  const result = await axe.run(screen.container);
  expect(result.violations.map((violation) => violation.id)).toEqual([]);
});
