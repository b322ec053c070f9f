// Repeating group types as pro-gallery 5.0.148 places them (observed as a black box,
// bench/reference.ts): stand-ins in a group wider than the group size, in rows and in a column,
// and the rounding of a pair in a column. Run against each backend.

import { beforeAll, describe, expect, test } from 'vitest';
import type { Engine } from './engine.ts';
import { loadBackends, rows } from './testing/backends.ts';
import { BASE_PARAMS, HORIZONTAL_PARAMS as HORIZONTAL } from './testing/params.ts';

let backends: Record<'wasm' | 'ts', Engine>;
beforeAll(async () => {
  backends = await loadBackends();
});

describe.each(['wasm', 'ts'] as const)('%s backend', (name) => {
  const engine = () => backends[name];

  test('a repeating group wider than the group size shows its own item again, not the next one', () => {
    // Group size 1, type 2h: the first group is the landscape item twice, so the portrait item
    // starts the second group after two copies of the first.
    const sizes = new Float64Array([2000, 1000, 1000, 2000]);
    const result = engine().layout(sizes, {
      ...HORIZONTAL,
      gallerySpacing: 5,
      repeatingGroupTypes: ['2h'],
    });
    expect(rows(result.rects)).toEqual([
      [5, 5, 1180, 590],
      [2385, 5, 295, 590],
    ]);
  });

  test('in a column too, a repeating group wider than the group size shows its own item again', () => {
    const sizes = new Float64Array([2000, 1000, 1000, 2000]);
    const result = engine().layout(sizes, {
      ...BASE_PARAMS,
      containerWidth: 800,
      itemSpacing: 10,
      fixedColumns: 1,
      targetItemSize: 800,
      repeatingGroupTypes: ['2v'],
    });
    expect(rows(result.rects)).toEqual([
      [0, 0, 800, 400],
      [0, 820, 800, 1600],
    ]);
  });

  test("a pair of a repeating group in a column rounds as its items' products leave it", () => {
    // The last pair of bricks: an item and its stand-in, 1092.5 px each on paper (observed).
    const result = engine().layout(new Float64Array([687, 1786]), {
      ...BASE_PARAMS,
      containerWidth: 2195,
      containerHeight: 872,
      itemSpacing: 10,
      fixedColumns: 1,
      groupSize: 3,
      cropEnable: true,
      cropRatios: [0.707, 1.414, 1.414, 0.707],
      minItemSize: 50,
      repeatingGroupTypes: ['2h'],
    });
    expect(rows(result.rects)).toEqual([[0, 0, 1093, 1545]]);
  });
});
