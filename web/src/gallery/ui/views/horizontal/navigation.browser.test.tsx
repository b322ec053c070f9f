// Navigation in a horizontal gallery (spec/002 §4-5): the arrows show and hide at the start and
// the end unless the gallery loops (swapped right to left), their clicks and the slideshow's keys
// move the current item and raise GALLERY_NAVIGATION_START then CURRENT_ITEM_CHANGED; a request
// during a slide is ignored; Escape, and Down on the last item, leave the items.

import axe from 'axe-core';
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  focusedIndex,
  makeItems,
  type Mounted,
  mountGallery,
  tabIntoGallery,
} from '../../testing.tsx';
import {
  activeIndex,
  arrow,
  horizontal,
  navigationEvents,
  pastThrottle,
  scrollerOf,
  SLIDESHOW,
  waitForActive,
} from './horizontal-testing.ts';

const ITEMS = makeItems(3);
const CONTAINER = { width: 600, height: 400 };
let mounted: Mounted | undefined;

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

async function slideshow(more: object = {}): Promise<Mounted> {
  mounted = await mountGallery(600, {
    items: ITEMS,
    options: horizontal(SLIDESHOW, more),
    container: CONTAINER,
  });
  return mounted;
}

test('arrows: the next one at the start, both between, the previous one at the end', async () => {
  const { gallery, events } = await slideshow();
  await expect.poll(() => arrow(gallery, 'next')).not.toBeNull();
  expect(arrow(gallery, 'previous')).toBeNull();
  expect(arrow(gallery, 'next')!.getAttribute('aria-label')).toBe('Next Item');

  arrow(gallery, 'next')!.click();
  await waitForActive(gallery, 1);
  await expect.poll(() => arrow(gallery, 'previous')).not.toBeNull();
  expect(arrow(gallery, 'previous')!.getAttribute('aria-label')).toBe('Previous Item');
  // The slide scrolled item 1 to the gallery's start.
  await expect.poll(() => scrollerOf(gallery).scrollLeft).toBe(600);

  await pastThrottle(gallery);
  arrow(gallery, 'next')!.click();
  await waitForActive(gallery, 2);
  await expect.poll(() => arrow(gallery, 'next')).toBeNull();

  await pastThrottle(gallery);
  arrow(gallery, 'previous')!.click();
  await waitForActive(gallery, 1);
  expect(navigationEvents(events)).toEqual([
    ['GALLERY_NAVIGATION_START', { id: 'item-1', idx: 1, fromIdx: 0 }],
    ['CURRENT_ITEM_CHANGED', { id: 'item-1', idx: 1 }],
    ['GALLERY_NAVIGATION_START', { id: 'item-2', idx: 2, fromIdx: 1 }],
    ['CURRENT_ITEM_CHANGED', { id: 'item-2', idx: 2 }],
    ['GALLERY_NAVIGATION_START', { id: 'item-1', idx: 1, fromIdx: 2 }],
    ['CURRENT_ITEM_CHANGED', { id: 'item-1', idx: 1 }],
  ]);
  // The live region names the slide the visitor moved to.
  const live = gallery.querySelector('[aria-live="polite"]')!;
  expect(live.textContent).toBe('picture 1 2/3');
  expect((await axe.run(mounted!.host)).violations.map((v) => v.id)).toEqual([]);
});

test('a request during a slide is ignored', async () => {
  const { gallery, events } = await slideshow();
  await expect.poll(() => arrow(gallery, 'next')).not.toBeNull();
  const next = arrow(gallery, 'next')!;
  next.click();
  next.click();
  await waitForActive(gallery, 1);
  await pastThrottle(gallery);
  expect(activeIndex(gallery)).toBe(1);
  expect(navigationEvents(events)).toHaveLength(2);
});

test('looping: both arrows always, and the ends wrap around', async () => {
  const { gallery } = await slideshow({ behaviourParams_gallery_horizontal_loop: true });
  await expect.poll(() => arrow(gallery, 'previous')).not.toBeNull();
  expect(arrow(gallery, 'next')).not.toBeNull();
  arrow(gallery, 'previous')!.click();
  await waitForActive(gallery, 2);
  await pastThrottle(gallery);
  arrow(gallery, 'next')!.click();
  await waitForActive(gallery, 0);
});

