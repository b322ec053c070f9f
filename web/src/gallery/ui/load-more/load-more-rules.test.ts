import { describe, expect, test } from 'vitest';
import {
  initialVisibleHeight,
  needsMoreItems,
  NEED_MORE_ITEMS_THROTTLE_MS,
  reveal,
  SHOW_MORE_HEIGHT_ADJUSTMENT,
  throttleWait,
} from './load-more-rules.ts';
import { loadMoreOptions } from './load-more-options.ts';
import { processOptions } from '../../model/options/process.ts';

const BUTTON = { mode: 'BUTTON', amount: 'ALL', clicks: 0, initialHeight: null } as const;

describe('reveal', () => {
  test('the button area is 138 px and the gallery shows the container less it', () => {
    expect(SHOW_MORE_HEIGHT_ADJUSTMENT).toBe(138);
    expect(reveal({ ...BUTTON, structureHeight: 3000, containerHeight: 800 })).toEqual({
      height: 662,
      showButton: true,
      end: 800,
    });
  });

  test('no button when the structure is not taller than the container', () => {
    expect(reveal({ ...BUTTON, structureHeight: 800, containerHeight: 800 })).toEqual({
      height: 800,
      showButton: false,
      end: 800,
    });
    expect(reveal({ ...BUTTON, structureHeight: 801, containerHeight: 800 }).showButton).toBe(true);
  });

  test('ALL shows the whole structure after one click, and the gallery grows on scroll', () => {
    expect(
      reveal({
        ...BUTTON,
        structureHeight: 3000,
        containerHeight: 800,
        clicks: 1,
        initialHeight: 662,
      }),
    ).toEqual({ height: 3000, showButton: false, end: Infinity });
  });

  test('PARTIAL reveals one more initial height per click until the structure fits', () => {
    const partial = {
      ...BUTTON,
      amount: 'PARTIAL',
      structureHeight: 2000,
      containerHeight: 800,
    } as const;
    expect(reveal({ ...partial, clicks: 1, initialHeight: 662 })).toEqual({
      height: 1324,
      showButton: true,
      end: 1462,
    });
    expect(reveal({ ...partial, clicks: 2, initialHeight: 662 })).toEqual({
      height: 2000,
      showButton: false,
      end: 2124,
    });
  });

  test('PARTIAL steps by the height stored at the first click, whatever the container now', () => {
    const shown = reveal({
      ...BUTTON,
      amount: 'PARTIAL',
      structureHeight: 5000,
      containerHeight: 400,
      clicks: 1,
      initialHeight: 662,
    });
    expect(shown.height).toBe(1324);
  });

  test('a container shorter than the button area still reveals something per click', () => {
    expect(initialVisibleHeight(100)).toBe(138);
  });

  test('infinite scroll never cuts', () => {
    expect(
      reveal({ ...BUTTON, mode: 'SCROLL', structureHeight: 9000, containerHeight: 800 }),
    ).toEqual({ height: 9000, showButton: false, end: Infinity });
  });
});

describe('needsMoreItems', () => {
  const base = {
    structureHeight: 2000,
    revealEnd: Infinity,
    viewportTop: 0,
    viewportHeight: 800,
    scrolled: false,
    itemsCount: 20,
  };

  test('before a scroll: when the structure ends above the viewport bottom', () => {
    expect(needsMoreItems(base)).toBe(false);
    expect(needsMoreItems({ ...base, structureHeight: 799 })).toBe(true);
    expect(needsMoreItems({ ...base, viewportTop: 1201 })).toBe(true);
    expect(needsMoreItems({ ...base, viewportTop: 1200 })).toBe(false);
  });

  test('once scrolled: three more viewports ahead', () => {
    // 2000 < 10 + 4 * 800
    expect(needsMoreItems({ ...base, scrolled: true, viewportTop: 10 })).toBe(true);
    expect(
      needsMoreItems({ ...base, structureHeight: 3300, scrolled: true, viewportTop: 100 }),
    ).toBe(false);
    expect(
      needsMoreItems({ ...base, structureHeight: 3300, scrolled: true, viewportTop: 101 }),
    ).toBe(true);
  });

  test('never beyond the revealed part: the button asks for those', () => {
    expect(needsMoreItems({ ...base, structureHeight: 900, revealEnd: 800 })).toBe(false);
    expect(needsMoreItems({ ...base, structureHeight: 700, revealEnd: 800 })).toBe(true);
  });

  test('not when the host has given all its items, or none', () => {
    const near = { ...base, structureHeight: 100 };
    expect(needsMoreItems({ ...near, totalItemsCount: 20 })).toBe(false);
    expect(needsMoreItems({ ...near, totalItemsCount: 21 })).toBe(true);
    expect(needsMoreItems({ ...near, itemsCount: 0 })).toBe(false);
  });
});

describe('throttleWait', () => {
  test('2000 ms after a request', () => {
    expect(NEED_MORE_ITEMS_THROTTLE_MS).toBe(2000);
    expect(throttleWait(null, 5)).toBe(0);
    expect(throttleWait(1000, 1500)).toBe(1500);
    expect(throttleWait(1000, 3000)).toBe(0);
  });
});

describe('loadMoreOptions', () => {
  test("defaults: infinite scroll, ALL, 'Load More'", () => {
    expect(loadMoreOptions(processOptions({}))).toEqual({
      mode: 'SCROLL',
      amount: 'ALL',
      text: 'Load More',
    });
  });

  test('nested and legacy names', () => {
    expect(
      loadMoreOptions(
        processOptions({
          behaviourParams: {
            gallery: { vertical: { loadMore: { enable: true, amount: 'PARTIAL', text: 'More' } } },
          },
        }),
      ),
    ).toEqual({ mode: 'BUTTON', amount: 'PARTIAL', text: 'More' });
    // enableInfiniteScroll is the inverse of loadMore.enable (spec/001 §9 migration).
    expect(loadMoreOptions(processOptions({ enableInfiniteScroll: false })).mode).toBe('BUTTON');
    expect(loadMoreOptions(processOptions({ enableInfiniteScroll: true })).mode).toBe('SCROLL');
  });

  test('the button font in each shape the options hold it, underline as a text decoration', () => {
    const font = 'font:italic normal normal 20px/1.4em serif underline;';
    const clean = { value: 'italic normal normal 20px/1.4em serif', textDecoration: 'underline' };
    expect(
      loadMoreOptions(processOptions({ behaviourParams_gallery_vertical_loadMore_font: font }))
        .font,
    ).toEqual(clean);
    expect(
      loadMoreOptions(
        processOptions({
          behaviourParams: { gallery: { vertical: { loadMore: { font: { value: font } } } } },
        }),
      ).font,
    ).toEqual(clean);
    expect(
      loadMoreOptions(processOptions({ loadMoreButtonFont: { value: 'font:20px serif;' } })).font,
    ).toEqual({
      value: '20px serif',
    });
    expect(loadMoreOptions(processOptions({})).font).toBeUndefined();
  });

  test('horizontal galleries neither show the button nor load on vertical scroll', () => {
    expect(
      loadMoreOptions(processOptions({ layoutParams_structure_scrollDirection: 'HORIZONTAL' }))
        .mode,
    ).toBe('NONE');
  });
});
