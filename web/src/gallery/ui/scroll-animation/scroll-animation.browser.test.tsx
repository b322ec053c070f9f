// Scroll animations (spec/001 §3, spec/002 §9): an item waits in its animation's first frame
// until it first comes into view, then comes to rest after 100, 200 or 300 ms by its index; no
// animation when the visitor prefers reduced motion, nor in SEO view mode.

import { afterEach, expect, test } from 'vitest';
import { cdp } from 'vitest/browser';
import { itemElement, makeItems, MASONRY, type Mounted, mountGallery } from '../testing.tsx';
import { SCROLL_ANIMATIONS } from '../../model/options/enums.ts';

const ITEMS = makeItems(60);

const withAnimation = (scrollAnimation: string) => ({
  ...MASONRY,
  behaviourParams: { gallery: { scrollAnimation } },
});

let mounted: Mounted | null = null;

afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
  window.scrollTo(0, 0);
});

async function mount(props: Parameters<typeof mountGallery>[1]) {
  mounted = await mountGallery(900, props);
  return mounted.gallery;
}

/** A drawn item wholly below the viewport. */
function itemBelow(gallery: HTMLElement): HTMLElement {
  const below = [...gallery.querySelectorAll<HTMLElement>('[data-idx]')].find(
    (element) => element.getBoundingClientRect().top > window.innerHeight + 150,
  );
  if (below === undefined) throw new Error('no item is drawn below the viewport');
  return below;
}

/** What the first frame of each animation changes, on the item or (ZOOM_OUT) on its media. */
const FIRST_FRAME: Record<string, (item: HTMLElement) => string> = {
  BLUR: (item) => getComputedStyle(item).filter,
  EXPAND: (item) => getComputedStyle(item).transform,
  FADE_IN: (item) => getComputedStyle(item).opacity,
  GRAYSCALE: (item) => getComputedStyle(item).filter,
  MAIN_COLOR: (item) =>
    getComputedStyle(item.querySelector('[aria-hidden="true"]:last-child')!).opacity,
  ONE_COLOR: (item) =>
    getComputedStyle(item.querySelector('[aria-hidden="true"]:last-child')!).opacity,
  SHRINK: (item) => getComputedStyle(item).transform,
  SLIDE_UP: (item) => getComputedStyle(item).transform,
  ZOOM_OUT: (item) => getComputedStyle(item.firstElementChild!).transform,
};

const WAITING: Record<string, string> = {
  BLUR: 'blur(30px)',
  EXPAND: 'matrix(0.9, 0, 0, 0.9, 0, 0)',
  FADE_IN: '0',
  GRAYSCALE: 'grayscale(1)',
  MAIN_COLOR: '1',
  ONE_COLOR: '1',
  SHRINK: 'matrix(1.1, 0, 0, 1.1, 0, 0)',
  SLIDE_UP: 'matrix(1, 0, 0, 1, 0, 100)',
  ZOOM_OUT: 'matrix(1.3, 0, 0, 1.3, 0, 0)',
};

const AT_REST: Record<string, string> = {
  BLUR: 'none',
  EXPAND: 'none',
  FADE_IN: '1',
  GRAYSCALE: 'none',
  MAIN_COLOR: '0',
  ONE_COLOR: '0',
  SHRINK: 'none',
  SLIDE_UP: 'none',
  ZOOM_OUT: 'none',
};

test.each(SCROLL_ANIMATIONS.filter((a) => a !== 'NO_EFFECT'))(
  '%s: waiting below the viewport, at rest once scrolled into view',
  async (animation) => {
    const gallery = await mount({ items: ITEMS, options: withAnimation(animation) });
    const frame = FIRST_FRAME[animation];
    // The items in view come to rest.
    const first = itemElement(gallery, 0)!;
    expect(first.dataset.scrollAnimation).toBe(animation);
    await expect.poll(() => frame(first), { timeout: 5000 }).toBe(AT_REST[animation]);
    // Those below wait in the first frame until they are scrolled to.
    const below = itemBelow(gallery);
    expect(frame(below)).toBe(WAITING[animation]);
    below.scrollIntoView({ block: 'center' });
    await expect.poll(() => frame(below), { timeout: 5000 }).toBe(AT_REST[animation]);
  },
);

test('ZOOM_OUT with texts below: the media zooms within its frame, the texts stay still', async () => {
  const options = {
    ...withAnimation('ZOOM_OUT'),
    layoutParams: {
      ...MASONRY.layoutParams,
      info: { placement: 'BELOW', height: 50 },
    },
  };
  const gallery = await mount({ items: makeItems(60, (i) => ({ title: `Title ${i}` })), options });
  const below = itemBelow(gallery);
  const transform = (selector: string) =>
    getComputedStyle(below.querySelector(selector)!).transform;
  expect(transform('[data-item-media] > *')).toBe(WAITING.ZOOM_OUT);
  expect(transform('[data-item-media]')).toBe('none');
  expect(transform('[data-info]')).toBe('none');
});

test('delays cycle 100, 200, 300 ms by index', async () => {
  const gallery = await mount({ items: ITEMS, options: withAnimation('FADE_IN') });
  const delays: string[] = [];
  for (const idx of [0, 1, 2, 3, 4]) {
    const item = itemElement(gallery, idx)!;
    item.scrollIntoView({ block: 'center' });
    await expect.poll(() => getComputedStyle(item).opacity, { timeout: 5000 }).toBe('1');
    delays.push(getComputedStyle(item).transitionDelay);
  }
  expect(delays).toEqual(['0.1s', '0.2s', '0.3s', '0.1s', '0.2s']);
});

test('once per item: back after leaving the DOM, an item is at rest at once', async () => {
  const items = makeItems(600);
  const gallery = await mount({ items, options: withAnimation('FADE_IN') });
  // Not the first item: the gallery's tab stop is drawn wherever it is.
  const idx = 1;
  const item = itemElement(gallery, idx)!;
  await expect.poll(() => getComputedStyle(item).opacity, { timeout: 5000 }).toBe('1');
  window.scrollTo(0, document.documentElement.scrollHeight);
  await expect.poll(() => itemElement(gallery, idx), { timeout: 5000 }).toBeNull();
  window.scrollTo(0, 0);
  await expect.poll(() => itemElement(gallery, idx), { timeout: 5000 }).not.toBeNull();
  expect(getComputedStyle(itemElement(gallery, idx)!).opacity).toBe('1');
});

test('NO_EFFECT, the default: no animation', async () => {
  const gallery = await mount({ items: ITEMS, options: MASONRY });
  expect(gallery.querySelector('[data-scroll-animation]')).toBeNull();
  expect(getComputedStyle(itemBelow(gallery)).opacity).toBe('1');
});

test('SEO view mode: no animation', async () => {
  const gallery = await mount({ items: ITEMS, options: withAnimation('FADE_IN'), viewMode: 'SEO' });
  expect(gallery.querySelector('[data-scroll-animation]')).toBeNull();
});

test('reduced motion: no animation, every item at rest', async () => {
  const session = cdp();
  await session.send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
  });
  try {
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    const gallery = await mount({ items: ITEMS, options: withAnimation('FADE_IN') });
    expect(gallery.querySelector('[data-scroll-animation]')).toBeNull();
    expect(getComputedStyle(itemBelow(gallery)).opacity).toBe('1');
  } finally {
    await session.send('Emulation.setEmulatedMedia', { features: [] });
  }
});
