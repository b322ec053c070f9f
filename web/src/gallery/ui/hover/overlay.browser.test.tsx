// The overlay on a hovered item (spec/001 §3 behaviourParams.item.overlay, spec/002 §5): shown
// per hoveringBehaviour, placed and sized per position, size, sizeUnits and padding (never
// negative, capped), in its background colour, with the item's title and description when the
// info placement is OVERLAY; the hover animations; no axe-core violations with it shown.

import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { itemElement, makeItems, MASONRY, mountGallery, tabIntoGallery } from '../testing.tsx';
import { overlayOf, overlayVisible, parkMouse } from './hover-testing.ts';

const ITEMS = makeItems(8, (i) => ({
  title: `Title ${i}`,
  description: i % 2 === 0 ? `About picture ${i}` : undefined,
}));

const withOverlay = (overlay: object, more: object = {}) => ({
  ...MASONRY,
  ...more,
  behaviourParams: { item: { overlay } },
});

async function mounted(options: object) {
  const gallery = await mountGallery(900, { items: ITEMS, options });
  await parkMouse(gallery.host);
  return gallery;
}

describe('hoveringBehaviour', () => {
  test.each([
    ['ALWAYS_SHOW', true, true],
    ['APPEARS', false, true],
    ['DISAPPEARS', true, false],
    ['NEVER_SHOW', false, false],
  ])('%s: shown before the hover %s, while hovered %s', async (hoveringBehaviour, before, on) => {
    const { gallery } = await mounted(withOverlay({ hoveringBehaviour }));
    await expect.poll(() => overlayVisible(gallery, 1)).toBe(before);
    await userEvent.hover(itemElement(gallery, 1)!);
    await expect.poll(() => overlayVisible(gallery, 1)).toBe(on);
    // The other items are not hovered.
    expect(overlayVisible(gallery, 0)).toBe(before);
    if (hoveringBehaviour === 'NEVER_SHOW') expect(overlayOf(gallery, 1)).toBeNull();
  });
});

/** The overlay's box relative to its item's, rounded to the pixel. */
function overlayBoxIn(gallery: Element, idx: number) {
  const item = itemElement(gallery, idx)!.getBoundingClientRect();
  const box = overlayOf(gallery, idx)!.getBoundingClientRect();
  const round = (n: number) => Math.round(n);
  return {
    item: { width: item.width, height: item.height },
    box: {
      left: round(box.left - item.left),
      top: round(box.top - item.top),
      width: round(box.width),
      height: round(box.height),
    },
  };
}

describe('position and size', () => {
  test.each([
    ['BUTTOM', 40, 'PIXEL', 8, (w: number, h: number) => [8, h - 48, w - 16, 40]],
    ['TOP', 40, 'PIXEL', 0, (w: number) => [0, 0, w, 40]],
    ['LEFT', 50, 'PERCENT', 10, (w: number, h: number) => [10, 10, w / 2, h - 20]],
    ['RIGHT', 50, 'PERCENT', 10, (w: number, h: number) => [w / 2 - 10, 10, w / 2, h - 20]],
    ['CENTERED_HORIZONTALLY', 60, 'PIXEL', 0, (w: number, h: number) => [w / 2 - 30, 0, 60, h]],
    ['CENTERED_VERTICALLY', 30, 'PERCENT', 0, (w: number, h: number) => [0, h * 0.35, w, h * 0.3]],
    // Never negative, and capped by the room the padding leaves (spec/002 §5).
    ['BUTTOM', -30, 'PIXEL', 6, (w: number, h: number) => [6, h - 6, w - 12, 0]],
    ['TOP', 5000, 'PIXEL', 6, (w: number, h: number) => [6, 6, w - 12, h - 12]],
    ['LEFT', 400, 'PERCENT', 0, (w: number, h: number) => [0, 0, w, h]],
  ] as const)(
    '%s, size %s %s, padding %s',
    async (position, size, sizeUnits, padding, expected) => {
      const overlay = { hoveringBehaviour: 'ALWAYS_SHOW', position, size, sizeUnits, padding };
      const { gallery } = await mounted(withOverlay(overlay));
      const { item, box } = overlayBoxIn(gallery, 2);
      const [left, top, width, height] = expected(item.width, item.height).map(Math.round);
      expect(box).toEqual({ left, top, width, height });
    },
  );
});

