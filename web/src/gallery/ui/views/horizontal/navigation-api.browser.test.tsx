// The host's navigation (issue 15): NAVIGATION_API_READY gives next, previous and toIndex; the
// activeIndex prop moves the gallery to its item; each raises the navigation events.

import { afterEach, expect, test } from 'vitest';
import { makeItems, type Mounted, mountGallery } from '../../testing.tsx';
import {
  horizontal,
  navigationEvents,
  pastThrottle,
  scrollerOf,
  SLIDESHOW,
  waitForActive,
} from './horizontal-testing.ts';
import type { NavigationApi } from './navigation-events.ts';

const ITEMS = makeItems(5);
const CONTAINER = { width: 500, height: 400 };
let mounted: Mounted | undefined;

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

test('NAVIGATION_API_READY: next, previous and toIndex move the gallery', async () => {
  mounted = await mountGallery(500, {
    items: ITEMS,
    options: horizontal(SLIDESHOW),
    container: CONTAINER,
  });
  const { gallery, events } = mounted;
  const ready = events.filter(([name]) => name === 'NAVIGATION_API_READY');
  expect(ready).toHaveLength(1);
  const api = ready[0][1] as NavigationApi;
  expect(api.previous()).toBe(false); // the first slide blocks
  expect(api.next()).toBe(true);
  await waitForActive(gallery, 1);
  await pastThrottle(gallery);
  expect(api.toIndex(4)).toBe(true);
  await waitForActive(gallery, 4);
  await expect.poll(() => scrollerOf(gallery).scrollLeft).toBe(2000);
  await pastThrottle(gallery);
  expect(api.next()).toBe(false); // the last slide blocks
  expect(api.previous()).toBe(true);
  await waitForActive(gallery, 3);
  expect(api.toIndex(99)).toBe(false);
  expect(
    navigationEvents(events).map(([name, data]) => [name, (data as { idx: number }).idx]),
  ).toEqual([
    ['GALLERY_NAVIGATION_START', 1],
    ['CURRENT_ITEM_CHANGED', 1],
    ['GALLERY_NAVIGATION_START', 4],
    ['CURRENT_ITEM_CHANGED', 4],
    ['GALLERY_NAVIGATION_START', 3],
    ['CURRENT_ITEM_CHANGED', 3],
  ]);
});

test('the gallery opens at the activeIndex prop, and slides to a new one', async () => {
  mounted = await mountGallery(500, {
    items: ITEMS,
    options: horizontal(SLIDESHOW),
    container: CONTAINER,
    activeIndex: 2,
  });
  const { gallery } = mounted;
  await waitForActive(gallery, 2);
  expect(scrollerOf(gallery).scrollLeft).toBe(1000);
  expect(navigationEvents(mounted.events)).toEqual([
    ['CURRENT_ITEM_CHANGED', { id: 'item-2', idx: 2 }],
  ]);
  await mounted.rerender({
    items: ITEMS,
    options: horizontal(SLIDESHOW),
    container: CONTAINER,
    activeIndex: 0,
  });
  await waitForActive(gallery, 0);
  await expect.poll(() => scrollerOf(gallery).scrollLeft).toBe(0);
  expect(navigationEvents(mounted.events).at(-2)).toEqual([
    'GALLERY_NAVIGATION_START',
    { id: 'item-0', idx: 0, fromIdx: 2 },
  ]);
});

test('a resize keeps the current item at the start', async () => {
  mounted = await mountGallery(500, {
    items: ITEMS,
    options: horizontal(SLIDESHOW),
    container: CONTAINER,
    activeIndex: 3,
  });
  const { gallery } = mounted;
  await waitForActive(gallery, 3);
  await mounted.rerender({
    items: ITEMS,
    options: horizontal(SLIDESHOW),
    container: { width: 400, height: 300 },
    activeIndex: 3,
  });
  await expect.poll(() => scrollerOf(gallery).scrollLeft).toBe(1200);
  expect(Number(gallery.querySelector<HTMLElement>('[data-active-idx]')!.dataset.activeIdx)).toBe(
    3,
  );
});
