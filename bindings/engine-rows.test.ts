// Rows (strips) layouts, run against each backend: strips closed at the height nearest the target,
// repeating group types, a collage by orientation, horizontal scroll.

import { beforeAll, describe, expect, test } from 'vitest';
import type { Engine, LayoutParams } from './engine.ts';
import { loadBackends, rows } from './testing/backends.ts';
import { ROWS_PARAMS as ROWS } from './testing/params.ts';

let backends: Record<'wasm' | 'ts', Engine>;
beforeAll(async () => {
  backends = await loadBackends();
});

describe.each(['wasm', 'ts'] as const)('%s backend', (name) => {
  const engine = () => backends[name];

  // The rows cases below are pro-gallery 5.0.148's own results for the same input (observed).
  const EIGHT = new Float64Array([
    400, 300, 300, 400, 500, 500, 800, 300, 300, 900, 600, 400, 400, 600, 1000, 500,
  ]);

  test('rows close each strip at the height nearest the target and stretch it to the full width', () => {
    const result = engine().layout(EIGHT, ROWS);
    const placed = rows(result.rects);
    // Strip 1: 1,210 px frame / sum of ratios measured at 380 px = 392.71 px tall.
    expect(placed.slice(0, 3)).toEqual([
      [0, 0, 510, 383],
      [520, 0, 287, 383],
      [817, 0, 383, 383],
    ]);
    expect(placed[3][1]).toBeCloseTo(392.7117, 3);
    expect(placed.slice(3, 5).map((r) => [r[0], r[2], r[3]])).toEqual([
      [0, 1058, 397],
      [1068, 132, 397],
    ]);
    // The last group of each strip ends at the frame's edge: 1,200 px container.
    for (const strip of [placed.slice(0, 3), placed.slice(3, 5), placed.slice(5)]) {
      const last = strip[strip.length - 1];
      expect(last[0] + last[2]).toBe(1200);
    }
    expect(result.height).toBeCloseTo(1082.17, 2);
    expect(result.width).toBe(1200);
  });

  test('a last strip that stretching would make taller than 1.5 targets keeps the target height', () => {
    const result = engine().layout(new Float64Array([400, 300, 300, 400]), ROWS);
    expect(rows(result.rects)).toEqual([
      [0, 0, 493, 370],
      [503, 0, 278, 370],
    ]);
  });

  test('repeating group types place three items as 3b: two on top, one spanning the bottom', () => {
    const sizes = new Float64Array([300, 400, 500, 500, 800, 300]);
    const result = engine().layout(sizes, { ...ROWS, groupSize: 3, repeatingGroupTypes: ['3b'] });
    expect(rows(result.rects)).toEqual([
      [0, 0, 161, 215],
      [171, 0, 215, 215],
      [0, 225, 386, 145],
    ]);
  });

  test('a collage pairs two portraits side by side and stacks two landscapes', () => {
    const portraits = engine().layout(new Float64Array([500, 1000, 500, 1000, 500, 1000]), {
      ...ROWS,
      groupSize: 3,
      collageDensity: 1,
      itemSpacing: 0,
    });
    const [first, second] = rows(portraits.rects);
    expect(second[0]).toBe(first[0] + first[2]);
    expect(second[1]).toBe(first[1]);
    const landscapes = engine().layout(new Float64Array([1300, 1000, 1300, 1000, 2200, 1000]), {
      ...ROWS,
      groupSize: 3,
      collageDensity: 1,
      itemSpacing: 0,
    });
    const [a, b] = rows(landscapes.rects);
    expect(b[0]).toBe(a[0]);
    expect(b[1]).toBe(a[1] + a[3]);
  });

  test('without grouping by orientation, portraits stack like landscapes', () => {
    // Three portraits at density 1: by orientation they pair side by side (2h); otherwise the
    // first group of the gallery is a 3t (observed of pro-gallery 5.0.148).
    const sizes = new Float64Array([500, 1000, 500, 1000, 500, 1000, 500, 1000]);
    const params: LayoutParams = {
      ...ROWS,
      itemSpacing: 0,
      groupSize: 3,
      collageDensity: 1,
      minItemSize: 1,
    };
    const paired = rows(engine().layout(sizes, params).rects);
    expect(paired[1][1]).toBe(paired[0][1]);
    const stacked = rows(engine().layout(sizes, { ...params, groupByOrientation: false }).rects);
    expect(stacked[1][1]).toBeGreaterThan(stacked[0][1]);
  });

  test('one allowed group type is formed whatever the orientation: a 3-row horizontal grid stacks portraits', () => {
    // pro-gallery's grid in horizontal scroll allows only 3v; portraits (which 3v does not suit)
    // still stack three to a column, the last column filled by stand-ins (observed of 5.0.148).
    const portraits = new Float64Array([300, 400, 300, 400, 300, 400, 300, 400]);
    const grid: LayoutParams = {
      ...ROWS,
      horizontalScroll: true,
      containerHeight: 700,
      cropEnable: true,
      cropRatios: [1],
      groupSize: 3,
      collageDensity: 1,
      allowedGroupTypes: ['3v'],
    };
    expect(rows(engine().layout(portraits, grid).rects)).toEqual([
      [0, 0, 227, 227],
      [0, 237, 227, 227],
      [0, 474, 227, 226],
      [237, 0, 227, 227],
    ]);
    // Under a density of 0.5 the density keeps no group of three: each item stands alone.
    const loose = rows(engine().layout(portraits, { ...grid, collageDensity: 0.4 }).rects);
    expect(loose.map((rect) => rect[3])).toEqual([700, 700, 700, 700]);
  });

  test('horizontal scroll lays every item in one strip as tall as the container', () => {
    const sizes = new Float64Array([400, 300, 300, 400, 500, 500, 800, 300]);
    const result = engine().layout(sizes, {
      ...ROWS,
      horizontalScroll: true,
      cropEnable: true,
      cropRatios: [1],
    });
    expect(rows(result.rects)).toEqual([
      [0, 0, 800, 800],
      [810, 0, 800, 800],
      [1620, 0, 800, 800],
      [2430, 0, 800, 800],
    ]);
    expect(result.height).toBe(800);
    expect(result.width).toBe(3230);
  });
});