test('right to left mirrors the overlay: LEFT is at the inline start, the right', async () => {
  const overlay = {
    hoveringBehaviour: 'ALWAYS_SHOW',
    position: 'LEFT',
    size: 40,
    sizeUnits: 'PIXEL',
  };
  const options = {
    ...withOverlay(overlay),
    behaviourParams: { item: { overlay }, gallery: { layoutDirection: 'RIGHT_TO_LEFT' } },
  };
  const { gallery } = await mounted(options);
  const { item, box } = overlayBoxIn(gallery, 2);
  expect(box).toEqual({
    left: Math.round(item.width - 40),
    top: 0,
    width: 40,
    height: Math.round(item.height),
  });
});

describe('background colour', () => {
  test('rgba(8,8,8,0.75) by default (spec/001 §9)', async () => {
    const { gallery } = await mounted(withOverlay({ hoveringBehaviour: 'ALWAYS_SHOW' }));
    expect(getComputedStyle(overlayOf(gallery, 0)!).backgroundColor).toBe('rgba(8, 8, 8, 0.75)');
  });

  test('the option’s colour', async () => {
    const overlay = { hoveringBehaviour: 'ALWAYS_SHOW', backgroundColor: 'rgba(200,30,10,0.5)' };
    const { gallery } = await mounted(withOverlay(overlay));
    expect(getComputedStyle(overlayOf(gallery, 0)!).backgroundColor).toBe('rgba(200, 30, 10, 0.5)');
  });
});

describe('texts', () => {
  test('the title and the description, with the info placement OVERLAY', async () => {
    const { gallery } = await mounted(withOverlay({ hoveringBehaviour: 'ALWAYS_SHOW' }));
    expect(overlayOf(gallery, 0)!.innerText).toBe('Title 0\nAbout picture 0');
    expect(overlayOf(gallery, 1)!.innerText).toBe('Title 1');
  });

  test('none with the info layout DONT_SHOW: the overlay alone', async () => {
    const options = withOverlay(
      { hoveringBehaviour: 'ALWAYS_SHOW' },
      { layoutParams_info_layout: 'DONT_SHOW' },
    );
    const { gallery } = await mounted(options);
    expect(overlayOf(gallery, 0)!.textContent).toBe('');
    expect(overlayVisible(gallery, 0)).toBe(true);
  });
});

describe('hover animations', () => {
  test.each([
    ['FADE_IN', { opacity: '0' }],
    ['EXPAND', { opacity: '0', transform: 'scale(0.8)' }],
    ['SLIDE_UP', { transform: 'translateY(100%)' }],
    ['SLIDE_DOWN', { transform: 'translateY(-100%)' }],
    ['SLIDE_LEFT', { transform: 'translateX(100%)' }],
    ['SLIDE_RIGHT', { transform: 'translateX(-100%)' }],
    ['NO_EFFECT', {}],
  ])('%s comes from its own look to the overlay itself', async (hoverAnimation, from) => {
    const { gallery } = await mounted(withOverlay({ hoverAnimation }));
    const overlay = overlayOf(gallery, 3)!;
    const probe = document.createElement('div');
    overlay.parentElement!.append(probe);
    Object.assign(probe.style, {
      width: overlay.style.width,
      height: overlay.style.height,
      ...from,
    });
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return { opacity: style.opacity, transform: style.transform };
    };
    expect(look(overlay)).toEqual(look(probe));
    probe.remove();
    await userEvent.hover(itemElement(gallery, 3)!);
    await expect
      .poll(() => ({ ...look(overlay), visibility: getComputedStyle(overlay).visibility }))
      .toEqual({ opacity: '1', transform: 'none', visibility: 'visible' });
  });
});

test('no axe-core violations with the hover shown', async () => {
  const { host, gallery } = await mounted(
    withOverlay({ hoverAnimation: 'FADE_IN' }, { layoutParams_info_layout: 'NO_BACKGROUND' }),
  );
  await tabIntoGallery(host);
  await expect.poll(() => getComputedStyle(overlayOf(gallery, 0)!).opacity).toBe('1');
  expect(overlayOf(gallery, 0)!.innerText).toContain('Title 0');
  const result = await axe.run(host);
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
