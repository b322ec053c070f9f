// The engine contract, run against each backend: which backend it is, errors, empty and degenerate
// input, very large galleries, item seeds, mirroring and scatter, image quality tiers. Layouts by
// subject: engine-columns.test.ts, engine-column-groups.test.ts, engine-rows.test.ts.

import { beforeAll, describe, expect, test } from 'vitest';
import { type Engine, itemSeed, LayoutError, type LayoutParams } from './engine.ts';
import { loadBackends, rows } from './testing/backends.ts';
import { BASE_PARAMS, ROWS_PARAMS as ROWS } from './testing/params.ts';

let backends: Record<'wasm' | 'ts', Engine>;
beforeAll(async () => {
  backends = await loadBackends();
});

describe.each(['wasm', 'ts'] as const)('%s backend', (name) => {
  const engine = () => backends[name];

  test('says which backend it is', () => {
    expect(engine().backend).toBe(name);
  });

  test('no items make an empty gallery', () => {
    const result = engine().layout(new Float64Array(0), BASE_PARAMS);
    expect(result.rects.length).toBe(0);
    expect(result.height).toBe(0);
  });

  test.each([
    [{ containerWidth: 0 }, 'Layouter: cannot create layout, galleryWidth is undefined or 0'],
    [
      { containerWidth: Number.NaN },
      'Layouter: cannot create layout, galleryWidth is undefined or 0',
    ],
    [{ targetItemSize: 0 }, 'Layouter: cannot create layout, targetItemSize is undefined or 0'],
    [{ targetItemSize: -5 }, 'Layouter: cannot create layout, targetItemSize is undefined or 0'],
  ])('refuses %o with the spec message', (change, message) => {
    const attempt = () => engine().layout(new Float64Array([1, 1]), { ...BASE_PARAMS, ...change });
    expect(attempt).toThrow(LayoutError);
    expect(attempt).toThrow(message);
  });

  test('right to left mirrors every item in the container', () => {
    const sizes = new Float64Array([100, 100, 100, 100, 100, 100]);
    const ltr = engine().layout(sizes, { ...BASE_PARAMS, containerWidth: 1210, fixedColumns: 3 });
    const rtl = engine().layout(sizes, {
      ...BASE_PARAMS,
      containerWidth: 1210,
      fixedColumns: 3,
      rightToLeft: true,
    });
    expect(rows(rtl.rects).map((r) => r[0])).toEqual(
      rows(ltr.rects).map((r) => 1210 - r[0] - r[2]),
    );
  });

  test('manual scatter moves items by a percent of the room to their neighbours', () => {
    const sizes = new Float64Array([100, 100, 100, 100, 100, 100, 100, 100]);
    const params: LayoutParams = {
      ...BASE_PARAMS,
      containerWidth: 1000,
      itemSpacing: 30,
      fixedColumns: 2,
      cropEnable: true,
    };
    const still = rows(engine().layout(sizes, params).rects);
    const moved = rows(engine().layout(sizes, { ...params, manualScatter: [100, 100] }).rects);
    // Half of 30 px toward the right neighbour, none past the container's right edge (observed).
    expect(moved.map((r, i) => r[0] - still[i][0])).toEqual([15, 0, 15, 0]);
  });

  test('random scatter is the same for the same seed and stays within the room', () => {
    const sizes = new Float64Array(Array.from({ length: 40 }, (_, i) => 300 + ((i * 97) % 500)));
    const params: LayoutParams = { ...ROWS, randomScatter: 100, scatterSeed: 42 };
    const a = engine().layout(sizes, params).rects;
    const b = engine().layout(sizes, params).rects;
    expect(Array.from(a)).toEqual(Array.from(b));
    const still = engine().layout(sizes, { ...params, randomScatter: 0 }).rects;
    for (let i = 0; i < a.length; i += 4) expect(Math.abs(a[i] - still[i])).toBeLessThanOrEqual(5);
  });

  test('item seeds come from the seed, else the character codes of hash, mediaUrl or id', () => {
    expect(itemSeed({ seed: 7, id: 'a' })).toBe(7);
    expect(itemSeed({ seed: 0, id: 'ab' })).toBe(97 + 98);
    expect(itemSeed({ hash: 'b', mediaUrl: 'zz', id: 'q' })).toBe(98);
    expect(itemSeed({ mediaUrl: 'c', id: 'q' })).toBe(99);
    expect(itemSeed({})).toBe(0);
    expect(() =>
      engine().layout(new Float64Array([1, 1, 1, 1]), BASE_PARAMS, new Uint32Array(3)),
    ).toThrow(LayoutError);
  });

  test('rows with degenerate sizes and spacings stay finite', () => {
    const sizes = new Float64Array([
      0,
      0,
      Number.NaN,
      5,
      Infinity,
      1,
      -3,
      Number.MAX_VALUE,
      1e-300,
      1e300,
      5,
      5,
    ]);
    for (const change of [
      {},
      { itemSpacing: 1e6 },
      { groupSize: Number.NaN },
      { collageDensity: Number.NaN, minItemSize: Infinity },
    ]) {
      const result = engine().layout(sizes, { ...ROWS, groupSize: 3, ...change });
      expect(Array.from(result.rects).every(Number.isFinite)).toBe(true);
      expect(Number.isFinite(result.height)).toBe(true);
    }
  });

  test('a million items are laid out in rows without NaN', () => {
    const count = 1_000_000;
    const sizes = new Float64Array(count * 2);
    for (let i = 0; i < sizes.length; i++) sizes[i] = 300 + ((i * 7919) % 2000);
    const result = engine().layout(sizes, { ...ROWS, groupSize: 3 });
    expect(result.rects.length).toBe(count * 4);
    expect(Number.isFinite(result.rects[result.rects.length - 3])).toBe(true);
    expect(result.height).toBeGreaterThan(0);
  });

  test('degenerate sizes never give NaN or Infinity', () => {
    const sizes = new Float64Array([
      0,
      0,
      Number.NaN,
      5,
      Infinity,
      1,
      -3,
      Number.MAX_VALUE,
      1e-300,
      1e300,
    ]);
    const result = engine().layout(sizes, { ...BASE_PARAMS, itemSpacing: 10, fixedColumns: 3 });
    expect(Array.from(result.rects).every(Number.isFinite)).toBe(true);
    expect(Number.isFinite(result.height)).toBe(true);
  });

  test('absurd column counts are held to one column per pixel', () => {
    const result = engine().layout(new Float64Array([10, 10]), {
      ...BASE_PARAMS,
      containerWidth: 300,
      fixedColumns: 1e12,
    });
    expect(result.columns).toBe(300);
    expect(rows(result.rects)[0]).toEqual([0, 0, 1, 1]);
  });

  test('image quality tiers follow the pixel area', () => {
    expect(engine().imageQuality(1400, 1401)).toEqual({ tier: 'high', quality: 90, maxUpscale: 1 });
    expect(engine().imageQuality(1400, 1400)).toEqual({
      tier: 'medium',
      quality: 85,
      maxUpscale: 1,
    });
    expect(engine().imageQuality(400, 401)).toEqual({ tier: 'low', quality: 80, maxUpscale: 1.2 });
    expect(engine().imageQuality(400, 400)).toEqual({ tier: 'tiny', quality: 80, maxUpscale: 1.4 });
    expect(engine().imageQuality(Number.NaN, 9000)).toEqual({
      tier: 'tiny',
      quality: 80,
      maxUpscale: 1.4,
    });
  });
});
