// Which group the next items of a strip form, and the shape a smart crop gives them, as
// pro-gallery 5.0.148 decides (observed as a black box, bench/reference.ts: every expected
// rectangle below is the reference's for the same options). Run against each backend.

import { beforeAll, describe, expect, test } from 'vitest';
import type { Engine, LayoutParams } from './engine.ts';
import { loadBackends, rows } from './testing/backends.ts';
import { BASE_PARAMS } from './testing/params.ts';

let backends: Record<'wasm' | 'ts', Engine>;
beforeAll(async () => {
  backends = await loadBackends();
});

/** Rows 1,000 px wide at pro-layouts' base target size, every group of three items (density 1). */
const STRIPS: LayoutParams = {
  ...BASE_PARAMS,
  orientation: 'rows',
  containerWidth: 1000,
  containerHeight: 1000,
  itemSpacing: 10,
  targetItemSize: 500,
  groupSize: 3,
  minItemSize: 120,
  collageDensity: 1,
};

const LANDSCAPE = [1500, 1000];
const PORTRAIT = [750, 1000];
const sizesOf = (...items: number[][]) => new Float64Array(items.flat());

describe.each(['wasm', 'ts'] as const)('%s backend', (name) => {
  const engine = () => backends[name];

  test('a column of three (3v) takes a portrait between two landscapes', () => {
    const result = engine().layout(sizesOf(LANDSCAPE, PORTRAIT, LANDSCAPE), {
      ...STRIPS,
      allowedGroupTypes: ['1', '3v'],
    });
    expect(rows(result.rects)).toEqual([
      [0, 0, 180, 120],
      [0, 130, 180, 240],
      [0, 380, 180, 120],
    ]);
  });

  test('two portraits and a landscape never make a column of three', () => {
    const result = engine().layout(sizesOf(PORTRAIT, PORTRAIT, LANDSCAPE), {
      ...STRIPS,
      allowedGroupTypes: ['1', '3v'],
    });
    // Three single items: two in the first strip, the landscape alone in the second.
    expect(rows(result.rects).map((rect) => rect.map(Math.round))).toEqual([
      [0, 0, 494, 659],
      [504, 0, 496, 659],
      [0, 669, 1000, 668],
    ]);
  });

  test('with no type of three allowed, portraits stack in pairs (2v) rather than sit side by side', () => {
    const four = sizesOf(PORTRAIT, PORTRAIT, PORTRAIT, PORTRAIT);
    const result = engine().layout(four, { ...STRIPS, allowedGroupTypes: ['1', '2h', '2v'] });
    expect(rows(result.rects)).toEqual([
      [0, 0, 184, 245],
      [0, 255, 184, 245],
      [194, 0, 184, 245],
      [194, 255, 184, 245],
    ]);
  });

  test('any allowed type of three, even one rows never form (3h), lets portraits sit side by side (2h)', () => {
    const four = sizesOf(PORTRAIT, PORTRAIT, PORTRAIT, PORTRAIT);
    const result = engine().layout(four, { ...STRIPS, allowedGroupTypes: ['1', '2h', '2v', '3h'] });
    expect(rows(result.rects)).toEqual([
      [0, 0, 394, 524],
      [404, 0, 393, 524],
      // The last pair looks past the last item, which counts as landscape: it stacks.
      [807, 0, 193, 257],
      [807, 267, 193, 257],
    ]);
  });

  test('a group size of 2 makes the same pairs as allowing no type of three', () => {
    const four = sizesOf(PORTRAIT, PORTRAIT, PORTRAIT, PORTRAIT);
    const result = engine().layout(four, {
      ...STRIPS,
      groupSize: 2,
      allowedGroupTypes: ['1', '2h', '2v', '3t', '3b'],
    });
    expect(rows(result.rects)[1]).toEqual([0, 255, 184, 245]);
  });

  test('with an item spacing wider than the target size, a group turned down leaves its first item square', () => {
    // Target 54 px, spacing 48 px: every candidate group is under the 120 px minimum and falls
    // back to single items. Measuring 3b gave the first item (1:2) a negative height: it shows
    // square; the second (2:5), as badly measured, keeps its shape.
    const narrow: LayoutParams = {
      ...STRIPS,
      itemSpacing: 48,
      targetItemSize: 54,
      allowedGroupTypes: ['1', '3b'],
    };
    const result = engine().layout(sizesOf([500, 1000], [400, 1000], [1300, 1000]), narrow);
    expect(rows(result.rects)).toEqual([
      [0, 0, 54, 54],
      [102, 0, 22, 54],
      [172, 0, 70, 54],
    ]);
    // In a stack (3v) the first item's negative width makes a landscape square.
    const stacked = engine().layout(sizesOf([1500, 1000], [1500, 1000], [500, 1000]), {
      ...narrow,
      allowedGroupTypes: ['1', '3v'],
    });
    expect(rows(stacked.rects)).toEqual([
      [0, 0, 54, 54],
      [102, 0, 81, 54],
      [231, 0, 27, 54],
    ]);
  });

  test('a first item a stack measured under a pixel tall but wider shows a pixel tall: its width in pixels', () => {
    // Target 69 px, spacing 67 px: the 2v of an 8:1 panorama over a 0.65 portrait measures the
    // panorama 1.2 px wide and 0.15 px tall; turned down, it shows 1.2:1 (83 x 69), not 8:1.
    const result = engine().layout(sizesOf([8000, 1000], [650, 1000]), {
      ...STRIPS,
      itemSpacing: 67,
      targetItemSize: 69,
      allowedGroupTypes: ['1', '2v'],
    });
    expect(rows(result.rects)).toEqual([
      [0, 0, 83, 69],
      [150, 0, 45, 69],
    ]);
  });

  test('a collage in columns without groupByOrientation pairs two landscapes before a portrait', () => {
    const column: LayoutParams = {
      ...BASE_PARAMS,
      containerWidth: 600,
      containerHeight: 1000,
      itemSpacing: 10,
      targetItemSize: 370,
      fixedColumns: 1,
      groupSize: 3,
      minItemSize: 120,
      collageDensity: 1,
      allowedGroupTypes: ['1', '2h', '3l'],
    };
    const sizes = sizesOf(LANDSCAPE, LANDSCAPE, PORTRAIT);
    // The seeds the gallery computes from the ids i0, i1, i2.
    const seeds = new Uint32Array([153, 154, 155]);
    const byOrientation = engine().layout(sizes, { ...column, groupByOrientation: true }, seeds);
    expect(rows(byOrientation.rects)).toEqual([
      [0, 0, 600, 400],
      [0, 410, 393, 262],
      [403, 410, 197, 262],
    ]);
    const unordered = engine().layout(sizes, { ...column, groupByOrientation: false }, seeds);
    expect(rows(unordered.rects)).toEqual([
      [0, 0, 295, 197],
      [305, 0, 295, 197],
      [0, 207, 600, 800],
    ]);
  });

  test('smart crop turns a portrait crop ratio to each item: a landscape shows 16:9, a portrait 9:16', () => {
    const result = engine().layout(sizesOf([2000, 1000], [1000, 2000]), {
      ...STRIPS,
      collageDensity: 0.8,
      allowedGroupTypes: ['1'],
      cropEnable: true,
      cropRatios: [0.5625],
      smartCrop: true,
    });
    const [landscape, portrait] = rows(result.rects);
    expect(landscape).toEqual([0, 0, 1000, 563]);
    expect(portrait[1]).toBeCloseTo(573.041, 3);
    expect([portrait[0], portrait[2], portrait[3]]).toEqual([0, 281, 500]);
  });

  test('smart crop MAX turns the ratio to the item before holding it to the item: neither is cut wider', () => {
    const result = engine().layout(sizesOf([1000, 2000], [2000, 1000]), {
      ...STRIPS,
      collageDensity: 0.8,
      allowedGroupTypes: ['1'],
      cropEnable: true,
      cropMethod: 'MAX',
      cropRatios: [1.5],
      smartCrop: true,
    });
    // The portrait keeps its own 1:2 (under 2:3), the landscape is cut to 3:2.
    expect(rows(result.rects)).toEqual([
      [0, 0, 248, 495],
      [258, 0, 742, 495],
    ]);
  });
});
