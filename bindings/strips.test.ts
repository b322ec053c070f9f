// Strips as pro-gallery 5.0.148 places them (observed as a black box, bench/reference.ts): stand-ins
// in repeating groups, the rounding inside a group, strips of a fixed number of groups in a
// horizontal gallery and scatter at its bottom edge. Run against each backend.

import { beforeAll, describe, expect, test } from 'vitest';
import type { Engine, LayoutParams } from './engine.ts';
import { loadBackends, rows } from './testing/backends.ts';
import { BASE_PARAMS } from './testing/params.ts';

let backends: Record<'wasm' | 'ts', Engine>;
beforeAll(async () => {
  backends = await loadBackends();
});

const HORIZONTAL: LayoutParams = {
  ...BASE_PARAMS,
  orientation: 'rows',
  horizontalScroll: true,
  containerWidth: 1000,
  containerHeight: 600,
  itemSpacing: 10,
  targetItemSize: 30,
  allowedGroupTypes: ['1'],
};

describe.each(['wasm', 'ts'] as const)('%s backend', (name) => {
  const engine = () => backends[name];

  test('a repeating group wider than the group size shows its own item again, not the next one', () => {
    // Group size 1, type 2h: the first group is the landscape item twice, so the portrait item
    // starts the second group after two copies of the first.
    const sizes = new Float64Array([2000, 1000, 1000, 2000]);
    const result = engine().layout(sizes, { ...HORIZONTAL, gallerySpacing: 5, repeatingGroupTypes: ['2h'] });
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

  test('strips of a fixed number of groups in a horizontal gallery are as wide as the groups measured at the target size', () => {
    const sizes = new Float64Array([3081, 2019, 3823, 1470, 1000, 1000, 1000, 2000, 2000, 1000]);
    const result = engine().layout(sizes, {
      ...HORIZONTAL,
      containerWidth: 1680,
      containerHeight: 496,
      cropEnable: true,
      cropRatios: [0.35],
      groupsPerRow: 2,
    });
    const placed = rows(result.rects);
    expect(placed[0]).toEqual([0, 0, 574, 1639]);
    expect(placed[1]).toEqual([584, 0, 574, 1639]);
    expect(placed[2][1]).toBeCloseTo(1648.78, 2);
    // The last strip keeps the gallery's height.
    expect(placed[4][3]).toBe(496);
  });

  test('a group that stacks items keeps the room for text once, under the whole group', () => {
    const sizes = new Float64Array([348, 281, 500, 600]);
    const result = engine().layout(sizes, {
      ...HORIZONTAL,
      containerWidth: 1152,
      containerHeight: 1245,
      itemSpacing: 0,
      targetItemSize: 550,
      cropEnable: true,
      cropRatios: [1.1023923444976076],
      externalInfoHeight: 200,
      repeatingGroupTypes: ['2v'],
    });
    expect(rows(result.rects)).toEqual([
      [0, 0, 576, 522],
      [576, 0, 576, 522],
    ]);
  });

  test('scatter does not move an item below the bottom of a horizontal gallery without gallery spacing', () => {
    const sizes = new Float64Array([3746, 2067]);
    const result = engine().layout(sizes, {
      ...HORIZONTAL,
      containerWidth: 1335,
      containerHeight: 1348,
      cropEnable: true,
      cropRatios: [0.35],
      manualScatter: [-50, 36],
    });
    expect(rows(result.rects)).toEqual([[0, 0, 472, 1348]]);
  });
});
