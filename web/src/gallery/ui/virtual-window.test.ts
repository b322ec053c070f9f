import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  bandAround,
  itemsInBand,
  unionOfSorted,
  URGENT_SCREENS,
  VIRTUALIZATION_SCREENS,
  withTabStop,
} from './virtual-window.ts';

test('the band reaches at most 10 screens either side of the viewport, wherever it is', () => {
  const screen = 800;
  for (const top of [0, 1, 199, 200, 201, 5000, 123_456.5, -300]) {
    const band = bandAround(top, screen);
    expect(band.top).toBeGreaterThanOrEqual(top - VIRTUALIZATION_SCREENS * screen);
    expect(band.bottom).toBeLessThanOrEqual(top + screen + VIRTUALIZATION_SCREENS * screen);
    // And it always holds more than 9 screens either side.
    expect(band.top).toBeLessThanOrEqual(top - 9 * screen);
    expect(band.bottom).toBeGreaterThanOrEqual(top + screen + 9 * screen);
  }
});

test('the band moves only once the viewport has scrolled a quarter of a screen', () => {
  expect(bandAround(0, 800)).toEqual(bandAround(199, 800));
  expect(bandAround(200, 800)).not.toEqual(bandAround(199, 800));
});

test('items are in the band when any part of them is', () => {
  // Four items of 100 px, one under the other, 10 px apart.
  const rects = new Float64Array([
    0, 0, 50, 100, 0, 110, 50, 100, 0, 220, 50, 100, 0, 330, 50, 100,
  ]);
  expect(itemsInBand(rects, { top: 100, bottom: 230 })).toEqual([1, 2]);
  expect(itemsInBand(rects, { top: 99, bottom: 110 })).toEqual([0]);
  expect(itemsInBand(rects, { top: 1000, bottom: 2000 })).toEqual([]);
});

test('items in columns and in any order are found as a look at every item finds them', () => {
  const rect = fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 400 }));
  fc.assert(
    fc.property(
      fc.array(rect, { maxLength: 60 }),
      fc.integer({ min: -100, max: 5500 }),
      fc.integer({ min: 0, max: 2000 }),
      (items, top, height) => {
        const rects = new Float64Array(items.flatMap(([y, h]) => [0, y, 50, h]));
        const band = { top, bottom: top + height };
        const everyItem = items.flatMap(([y, h], index) =>
          y < band.bottom && y + h > band.top ? [index] : [],
        );
        expect(itemsInBand(rects, band)).toEqual(everyItem);
      },
    ),
  );
});

test('the tab stop is drawn wherever it is, in index order', () => {
  expect(withTabStop([4, 5, 6], 0, 10)).toEqual([0, 4, 5, 6]);
  expect(withTabStop([4, 5, 6], 5, 10)).toEqual([4, 5, 6]);
  expect(withTabStop([], 0, 0)).toEqual([]);
});

test('the union of two sorted index lists is sorted and has each index once', () => {
  expect(unionOfSorted([1, 3, 5], [2, 3, 6])).toEqual([1, 2, 3, 5, 6]);
  expect(unionOfSorted([], [4, 7])).toEqual([4, 7]);
  expect(unionOfSorted([0, 9], [])).toEqual([0, 9]);
  expect(unionOfSorted([5, 6], [1, 2])).toEqual([1, 2, 5, 6]);
});

test('the urgent band is about one screen either side of the viewport, on the same steps', () => {
  const full = bandAround(1000, 800);
  const urgent = bandAround(1000, 800, URGENT_SCREENS);
  expect(urgent.top - full.top).toBe((VIRTUALIZATION_SCREENS - URGENT_SCREENS) * 800);
  expect(full.bottom - urgent.bottom).toBe((VIRTUALIZATION_SCREENS - URGENT_SCREENS) * 800);
  // At least three quarters of a screen above the viewport (the band moves in quarter screens).
  expect(urgent.top).toBeLessThanOrEqual(1000 - 600);
  expect(urgent.bottom).toBeGreaterThanOrEqual(1000 + 2 * 800);
});
