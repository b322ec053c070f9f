// Items that groups measured at the target size leave under a pixel, as pro-gallery 5.0.148 shows
// them (observed as a black box, bench/reference.ts): a wide gallery spacing or item spacing
// against a small target; an item square, a side held at a pixel, the item that takes the
// rounding taking what that leaves. Run against each backend.

import { beforeAll, describe, expect, test } from 'vitest';
import type { Engine, LayoutParams } from './engine.ts';
import { loadBackends, rows } from './testing/backends.ts';
import { BASE_PARAMS, HORIZONTAL_PARAMS as HORIZONTAL } from './testing/params.ts';

let backends: Record<'wasm' | 'ts', Engine>;
beforeAll(async () => {
  backends = await loadBackends();
});

describe.each(['wasm', 'ts'] as const)('%s backend', (name) => {
  const engine = () => backends[name];

  // A gallery spacing over half the target item size leaves groups measured at the target size
  // negative sides: pro-gallery 5.0.148 then shows items alone or in stacks at most square, and
  // items in a row at least square (observed, these exact pixels).
  const spaced: LayoutParams = {
    ...HORIZONTAL,
    containerWidth: 415,
    containerHeight: 792,
    gallerySpacing: 20,
    groupSize: 3,
    allowedGroupTypes: ['1', '2h', '2v', '3t', '3b', '3l', '3r'],
  };
  const landscapeThenPortrait = new Float64Array([2000, 1000, 1000, 2000]);

  test('a horizontal gallery whose gallery spacing passes half the target size shows landscape items square', () => {
    const result = engine().layout(landscapeThenPortrait, {
      ...spaced,
      repeatingGroupTypes: ['1'],
    });
    expect(rows(result.rects)).toEqual([
      [20, 20, 752, 752],
      [782, 20, 376, 752],
    ]);
  });

  test('... and portrait items in a row square', () => {
    const result = engine().layout(landscapeThenPortrait, {
      ...spaced,
      repeatingGroupTypes: ['2h'],
    });
    expect(rows(result.rects)).toEqual([
      [20, 20, 1504, 752],
      [1534, 20, 752, 752],
    ]);
  });

  test('a pair under a pixel tall at the target size shows square in a 3b group', () => {
    const sizes = new Float64Array([7157, 10000, 7157, 10000, 7157, 10000]);
    const result = engine().layout(sizes, {
      ...HORIZONTAL,
      containerWidth: 800,
      containerHeight: 800,
      targetItemSize: 24,
      groupSize: 3,
      repeatingGroupTypes: ['3b'],
    });
    expect(rows(result.rects)).toEqual([
      [0, 0, 204, 205],
      [214, 0, 205, 205],
      [0, 215, 419, 585],
    ]);
  });

  test('an item of a stack under a pixel wide is as tall as one pixel of its width, and the item that takes the rounding takes what that leaves', () => {
    // pro-gallery 5.0.148, a collage of 1,510 px, spacing 44 (observed): items 3 and 4 make a
    // stack -3 px wide and 39 px tall inside; item 4 is 1 / 0.69 px tall, rounded to 1, so item
    // 3 takes 39 - 44 - 1 = -6 px (shown 1 px) and item 4 starts 38 px below it.
    const sizes = new Float64Array([
      3424, 6967, 2266, 762, 1421, 516, 4532, 2017, 3266, 4712, 4511, 76824, 1964, 105, 989, 375,
    ]);
    const result = engine().layout(sizes, {
      ...BASE_PARAMS,
      orientation: 'rows',
      containerWidth: 1510,
      itemSpacing: 44,
      gallerySpacing: 21,
      targetItemSize: 650,
      groupSize: 3,
      collageDensity: 0.4,
      allowedGroupTypes: ['1', '2h', '2v', '3t', '3b', '3l', '3r'],
    });
    const shown = rows(result.rects).map((rect) => rect.map((v) => +v.toFixed(3)));
    expect(shown.slice(3, 7)).toEqual([
      [21, 847.193, 1, 1],
      [21, 885.193, 1, 1],
      [62, 847.193, 2, 39],
      [108, 847.193, 1381, 39],
    ]);
  });

  test('vertical strips show items under a pixel at the target in other shapes, and measure the strip from their own', () => {
    // pro-gallery 5.0.148 (observed, MASONRY 2714240870): the 3t group of a 1:16 portrait and its
    // stand-ins measures its row negative at the 309 px target; the row shows square, the group
    // narrows to 56 px and its single item takes the strip's height less a pixel for the row.
    const sizes = new Float64Array([4882, 78792, 3864, 8028, 3224, 1803, 5073, 6481]);
    const result = engine().layout(sizes, {
      ...BASE_PARAMS,
      orientation: 'rows',
      containerWidth: 1507,
      itemSpacing: 44,
      gallerySpacing: 30,
      targetItemSize: 325,
      groupSize: 1,
      collageDensity: 0,
      allowedGroupTypes: ['1'],
      repeatingGroupTypes: ['3t', '2v', '3h'],
    });
    const placed = rows(result.rects).map((rect) => rect.map((v) => +v.toFixed(3)));
    expect(placed).toEqual([
      [30, 30, 12, 179],
      [86, 30, 43, 90],
      [173, 30, 401, 224],
      [30, 298.087, 130, 166],
    ]);
  });

  test('an item side under a pixel counts as a pixel for the item that takes the rounding of its group', () => {
    // pro-gallery 5.0.148 (observed, MASONRY 302424130): the 3t group's row of stand-ins is
    // measured -2.9 px tall in its 149.3 px strip; it shows a pixel, and the single item above it
    // takes 73 - 1 = 72 px (its ratio alone would give 76).
    const sizes = new Float64Array([3769, 8135, 1224, 1271, 12, 16, 710, 276]);
    const result = engine().layout(sizes, {
      ...BASE_PARAMS,
      orientation: 'rows',
      containerWidth: 453,
      itemSpacing: 38,
      targetItemSize: 310,
      groupSize: 1,
      minItemSize: 294,
      collageDensity: 0,
      groupsOrder: 'LEFT_TO_RIGHT',
      groupByOrientation: false,
      allowedGroupTypes: ['1'],
      repeatingGroupTypes: ['3t', '3h'],
    });
    const placed = rows(result.rects).map((rect) => rect.map((v) => +v.toFixed(3)));
    expect(placed).toEqual([
      [0, 0, 35, 72],
      [73, 0, 107, 111],
      [0, 149.322, 6, 1],
      [44, 149.322, 65, 25],
    ]);
  });
});
