// The engine contract, run against each backend.

import { beforeAll, describe, expect, test } from 'vitest';
import { type Engine, LayoutError } from './engine.ts';
import { loadBackends, rows } from './testing/backends.ts';
import { BASE_PARAMS } from './testing/params.ts';

let backends: Record<'wasm' | 'ts', Engine>;
beforeAll(async () => {
  backends = await loadBackends();
});

describe.each(['wasm', 'ts'] as const)('%s backend', (name) => {
  const engine = () => backends[name];

  test('says which backend it is', () => {
    expect(engine().backend).toBe(name);
  });

  test('spreads 1,210 px over 3 columns as 403/404/403', () => {
    const sizes = new Float64Array([100, 100, 100, 100, 100, 100]);
    const result = engine().layout(sizes, { ...BASE_PARAMS, containerWidth: 1210, fixedColumns: 3 });
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

  test('no items make an empty gallery', () => {
    const result = engine().layout(new Float64Array(0), BASE_PARAMS);
    expect(result.rects.length).toBe(0);
    expect(result.height).toBe(0);
  });

  test.each([
    [{ containerWidth: 0 }, 'Layouter: cannot create layout, galleryWidth is undefined or 0'],
    [{ containerWidth: Number.NaN }, 'Layouter: cannot create layout, galleryWidth is undefined or 0'],
    [{ targetItemSize: 0 }, 'Layouter: cannot create layout, targetItemSize is undefined or 0'],
    [{ targetItemSize: -5 }, 'Layouter: cannot create layout, targetItemSize is undefined or 0'],
  ])('refuses %o with the spec message', (change, message) => {
    const attempt = () => engine().layout(new Float64Array([1, 1]), { ...BASE_PARAMS, ...change });
    expect(attempt).toThrow(LayoutError);
    expect(attempt).toThrow(message);
  });

  test('rows layouts are refused clearly until they exist', () => {
    expect(() => engine().layout(new Float64Array([1, 1]), { ...BASE_PARAMS, orientation: 'rows' })).toThrow(
      /rows \(horizontal orientation\) layouts are not available/,
    );
  });

  test('degenerate sizes never give NaN or Infinity', () => {
    const sizes = new Float64Array([0, 0, Number.NaN, 5, Infinity, 1, -3, Number.MAX_VALUE, 1e-300, 1e300]);
    const result = engine().layout(sizes, { ...BASE_PARAMS, itemSpacing: 10, fixedColumns: 3 });
    expect(Array.from(result.rects).every(Number.isFinite)).toBe(true);
    expect(Number.isFinite(result.height)).toBe(true);
  });

  test('absurd column counts are held to one column per pixel', () => {
    const result = engine().layout(new Float64Array([10, 10]), { ...BASE_PARAMS, containerWidth: 300, fixedColumns: 1e12 });
    expect(result.columns).toBe(300);
    expect(rows(result.rects)[0]).toEqual([0, 0, 1, 1]);
  });

  test('image quality tiers follow the pixel area', () => {
    expect(engine().imageQuality(1400, 1401)).toEqual({ tier: 'high', quality: 90, maxUpscale: 1 });
    expect(engine().imageQuality(1400, 1400)).toEqual({ tier: 'medium', quality: 85, maxUpscale: 1 });
    expect(engine().imageQuality(400, 401)).toEqual({ tier: 'low', quality: 80, maxUpscale: 1.2 });
    expect(engine().imageQuality(400, 400)).toEqual({ tier: 'tiny', quality: 80, maxUpscale: 1.4 });
    expect(engine().imageQuality(Number.NaN, 9000)).toEqual({ tier: 'tiny', quality: 80, maxUpscale: 1.4 });
  });
});
