// The horizontal view draws each horizontal layout (spec/002 §2): the items side by side where
// the engine put them, in a scroller as tall as the gallery, snapping when the options say so,
// not scrollable by the visitor with blockScroll, mirrored right to left, virtualized.

import axe from 'axe-core';
import { afterEach, describe, expect, test } from 'vitest';
import { RECT_STRIDE } from '../../../../../../bindings/engine.ts';
import { makeItems, type Mounted, mountGallery } from '../../testing.tsx';
import {
  activeIndex,
  COLUMN,
  FULLSIZE,
  horizontal,
  scrollerOf,
  SLIDER,
  SLIDESHOW,
} from './horizontal-testing.ts';

const ITEMS = makeItems(12);
const CONTAINER = { width: 800, height: 420 };
let mounted: Mounted | undefined;

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

describe.each([
  ['SLIDER', SLIDER],
  ['SLIDESHOW', SLIDESHOW],
  ['COLUMN', COLUMN],
  ['FULLSIZE', FULLSIZE],
])('%s', (_name, layout) => {
  test("slides are at the engine's rectangles, in a scroller of the gallery's height", async () => {
    mounted = await mountGallery(800, {
      items: ITEMS,
      options: horizontal(layout),
      container: CONTAINER,
    });
    const { gallery, layouts } = mounted;
    const engine = layouts.at(-1)!;
    const scroller = scrollerOf(gallery);
    expect(scroller.clientHeight).toBe(Math.round(engine.height));
    expect(scroller.clientWidth).toBe(800);
    expect(scroller.scrollWidth).toBe(Math.round(engine.width));
    const drawn = [...gallery.querySelectorAll<HTMLElement>('[data-idx]')];
    expect(drawn.length).toBe(ITEMS.length);
    for (const element of drawn) {
      const at = Number(element.dataset.idx) * RECT_STRIDE;
      expect(element.offsetLeft).toBeCloseTo(engine.rects[at], 0);
      expect(element.offsetTop).toBeCloseTo(engine.rects[at + 1], 0);
      expect(element.offsetWidth).toBeCloseTo(engine.rects[at + 2], 0);
    }
    expect(activeIndex(gallery)).toBe(0);
    const result = await axe.run(mounted.host);
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test('slides are groups of a carousel, named by their place', async () => {
  mounted = await mountGallery(800, {
    items: ITEMS,
    options: horizontal(SLIDESHOW),
    container: CONTAINER,
  });
  const carousel = mounted.gallery.querySelector('[aria-roledescription="carousel"]')!;
  expect(carousel.getAttribute('role')).toBe('group');
  const slides = carousel.querySelectorAll('[aria-roledescription="slide"]');
  expect(slides[0].getAttribute('role')).toBe('group');
  expect(slides[0].getAttribute('aria-label')).toBe('1/12');
  expect(carousel.querySelector('[aria-live="polite"]')).not.toBeNull();
});

test('scroll snap when enableScrollSnap, none without', async () => {
  mounted = await mountGallery(800, {
    items: ITEMS,
    options: horizontal(COLUMN, { behaviourParams_gallery_horizontal_enableScrollSnap: true }),
    container: CONTAINER,
  });
  const scroller = scrollerOf(mounted.gallery);
  expect(getComputedStyle(scroller).scrollSnapType).toBe('x mandatory');
  const first = mounted.gallery.querySelector<HTMLElement>('[data-idx="1"]')!;
  expect(getComputedStyle(first).scrollSnapAlign).toContain('start');
  await mounted.rerender({
    items: ITEMS,
    options: horizontal(COLUMN, { behaviourParams_gallery_horizontal_enableScrollSnap: false }),
    container: CONTAINER,
  });
  await expect.poll(() => getComputedStyle(scroller).scrollSnapType).toBe('none');
});

test('blockScroll: the visitor cannot scroll the gallery', async () => {
  mounted = await mountGallery(800, {
    items: ITEMS,
    options: horizontal(SLIDER, { behaviourParams_gallery_horizontal_blockScroll: true }),
    container: CONTAINER,
  });
  expect(getComputedStyle(scrollerOf(mounted.gallery)).overflowX).toBe('hidden');
});

test('a scroll moves the current item (CURRENT_ITEM_CHANGED)', async () => {
  mounted = await mountGallery(800, {
    items: ITEMS,
    options: horizontal(SLIDESHOW),
    container: CONTAINER,
  });
  const scroller = scrollerOf(mounted.gallery);
  scroller.scrollLeft = 1600;
  await expect.poll(() => activeIndex(mounted!.gallery)).toBe(2);
  expect(mounted.events.filter(([name]) => name === 'CURRENT_ITEM_CHANGED')).toEqual([
    ['CURRENT_ITEM_CHANGED', { id: 'item-2', idx: 2 }],
  ]);
});

test('right to left, the first slide is at the right and the scroller starts there', async () => {
  mounted = await mountGallery(800, {
    items: ITEMS,
    options: horizontal(SLIDER, { behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT' }),
    container: CONTAINER,
  });
  const scroller = scrollerOf(mounted.gallery);
  const first = mounted.gallery.querySelector<HTMLElement>('[data-idx="0"]')!;
  const box = scroller.getBoundingClientRect();
  const item = first.getBoundingClientRect();
  expect(Math.round(item.right)).toBe(Math.round(box.right));
});

// Without snapping: a jump far beyond the drawn items would snap back to the last one drawn.
test('a long gallery draws 10 screens either side of the viewport', async () => {
  const many = makeItems(400);
  mounted = await mountGallery(800, {
    items: many,
    options: horizontal(COLUMN),
    container: { width: 400, height: 300 },
  });
  const drawnCount = () => mounted!.gallery.querySelectorAll('[data-idx]').length;
  expect(drawnCount()).toBeGreaterThan(5);
  expect(drawnCount()).toBeLessThan(many.length);
  const scroller = scrollerOf(mounted.gallery);
  const { rects } = mounted.layouts.at(-1)!;
  const middle = 200;
  const at = rects[middle * RECT_STRIDE];
  scroller.scrollLeft = at;
  await expect.poll(() => mounted!.gallery.querySelector('[data-idx="0"]')).toBeNull();
  const drawn = () =>
    [...mounted!.gallery.querySelectorAll<HTMLElement>('[data-idx]')].map((e) =>
      Number(e.dataset.idx),
    );
  await expect.poll(drawn).toContain(middle);
  // Within 10 screens (of 400 px) either side of the viewport (and a quarter-screen step).
  for (const idx of drawn()) {
    const left = rects[idx * RECT_STRIDE];
    const right = left + rects[idx * RECT_STRIDE + 2];
    expect(right).toBeGreaterThan(at - 10 * 400 - 100);
    expect(left).toBeLessThan(at + 400 + 10 * 400 + 100);
  }
});

test('the gallery events: GALLERY_CHANGE, ITEM_CREATED for the items drawn, then APP_LOADED', async () => {
  mounted = await mountGallery(800, {
    items: ITEMS,
    options: horizontal(SLIDESHOW),
    container: CONTAINER,
  });
  await expect.poll(() => mounted!.events.some(([name]) => name === 'APP_LOADED')).toBe(true);
  const names = mounted.events
    .map(([name]) => name)
    .filter((name) => ['GALLERY_CHANGE', 'ITEM_CREATED', 'APP_LOADED'].includes(name));
  expect(names).toEqual(['GALLERY_CHANGE', ...ITEMS.map(() => 'ITEM_CREATED'), 'APP_LOADED']);
});

test('a gallery that does not scroll draws 3 groups either side of the current one', async () => {
  mounted = await mountGallery(600, {
    items: makeItems(20),
    options: horizontal(SLIDESHOW, { behaviourParams_gallery_horizontal_slideAnimation: 'FADE' }),
    container: { width: 600, height: 400 },
  });
  const drawn = () =>
    [...mounted!.gallery.querySelectorAll<HTMLElement>('[data-idx]')].map((e) =>
      Number(e.dataset.idx),
    );
  expect(drawn()).toEqual([0, 1, 2, 3]);
  arrowNext(mounted.gallery).click();
  await expect.poll(drawn).toEqual([0, 1, 2, 3, 4]);
});

test('a swipe on a touch screen moves a gallery that does not scroll', async () => {
  mounted = await mountGallery(600, {
    items: makeItems(4),
    options: horizontal(SLIDESHOW, { behaviourParams_gallery_horizontal_slideAnimation: 'FADE' }),
    container: { width: 600, height: 400 },
  });
  const scroller = scrollerOf(mounted.gallery);
  const touch = (type: string, clientX: number) =>
    scroller.dispatchEvent(
      new PointerEvent(type, { pointerType: 'touch', clientX, bubbles: true, isPrimary: true }),
    );
  touch('pointerdown', 400);
  touch('pointerup', 250);
  await expect.poll(() => activeIndex(mounted!.gallery)).toBe(1);
});

function arrowNext(gallery: Element): HTMLButtonElement {
  return gallery.querySelector<HTMLButtonElement>('button[data-arrow="next"]')!;
}
