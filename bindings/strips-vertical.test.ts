// Strips of a vertical gallery as pro-gallery 5.0.148 places them (observed as a black box,
// bench/reference.ts): the rounding inside a group, a single item measured as a stack of one, and
// scatter at the gallery's right edge and bottom. Run against each backend.

import { beforeAll, describe, expect, test } from 'vitest';
import type { Engine, LayoutParams } from './engine.ts';
import { loadBackends, rows } from './testing/backends.ts';
import { BASE_PARAMS } from './testing/params.ts';

let backends: Record<'wasm' | 'ts', Engine>;
beforeAll(async () => {
  backends = await loadBackends();
});

describe.each(['wasm', 'ts'] as const)('%s backend', (name) => {
  const engine = () => backends[name];

  test('in a stack of three the last item takes what rounding leaves over', () => {
    const sizes = new Float64Array(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 557 : 370)));
    const result = engine().layout(sizes, {
      ...BASE_PARAMS,
      orientation: 'rows',
      containerWidth: 1816,
      targetItemSize: 370,
      groupSize: 3,
      repeatingGroupTypes: ['3v'],
    });
    expect(rows(result.rects).map((rect) => rect[3])).toEqual([123, 123, 124, 123, 123, 124]);
  });

  test('scatter keeps an item at the bottom of a vertical gallery when an item spacing below it passes the container', () => {
    const params: LayoutParams = {
      ...BASE_PARAMS,
      orientation: 'rows',
      containerWidth: 600,
      itemSpacing: 42,
      targetItemSize: 300,
      manualScatter: [0, 50],
    };
    const square = new Float64Array([1000, 1000]);
    expect(rows(engine().layout(square, { ...params, containerHeight: 342 }).rects)).toEqual([
      [0, 0, 300, 300],
    ]);
    // One pixel more and the item is inside: it moves by half of half the item spacing.
    expect(rows(engine().layout(square, { ...params, containerHeight: 343 }).rects)).toEqual([
      [0, 10.5, 300, 300],
    ]);
  });

  test('scatter moves the last item of a vertical strip into the gallery spacing only when its unrounded width reaches the edge', () => {
    // pro-gallery 5.0.148 (observed): the last item of the first strip ends at 828.0000000000001 of
    // an 828 px gallery in the first gallery and moves the 13 px gallery spacing right; at
    // 1529.9999999999998 of 1530 in the second, it moves half of the 6 px item spacing.
    const params: LayoutParams = {
      ...BASE_PARAMS,
      orientation: 'rows',
      containerHeight: 800,
      gallerySpacing: 13,
      minItemSize: 120,
      allowedGroupTypes: ['1'],
      manualScatter: [100, 0],
    };
    const reaching = engine().layout(new Float64Array([2800, 3400, 2400, 2600, 2800, 1900]), {
      ...params,
      containerWidth: 840,
      itemSpacing: 14,
      targetItemSize: 280,
    });
    expect(rows(reaching.rects)[2]).toEqual([480, 13, 360, 244]);
    const short = engine().layout(new Float64Array([1100, 2900, 3200, 2000, 1800, 3000]), {
      ...params,
      containerWidth: 1550,
      itemSpacing: 6,
      targetItemSize: 470,
    });
    expect(rows(short.rects)[2]).toEqual([1187, 13, 353, 586]);
  });

  test('a single item alone in a vertical strip is measured as a stack of one, which decides the edge', () => {
    // pro-gallery 5.0.148 (observed): alone in a 936 px gallery with 47 px spacing at a 680 px
    // target, a 4414 x 2338 item ends at 935.9999999999999 and moves 40% of half the gap right; a
    // 4666 x 1674 item ends at 936.0000000000001 and stays (40% of no gallery spacing).
    const params: LayoutParams = {
      ...BASE_PARAMS,
      orientation: 'rows',
      containerWidth: 936,
      containerHeight: 385,
      itemSpacing: 47,
      targetItemSize: 680,
      minItemSize: 120,
      allowedGroupTypes: ['1'],
      manualScatter: [40, 0],
    };
    expect(engine().layout(new Float64Array([4414, 2338]), params).rects[0]).toBe(9.4);
    expect(engine().layout(new Float64Array([4666, 1674]), params).rects[0]).toBe(0);
  });

  test('a single item of a vertical strip is as wide as a stack of one', () => {
    // Each 229.5 px wide on paper in a last strip kept at the target height; the last one's sides
    // leave it a hair under (observed).
    const sizes = new Float64Array([3642, 2235, 716, 374, 3213, 3742]);
    const result = engine().layout(sizes, {
      ...BASE_PARAMS,
      orientation: 'rows',
      containerWidth: 2508,
      containerHeight: 1284,
      itemSpacing: 49,
      gallerySpacing: 32,
      targetItemSize: 370,
      groupSize: 3,
      cropEnable: true,
      cropRatios: [0.75],
      allowedGroupTypes: ['1'],
    });
    expect(rows(result.rects)).toEqual([
      [32, 32, 230, 306],
      [311, 32, 230, 306],
      [590, 32, 229, 306],
    ]);
  });

  test("the group that takes the width left over in a vertical strip rounds as its items' products leave them", () => {
    // The second strip is one 2h of two 5:2 items, 487.5 px each on paper; sized in order they
    // land a hair over, so the second shows 488 and the first what the 975 px leave (observed).
    const sizes = new Float64Array([
      2697, 3287, 1567, 3069, 191, 313, 3628, 2905, 2048, 3312, 4016, 4700,
    ]);
    const result = engine().layout(sizes, {
      ...BASE_PARAMS,
      orientation: 'rows',
      containerWidth: 975,
      containerHeight: 575,
      targetItemSize: 689,
      groupSize: 3,
      cropEnable: true,
      cropRatios: [2.5],
      allowedGroupTypes: ['1', '2h', '2v', '3t', '3b', '3l', '3r'],
    });
    expect(rows(result.rects).slice(0, 3)).toEqual([
      [0, 0, 975, 390],
      [0, 390, 487, 195],
      [487, 390, 488, 195],
    ]);
  });
});
