// Auto-slide across the gallery's variants (spec/002 §4 "Auto-slide"): continuous scrolling
// wraps at the end (back to the start, or on through the copies of a loop), runs right to left,
// stops under reduced motion; interval slides step through FADE layers.

import { afterEach, expect, test } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { makeItems, type Mounted, mountGallery } from '../../../testing.tsx';
import {
  activeIndex,
  horizontal,
  scrollerOf,
  SLIDESHOW,
  waitForActive,
} from '../horizontal-testing.ts';

const CONTAINER = { width: 600, height: 400 };
let mounted: Mounted | undefined;

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

async function autoSliding(behaviour: string, more: object = {}, count = 3): Promise<Mounted> {
  // The pointer rests away from where the gallery is drawn: a hover there would pause it.
  await userEvent.hover(document.body, { position: { x: 0, y: 0 } }).catch(() => {});
  mounted = await mountGallery(600, {
    items: makeItems(count),
    options: horizontal(SLIDESHOW, {
      behaviourParams_gallery_horizontal_autoSlide_behaviour: behaviour,
      behaviourParams_gallery_horizontal_autoSlide_interval: 0.7,
      behaviourParams_gallery_horizontal_autoSlide_speed: 1000,
      behaviourParams_gallery_horizontal_navigationDuration: 100,
      ...more,
    }),
    container: CONTAINER,
  });
  return mounted;
}

function autoSlideState(gallery: Element): string | undefined {
  return gallery.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!.dataset.autoSlide;
}

/** The offsets the scroller passes through over `ms`, a frame apart. */
async function offsets(scroller: HTMLElement, ms: number): Promise<number[]> {
  const seen: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    seen.push(Math.abs(scroller.scrollLeft));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return seen;
}

test('CONTINUOUS wraps to the start after the end', async () => {
  const { gallery } = await autoSliding('CONTINUOUS');
  const scroller = scrollerOf(gallery);
  const max = scroller.scrollWidth - scroller.clientWidth;
  const seen = await offsets(scroller, 2500);
  const top = seen.indexOf(Math.max(...seen));
  expect(seen[top]).toBeGreaterThan(max - 40);
  // After the furthest point it starts again from the first item.
  expect(Math.min(...seen.slice(top + 1))).toBeLessThan(40);
});

test('CONTINUOUS in a loop runs on through the copies without going back to the start', async () => {
  const { gallery } = await autoSliding('CONTINUOUS', {
    behaviourParams_gallery_horizontal_loop: true,
  });
  const scroller = scrollerOf(gallery);
  const start = scroller.scrollLeft;
  expect(start).toBeGreaterThan(0);
  const seen = await offsets(scroller, 1500);
  expect(Math.max(...seen)).toBeGreaterThan(start + 800);
  expect(Math.min(...seen)).toBeGreaterThan(0);
});

test('CONTINUOUS right to left scrolls towards the end on the left', async () => {
  const { gallery } = await autoSliding('CONTINUOUS', {
    behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT',
  });
  const scroller = scrollerOf(gallery);
  await expect.poll(() => scroller.scrollLeft).toBeLessThan(-100);
});

test('under reduced motion continuous scrolling does not move', async () => {
  const session = cdp();
  await session.send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
  });
  try {
    const { gallery } = await autoSliding('CONTINUOUS');
    await expect.poll(() => autoSlideState(gallery)).toBe('REDUCED_MOTION');
    const seen = await offsets(scrollerOf(gallery), 400);
    expect(Math.max(...seen)).toBe(0);
    // The live region speaks: nothing moves by itself.
    expect(gallery.querySelector('[aria-atomic="true"]')!.getAttribute('aria-live')).toBe('polite');
  } finally {
    await session.send('Emulation.setEmulatedMedia', { features: [] });
  }
});

test('INTERVAL steps through FADE layers', async () => {
  const { gallery } = await autoSliding('INTERVAL', {
    behaviourParams_gallery_horizontal_slideAnimation: 'FADE',
  });
  expect(autoSlideState(gallery)).toBe('RUNNING');
  await waitForActive(gallery, 1);
  await waitForActive(gallery, 2);
  expect(activeIndex(gallery)).toBe(2);
});
