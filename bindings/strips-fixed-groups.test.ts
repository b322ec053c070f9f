// Strips of a fixed number of groups (groupsPerRow) as pro-gallery 5.0.148 places them (observed as
// a black box, bench/reference.ts): as wide, or as tall, as their groups measured at the target
// size; the room for text; items under a pixel at the target. Run against each backend.

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

  test('strips of a fixed number of groups across a horizontal gallery keep no room for text, but the last', () => {
    const sizes = new Float64Array([1000, 1000, 1000, 1000, 1000, 1000]);
    const result = engine().layout(sizes, {
      ...HORIZONTAL,
      containerWidth: 1164,
      containerHeight: 1032,
      targetItemSize: 300,
      cropEnable: true,
      cropRatios: [0.35],
      externalInfoHeight: 200,
      groupsPerRow: 2,
    });
    const placed = rows(result.rects);
    expect(placed[0]).toEqual([0, 0, 550, 1572]);
    expect(placed[1]).toEqual([560, 0, 550, 1572]);
    expect(placed[2][1]).toBeCloseTo(1582.348, 3);
    // The last strip, as tall as the gallery, keeps the room for text under its items.
    expect(placed[2].slice(2)).toEqual([291, 832]);
  });

  test('strips of a fixed number of groups of a vertical gallery show items under a pixel at the target in other shapes', () => {
    // pro-gallery 5.0.148 (observed, MASONRY 2395989428): a target of 105 - 33 = 72 px leaves the
    // row of the first 3b group (a portrait and its stand-in) negative heights: they show square,
    // while the strip's height follows from the groups' own shapes at that target.
    const sizes = new Float64Array([510, 685, 1743, 3661, 4593, 2429, 4580, 2667]);
    const result = engine().layout(sizes, {
      ...BASE_PARAMS,
      orientation: 'rows',
      containerWidth: 1638,
      itemSpacing: 37,
      gallerySpacing: 35,
      targetItemSize: 105,
      groupSize: 1,
      collageDensity: 0,
      allowedGroupTypes: ['1'],
      repeatingGroupTypes: ['3b', '1'],
      groupsPerRow: 3,
    });
    const placed = rows(result.rects).map((rect) => rect.map((v) => +v.toFixed(3)));
    expect(placed).toEqual([
      [35, 35, 177, 177],
      [463, 35, 352, 740],
      [852, 35, 284, 228],
      [35, 811.528, 1568, 1153],
    ]);
  });

  test('strips of a fixed number of groups measure their groups at a target item size that is not positive', () => {
    // pro-gallery 5.0.148 (observed, COLUMN 1922348607): spacing 21 and gallery spacing 35 leave a
    // target of 30 - 49 = -19 px; the groups' widths there make the first strip -733.73 px tall.
    const sizes = new Float64Array([5377, 5169, 4632, 9535, 5384, 6604, 4210, 9702]);
    const result = engine().layout(sizes, {
      ...HORIZONTAL,
      containerWidth: 1520,
      containerHeight: 524,
      itemSpacing: 21,
      gallerySpacing: 35,
      cropEnable: true,
      cropRatios: [0.35],
      groupSize: 1,
      repeatingGroupTypes: ['3l', '1', '3t'],
      groupsPerRow: 3,
    });
    const placed = rows(result.rects).map((rect) => rect.map((v) => +v.toFixed(3)));
    expect(placed).toEqual([
      [35, 35, 1, 1],
      [-813, 35, 1, 1],
      [-1056, 35, 1, 1],
      [35, -698.73, 453, 454],
    ]);
  });

  test('a single item of a strip of a fixed number of groups rounds as its sides sized to the target leave it', () => {
    // Both 1258.5 px wide on paper; measured at their own ratios, sized at the ratio their cut
    // sides keep at the target (observed of pro-gallery 5.0.148, FULLSIZE).
    const sizes = new Float64Array([576, 534, 1853, 2694, 581, 466, 5992, 4823]);
    const result = engine().layout(sizes, {
      ...HORIZONTAL,
      containerWidth: 2517,
      containerHeight: 1341,
      itemSpacing: 0,
      targetItemSize: 665,
      cropEnable: true,
      cropRatios: [1.8769574944071588],
      groupsPerRow: 2,
    });
    expect(rows(result.rects)).toEqual([
      [0, 0, 1259, 671],
      [1259, 0, 1259, 671],
      [0, 670.5, 2517, 1341],
      [2517, 670.5, 2517, 1341],
    ]);
  });

  test("a strip of a fixed number of groups is as tall as the widths its groups' products leave at the target", () => {
    // A 2v of two 2:5 items is 3145 px tall in a 629 px strip, each item 1572.5 on paper (observed).
    const sizes = new Float64Array([3911, 707, 3814, 3342, 4603, 3101, 2056, 205]);
    const result = engine().layout(sizes, {
      ...HORIZONTAL,
      containerWidth: 629,
      containerHeight: 496,
      itemSpacing: 0,
      targetItemSize: 469,
      groupSize: 3,
      cropEnable: true,
      cropRatios: [0.4],
      allowedGroupTypes: ['1', '2h', '2v', '3t', '3b', '3l', '3r'],
      repeatingGroupTypes: ['2v'],
      groupsPerRow: 1,
    });
    expect(rows(result.rects)).toEqual([
      [0, 0, 629, 1573],
      [0, 1573, 629, 1572],
      [0, 3145, 99, 248],
      [0, 3393, 99, 248],
    ]);
  });
});
