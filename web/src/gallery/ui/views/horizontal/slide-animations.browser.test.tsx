// Slide animations (spec/001 §3 slideAnimation, slideTransition; spec/002 §4): SCROLL scrolls
// along the transition's curve over the navigation duration; FADE cross-fades layers; DECK slides
// the current layer away to uncover the next. Reduced motion slides at once.

import axe from 'axe-core';
import { afterEach, expect, test } from 'vitest';
import { cdp } from 'vitest/browser';
import { makeItems, type Mounted, mountGallery } from '../../testing.tsx';
import {
  arrow,
  horizontal,
  pastThrottle,
  scrollerOf,
  SLIDESHOW,
  waitForActive,
} from './horizontal-testing.ts';

const ITEMS = makeItems(4);
const CONTAINER = { width: 600, height: 400 };
let mounted: Mounted | undefined;

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

async function slideshow(more: object): Promise<HTMLElement> {
  mounted = await mountGallery(600, {
    items: ITEMS,
    options: horizontal(SLIDESHOW, more),
    container: CONTAINER,
  });
  await expect.poll(() => arrow(mounted!.gallery, 'next')).not.toBeNull();
  return mounted.gallery;
}

function layerOf(gallery: Element, idx: number): HTMLElement {
  return gallery.querySelector<HTMLElement>(`[data-idx="${idx}"]`)!.parentElement!;
}

test('FADE: the current slide shows, the others are faded out and inert', async () => {
  const gallery = await slideshow({
    behaviourParams_gallery_horizontal_slideAnimation: 'FADE',
    behaviourParams_gallery_horizontal_navigationDuration: 200,
  });
  expect(
    gallery.querySelector('[data-slide-animation]')!.getAttribute('data-slide-animation'),
  ).toBe('FADE');
  // A layer over the whole gallery, each item at the gallery's start.
  expect(layerOf(gallery, 1).getBoundingClientRect().left).toBe(
    layerOf(gallery, 0).getBoundingClientRect().left,
  );
  expect(getComputedStyle(layerOf(gallery, 0)).opacity).toBe('1');
  expect(getComputedStyle(layerOf(gallery, 1)).opacity).toBe('0');
  expect(layerOf(gallery, 1).inert).toBe(true);
  expect(layerOf(gallery, 0).style.transition).toContain('200ms');
  arrow(gallery, 'next')!.click();
  await waitForActive(gallery, 1);
  await expect.poll(() => getComputedStyle(layerOf(gallery, 1)).opacity).toBe('1');
  await expect.poll(() => getComputedStyle(layerOf(gallery, 0)).opacity).toBe('0');
  expect(layerOf(gallery, 0).inert).toBe(true);
  expect(scrollerOf(gallery).scrollLeft).toBe(0);
  expect((await axe.run(mounted!.host)).violations.map((v) => v.id)).toEqual([]);
});

test('DECK: the current slide moves out past the start, uncovering the next', async () => {
  const gallery = await slideshow({ behaviourParams_gallery_horizontal_slideAnimation: 'DECK' });
  const z = (idx: number) => Number(getComputedStyle(layerOf(gallery, idx)).zIndex);
  expect(z(0)).toBeGreaterThan(z(1));
  arrow(gallery, 'next')!.click();
  await waitForActive(gallery, 1);
  await expect
    .poll(() => getComputedStyle(layerOf(gallery, 0)).transform)
    .toBe('matrix(1, 0, 0, 1, -600, 0)');
  expect(getComputedStyle(layerOf(gallery, 1)).transform).toBe('none');
  await pastThrottle(gallery, 200);
  arrow(gallery, 'previous')!.click();
  await waitForActive(gallery, 0);
  await expect.poll(() => getComputedStyle(layerOf(gallery, 0)).transform).toBe('none');
});

test('SCROLL follows slideTransition over the navigation duration', async () => {
  const gallery = await slideshow({
    behaviourParams_gallery_horizontal_navigationDuration: 600,
    behaviourParams_gallery_horizontal_slideTransition: 'linear',
  });
  const scroller = scrollerOf(gallery);
  arrow(gallery, 'next')!.click();
  await new Promise((resolve) => setTimeout(resolve, 250));
  // Part way there, then there.
  expect(scroller.scrollLeft).toBeGreaterThan(60);
  expect(scroller.scrollLeft).toBeLessThan(540);
  await expect.poll(() => scroller.scrollLeft).toBe(600);
});

test('reduced motion: the slide is there at once', async () => {
  const session = cdp();
  await session.send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
  });
  try {
    const gallery = await slideshow({
      behaviourParams_gallery_horizontal_navigationDuration: 1000,
    });
    arrow(gallery, 'next')!.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scrollerOf(gallery).scrollLeft).toBe(600);
  } finally {
    await session.send('Emulation.setEmulatedMedia', { features: [] });
  }
});
