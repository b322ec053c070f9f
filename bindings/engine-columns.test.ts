// Masonry and grid (one item per group in columns), run against each backend: column count and
// widths, the shortest column, spacing, grid cells, crop ratios, the room for text; pro-gallery
// 5.0.148's own results where stated (observed).

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

  test('spreads 1,210 px over 3 columns as 403/404/403', () => {
    const sizes = new Float64Array([100, 100, 100, 100, 100, 100]);
    const result = engine().layout(sizes, {
      ...BASE_PARAMS,
      containerWidth: 1210,
      fixedColumns: 3,
    });
    expect(rows(result.rects)).toEqual([
      [0, 0, 403, 403],
      [403, 0, 404, 404],
      [807, 0, 403, 403],
    ]);
    expect(result).toMatchObject({ width: 1210, height: 404, columns: 3 });
  });

  test('masonry puts each item in the shortest column, keeping its aspect ratio', () => {
    const sizes = new Float64Array([400, 800, 400, 200, 400, 400, 400, 400]);
    const result = engine().layout(sizes, { ...BASE_PARAMS, containerWidth: 800, fixedColumns: 2 });
    expect(rows(result.rects)).toEqual([
      [0, 0, 400, 800],
      [400, 0, 400, 200],
      [400, 200, 400, 400],
      [400, 600, 400, 400],
    ]);
    expect(result.height).toBe(1000);
  });

  test('item and gallery spacing separate items and frame the gallery', () => {
    const sizes = new Float64Array([100, 100, 100, 100, 100, 100]);
    const result = engine().layout(sizes, {
      ...BASE_PARAMS,
      containerWidth: 600,
      itemSpacing: 20,
      gallerySpacing: 30,
      fixedColumns: 2,
    });
    // Frame 600 + 2 * (10 - 30) = 560 px: columns of 280 with items of 260 and 20 px between.
    expect(rows(result.rects)).toEqual([
      [30, 30, 260, 260],
      [310, 30, 260, 260],
      [30, 310, 260, 260],
    ]);
    expect(result.height).toBe(560 - 20 + 60);
  });

  test('grid cells take one height from the crop ratio', () => {
    const sizes = new Float64Array([300, 900, 900, 300, 500, 500, 100, 100]);
    const result = engine().layout(sizes, {
      ...BASE_PARAMS,
      containerWidth: 1000,
      fixedColumns: 2,
      cropEnable: true,
      cropRatios: [2],
    });
    expect(rows(result.rects).map((r) => r[3])).toEqual([250, 250, 250, 250]);
    expect(rows(result.rects).map((r) => r[1])).toEqual([0, 0, 250, 250]);
  });

  test("a crop ratio that cannot be read in a list of several keeps its item's own shape", () => {
    // pro-gallery 5.0.148, grid of 4 columns of 400 px with rotating ratios whose fourth entry
    // ("834/1550") cannot be read: the fourth item keeps its own 4854 x 6208 (observed).
    const sizes = new Float64Array([5047, 2274, 1784, 4601, 955, 587, 4854, 6208]);
    const result = engine().layout(sizes, {
      ...BASE_PARAMS,
      containerWidth: 1600,
      fixedColumns: 4,
      cropEnable: true,
      cropRatios: [1.0018796992481203, 3.3396175599245894, 0.5625, Number.NaN],
    });
    expect(rows(result.rects)).toEqual([
      [0, 0, 400, 399],
      [400, 0, 400, 120],
      [800, 0, 400, 711],
      [1200, 0, 400, 512],
    ]);
  });

  test('the text below a single item in a column is added after its box is rounded', () => {
    // pro-gallery 5.0.148, one 151 px column, spacing 13, 263 px of text below (observed): 4349 x
    // 7429 cut to 4:3 is 116.49999999999999 px tall with its spacing, so 116 + 263 = 379, not
    // round(379.5).
    const sizes = new Float64Array([4349, 7429, 4349, 7429]);
    const result = engine().layout(sizes, {
      ...BASE_PARAMS,
      containerWidth: 138,
      itemSpacing: 13,
      fixedColumns: 1,
      cropEnable: true,
      cropRatios: [4 / 3, 4 / 3],
      externalInfoHeight: 263,
    });
    expect(rows(result.rects)).toEqual([
      [0, 0, 138, 103],
      [0, 379, 138, 103],
    ]);
  });

  test('text below and beside items takes room from the media, as the reference reserves it', () => {
    const sizes = new Float64Array([400, 300, 300, 400]);
    const below = engine().layout(sizes, {
      ...BASE_PARAMS,
      fixedColumns: 3,
      externalInfoHeight: 50,
    });
    expect(rows(below.rects)[0]).toEqual([0, 0, 400, 300]);
    const beside = engine().layout(sizes, {
      ...BASE_PARAMS,
      fixedColumns: 3,
      externalInfoWidth: 0.3,
    });
    // 30% of a 400 px column is text; the media is 280 px wide.
    expect(rows(beside.rects)[0]).toEqual([0, 0, 280, 210]);
  });

  test("grid cells beside text take the text's room from the first column's width", () => {
    // pro-gallery 5.0.148 (observed): 842 px with 43 px spacing is two 442.5 px columns; half of
    // 443 px is text, so cells are 442 - 43 - 222 = 177 px tall (and rows 220 px apart).
    const sizes = new Float64Array([1000, 700, 1000, 700, 1000, 700]);
    const params: LayoutParams = {
      ...BASE_PARAMS,
      containerWidth: 842,
      itemSpacing: 43,
      targetItemSize: 431,
      cropEnable: true,
      groupsOrder: 'LEFT_TO_RIGHT',
      externalInfoWidth: 0.5,
    };
    const placed = rows(engine().layout(sizes, params).rects);
    expect(placed.map((r) => r[3])).toEqual([177, 177, 177]);
    expect(placed.map((r) => r[1])).toEqual([0, 0, 220]);
    // With column ratios 5:4, the first column's 278 px give the text 139 px of every 250 px cell.
    const byRatios = {
      ...params,
      containerWidth: 1000,
      itemSpacing: 0,
      fixedColumns: 4,
      columnRatios: [5, 4],
    };
    expect(rows(engine().layout(sizes, byRatios).rects).map((r) => r[3])).toEqual([111, 111, 111]);
  });
});