test('right to left: the previous arrow on the right, hidden at the start', async () => {
  const { gallery } = await slideshow({ behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT' });
  await expect.poll(() => arrow(gallery, 'next')).not.toBeNull();
  expect(arrow(gallery, 'previous')).toBeNull();
  const box = gallery.getBoundingClientRect();
  const next = arrow(gallery, 'next')!.getBoundingClientRect();
  expect(next.right).toBeLessThan(box.left + box.width / 2);
  arrow(gallery, 'next')!.click();
  await waitForActive(gallery, 1);
  await expect.poll(() => arrow(gallery, 'previous')).not.toBeNull();
  const previous = arrow(gallery, 'previous')!.getBoundingClientRect();
  expect(previous.left).toBeGreaterThan(box.left + box.width / 2);
  // Item 1 is scrolled to the gallery's right edge.
  await expect.poll(() => scrollerOf(gallery).scrollLeft).toBe(-600);
});

test('no arrows when disabled, or when the content is no wider than the gallery', async () => {
  const { gallery } = await slideshow({ layoutParams_navigationArrows_enable: false });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(arrow(gallery, 'next')).toBeNull();
  await mounted!.rerender({
    items: makeItems(1),
    options: horizontal(SLIDESHOW),
    container: CONTAINER,
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(arrow(gallery, 'next')).toBeNull();
});

test('the keys of a slideshow move the current item, and focus with it', async () => {
  mounted = await mountGallery(600, {
    items: makeItems(5),
    options: horizontal(SLIDESHOW),
    container: CONTAINER,
  });
  const { gallery, host } = mounted;
  await tabIntoGallery(host);
  expect(focusedIndex()).toBe(0);
  await userEvent.keyboard('{ArrowRight}');
  await waitForActive(gallery, 1);
  await expect.poll(focusedIndex).toBe(1);
  // The focus ring is inside the item: the scroller would clip it outside.
  expect(getComputedStyle(document.activeElement!).outlineOffset).toBe('-3px');
  await pastThrottle(gallery);
  await userEvent.keyboard(' ');
  await waitForActive(gallery, 2);
  await pastThrottle(gallery);
  await userEvent.keyboard('{PageDown}');
  await waitForActive(gallery, 3);
  await pastThrottle(gallery);
  await userEvent.keyboard('{ArrowDown}');
  await waitForActive(gallery, 4);
  await pastThrottle(gallery);
  await userEvent.keyboard('{PageUp}');
  await waitForActive(gallery, 3);
  await pastThrottle(gallery);
  await userEvent.keyboard('{ArrowUp}');
  await waitForActive(gallery, 2);
  await pastThrottle(gallery);
  await userEvent.keyboard('{ArrowLeft}');
  await waitForActive(gallery, 1);
  expect(focusedIndex()).toBe(1);
  // The item focused by keyboard is hovered: the first Escape leaves the hover, the second the items.
  await userEvent.keyboard('{Escape}');
  expect(focusedIndex()).toBe(1);
  await userEvent.keyboard('{Escape}');
  expect(document.activeElement).toBe(gallery);
});

test('Down on the last item leaves the items; right to left, Left goes forward', async () => {
  mounted = await mountGallery(600, {
    items: makeItems(2),
    options: horizontal(SLIDESHOW, { behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT' }),
    container: CONTAINER,
  });
  const { gallery, host } = mounted;
  await tabIntoGallery(host);
  await userEvent.keyboard('{ArrowLeft}');
  await waitForActive(gallery, 1);
  await expect.poll(focusedIndex).toBe(1);
  await pastThrottle(gallery);
  await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(gallery);
  expect(activeIndex(gallery)).toBe(1);
});

test('the next arrow, clicked to the end, hands focus to the previous one', async () => {
  const { gallery } = await slideshow();
  await expect.poll(() => arrow(gallery, 'next')).not.toBeNull();
  arrow(gallery, 'next')!.focus();
  await userEvent.keyboard('{Enter}');
  await waitForActive(gallery, 1);
  await pastThrottle(gallery);
  await userEvent.keyboard('{Enter}');
  await waitForActive(gallery, 2);
  await expect.poll(() => arrow(gallery, 'next')).toBeNull();
  await expect.poll(() => document.activeElement).toBe(arrow(gallery, 'previous'));
});

test('a looping slideshow of few items draws them again after themselves, and keeps sliding the same way', async () => {
  const { gallery, events } = await slideshow({ behaviourParams_gallery_horizontal_loop: true });
  // 3 items, to about 30: 10 copies, the gallery resting in the middle one.
  const scroller = scrollerOf(gallery);
  expect(scroller.scrollWidth).toBe(10 * 3 * 600);
  const rest = scroller.scrollLeft;
  expect(rest).toBe(5 * 3 * 600);
  expect(activeIndex(gallery)).toBe(0);
  // Back from the first item: one slide back, to the last item of the copy before.
  arrow(gallery, 'previous')!.click();
  await waitForActive(gallery, 2);
  await pastThrottle(gallery);
  // Come to rest, the gallery is back in the middle copy, at the same picture.
  expect(scroller.scrollLeft).toBe(rest + 2 * 600);
  expect(navigationEvents(events)).toEqual([
    ['GALLERY_NAVIGATION_START', { id: 'item-2', idx: 2, fromIdx: 0 }],
    ['CURRENT_ITEM_CHANGED', { id: 'item-2', idx: 2 }],
  ]);
  arrow(gallery, 'next')!.click();
  await waitForActive(gallery, 0);
  await pastThrottle(gallery);
  expect(scroller.scrollLeft).toBe(rest);
  // Each item is created once, however many times it is drawn.
  expect(events.filter(([name]) => name === 'ITEM_CREATED')).toHaveLength(3);
});

test('scrolling the strip raises GALLERY_SCROLLED with where it is scrolled to', async () => {
  const { gallery, events } = await slideshow();
  await expect.poll(() => arrow(gallery, 'next')).not.toBeNull();
  const scrolled = () => events.filter(([name]) => name === 'GALLERY_SCROLLED');
  expect(scrolled()).toEqual([]);
  // The strip snaps to its slides: scroll to the second one.
  scrollerOf(gallery).scrollLeft = 600;
  await expect.poll(() => scrolled().at(-1)).toEqual(['GALLERY_SCROLLED', { top: 0, left: 600 }]);
  const count = scrolled().length;
  // At most once per animation frame, however many scroll events the frame had.
  scrollerOf(gallery).scrollLeft = 0;
  scrollerOf(gallery).scrollLeft = 1200;
  await expect.poll(() => scrolled().at(-1)).toEqual(['GALLERY_SCROLLED', { top: 0, left: 1200 }]);
  expect(scrolled().length - count).toBe(1);
});
