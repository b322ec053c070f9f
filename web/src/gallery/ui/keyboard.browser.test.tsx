// Keyboard use (spec/002 §5, WAI-ARIA APG): one tab stop, arrow keys to the neighbour the
// engine's nearestItem gives (left and right swapped right to left), Escape out of the hover,
// then out of the items.

import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Direction } from '../../../../bindings/engine.ts';
import { createTsEngine } from '../../../../bindings/ts/engine.ts';
import { mirroredRects } from './logical-rects.ts';
import {
  focusedIndex,
  GRID,
  itemElement,
  makeItems,
  MASONRY,
  mountGallery,
  tabIntoGallery,
} from './testing.tsx';

const ITEMS = makeItems(24);
const twin = createTsEngine();

const KEYS: Readonly<Record<Direction, string>> = {
  up: '{ArrowUp}',
  down: '{ArrowDown}',
  left: '{ArrowLeft}',
  right: '{ArrowRight}',
};

const MIRROR: Readonly<Record<Direction, Direction>> = {
  up: 'up',
  down: 'down',
  left: 'right',
  right: 'left',
};

const WALK: Direction[] = ['up', 'left', 'right', 'right', 'down', 'down', 'left', 'down', 'up'];

/** Presses each arrow of WALK and checks that focus lands where nearestItem says. */
async function walk(rects: Float64Array, rightToLeft: boolean) {
  let at = 0;
  const visited: number[] = [];
  for (const key of WALK) {
    const expected = twin.nearestItem(rects, at, rightToLeft ? MIRROR[key] : key);
    await userEvent.keyboard(KEYS[key]);
    const next = expected >= 0 ? expected : at;
    await expect.poll(focusedIndex).toBe(next);
    at = next;
    visited.push(at);
  }
  return visited;
}

test('Tab enters at the first item, arrows follow nearestItem, Tab leaves in one step', async () => {
  const { host, gallery, layouts } = await mountGallery(800, { items: ITEMS, options: MASONRY });
  expect(gallery.querySelectorAll('[tabindex="0"]').length).toBe(1);
  await tabIntoGallery(host);
  expect(focusedIndex()).toBe(0);
  const visited = await walk(layouts.at(-1)!.rects, false);
  // The walk went somewhere: several items, each in turn the one tab stop.
  expect(new Set(visited).size).toBeGreaterThan(3);
  const last = visited.at(-1)!;
  expect([...gallery.querySelectorAll('[tabindex="0"]')]).toEqual([itemElement(gallery, last)]);
  // The focused item shows a focus ring.
  const ring = getComputedStyle(itemElement(gallery, last)!);
  expect(ring.outlineStyle).toBe('solid');
  expect(parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(2);

  await userEvent.tab();
  expect(document.activeElement?.textContent).toBe('after');
  await userEvent.tab({ shift: true });
  expect(focusedIndex()).toBe(last);
});

test('right to left: the gallery is mirrored, and left and right are swapped', async () => {
  const options = { ...GRID, behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT' };
  const { host, gallery, layouts } = await mountGallery(800, { items: ITEMS, options });
  expect(gallery.getAttribute('dir')).toBe('rtl');
  const layout = layouts.at(-1)!;
  // Asked in the layout's own left-to-right terms: the drawn rects mirrored back.
  const rects = mirroredRects(layout.rects, layout.width);
  // The first item is at the top right.
  const first = itemElement(gallery, 0)!.getBoundingClientRect();
  const second = itemElement(gallery, 1)!.getBoundingClientRect();
  expect(first.left).toBeGreaterThan(second.left);
  await tabIntoGallery(host);
  await walk(rects, true);
  // ArrowLeft from the first item goes to the one drawn to its left.
  itemElement(gallery, 0)!.focus();
  await userEvent.keyboard('{ArrowLeft}');
  await expect.poll(focusedIndex).toBe(1);
});

test('keys pressed faster than the engine answers each move on from the last', async () => {
  const { host, layouts } = await mountGallery(800, { items: ITEMS, options: GRID });
  const rects = layouts.at(-1)!.rects;
  let expected = 0;
  for (const direction of ['right', 'right', 'down', 'down', 'left'] as const) {
    const next = twin.nearestItem(rects, expected, direction);
    if (next >= 0) expected = next;
  }
  await tabIntoGallery(host);
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{ArrowDown}{ArrowLeft}');
  await expect.poll(focusedIndex).toBe(expected);
  expect(expected).not.toBe(0);
});

test('Escape leaves the hover, then the items for the gallery container', async () => {
  const { host, gallery } = await mountGallery(800, { items: ITEMS, options: GRID });
  await tabIntoGallery(host);
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(focusedIndex).toBe(1);
  // The item focused by keyboard is hovered (spec/002 §4): the first Escape leaves the hover.
  await userEvent.keyboard('{Escape}');
  expect(focusedIndex()).toBe(1);
  await userEvent.keyboard('{Escape}');
  expect(document.activeElement).toBe(gallery);
  // The tab stop is still the item focused last.
  await userEvent.tab({ shift: true });
  await userEvent.tab();
  expect(focusedIndex()).toBe(1);
});
