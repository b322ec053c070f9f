// The layout queries (keyboard neighbours, last visible item) on hand-made layouts, on both
// backends; then the WASM backend and the TS twin agree on random and degenerate rectangles.

import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Direction, Engine } from './engine.ts';
import { loadBackends } from './testing/backends.ts';
import { BASE_PARAMS } from './testing/params.ts';
import { seededRandom } from './testing/seeded-random.ts';

let backends: Record<'wasm' | 'ts', Engine>;
beforeAll(async () => {
  backends = await loadBackends();
});

const DIRECTIONS: readonly Direction[] = ['up', 'down', 'left', 'right'];

function rects(list: number[][]): Float64Array {
  return Float64Array.from(list.flat());
}

/**
 * Three 100-px masonry columns, spacing 10:
 *   column 0: 0 (top 0, h 50), 3 (top 60, h 200)
 *   column 1: 1 (top 0, h 120), 4 (top 130, h 40)
 *   column 2: 2 (top 0, h 80), 5 (top 90, h 90)
 */
const MASONRY = rects([
  [0, 0, 100, 50],
  [110, 0, 100, 120],
  [220, 0, 100, 80],
  [0, 60, 100, 200],
  [110, 130, 100, 40],
  [220, 90, 100, 90],
]);

/** Two strips: 0 [0..300] and 1 [310..500] on top; 2 [0..150] and 3 [160..500] below. */
const STRIPS = rects([
  [0, 0, 300, 200],
  [310, 0, 190, 200],
  [0, 210, 150, 100],
  [160, 210, 340, 100],
]);

/** A 3l collage group (one tall item left, two stacked right) and a single item after it. */
const COLLAGE = rects([
  [0, 0, 200, 310],
  [210, 0, 150, 150],
  [210, 160, 150, 150],
  [370, 0, 300, 310],
]);

describe.each(['wasm', 'ts'] as const)('layout queries, %s backend', (backend) => {
  const engine = () => backends[backend];

  test('masonry: up and down stay in the column; nothing beyond its ends', () => {
    expect(engine().nearestItem(MASONRY, 0, 'down')).toBe(3);
    expect(engine().nearestItem(MASONRY, 3, 'up')).toBe(0);
    expect(engine().nearestItem(MASONRY, 1, 'down')).toBe(4);
    expect(engine().nearestItem(MASONRY, 5, 'up')).toBe(2);
    expect(engine().nearestItem(MASONRY, 0, 'up')).toBe(-1);
    expect(engine().nearestItem(MASONRY, 3, 'down')).toBe(-1);
  });

  test('masonry: left and right go to the next column, to the item alongside', () => {
    expect(engine().nearestItem(MASONRY, 0, 'right')).toBe(1);
    // Item 3 (60..260) overlaps 1 (0..120) and 4 (130..170); 4's centre is nearer.
    expect(engine().nearestItem(MASONRY, 3, 'right')).toBe(4);
    expect(engine().nearestItem(MASONRY, 5, 'left')).toBe(4);
    expect(engine().nearestItem(MASONRY, 4, 'left')).toBe(3);
    expect(engine().nearestItem(MASONRY, 2, 'right')).toBe(-1);
    expect(engine().nearestItem(MASONRY, 0, 'left')).toBe(-1);
  });

  test('strips: down and up land on the item at the same place in the next strip', () => {
    expect(engine().nearestItem(STRIPS, 0, 'down')).toBe(2);
    expect(engine().nearestItem(STRIPS, 1, 'down')).toBe(3);
    expect(engine().nearestItem(STRIPS, 3, 'up')).toBe(1);
    expect(engine().nearestItem(STRIPS, 2, 'up')).toBe(0);
    expect(engine().nearestItem(STRIPS, 2, 'right')).toBe(3);
    expect(engine().nearestItem(STRIPS, 1, 'left')).toBe(0);
  });

  test('collage group: in and out of the stacked pair', () => {
    expect(engine().nearestItem(COLLAGE, 0, 'right')).toBe(1);
    expect(engine().nearestItem(COLLAGE, 1, 'down')).toBe(2);
    expect(engine().nearestItem(COLLAGE, 2, 'up')).toBe(1);
    expect(engine().nearestItem(COLLAGE, 2, 'left')).toBe(0);
    expect(engine().nearestItem(COLLAGE, 2, 'right')).toBe(3);
    expect(engine().nearestItem(COLLAGE, 3, 'left')).toBe(1);
  });

  test('no item, or an index that is not an item, has no neighbour', () => {
    expect(engine().nearestItem(new Float64Array(0), 0, 'down')).toBe(-1);
    expect(engine().nearestItem(MASONRY, 6, 'up')).toBe(-1);
    expect(engine().nearestItem(MASONRY, -1, 'up')).toBe(-1);
    expect(engine().nearestItem(MASONRY, 1.5, 'up')).toBe(-1);
  });

  test('an unknown direction is a RangeError', () => {
    expect(() => engine().nearestItem(MASONRY, 0, 'forward' as Direction)).toThrow(RangeError);
  });

  test('last visible item: the highest index whose top is above the height', () => {
    expect(engine().lastVisibleItem(MASONRY, 100)).toBe(5);
    expect(engine().lastVisibleItem(MASONRY, 90)).toBe(3);
    expect(engine().lastVisibleItem(MASONRY, 1)).toBe(2);
    expect(engine().lastVisibleItem(MASONRY, 0)).toBe(-1);
    expect(engine().lastVisibleItem(MASONRY, Infinity)).toBe(5);
    expect(engine().lastVisibleItem(MASONRY, NaN)).toBe(-1);
    expect(engine().lastVisibleItem(new Float64Array(0), 1_000)).toBe(-1);
  });

  test('every item of a real masonry layout reaches every other by arrow keys', () => {
    const random = seededRandom(7);
    const sizes = Float64Array.from({ length: 80 }, () => 100 + Math.floor(random() * 900));
    const { rects: laidOut } = engine().layout(sizes, { ...BASE_PARAMS, itemSpacing: 10 });
    const reached = new Set([0]);
    const queue = [0];
    while (queue.length > 0) {
      const from = queue.pop()!;
      for (const direction of DIRECTIONS) {
        const to = engine().nearestItem(laidOut, from, direction);
        if (to >= 0 && !reached.has(to)) {
          reached.add(to);
          queue.push(to);
        }
      }
    }
    expect(reached.size).toBe(40);
  });
});

const coordinate = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -50, max: 2_000 }) },
  { weight: 3, arbitrary: fc.double({ min: -100, max: 3_000, noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(NaN, Infinity, -Infinity, 0, -0, 1e308) },
);
const rectList = fc.array(fc.tuple(coordinate, coordinate, coordinate, coordinate), {
  maxLength: 60,
});

test('wasm and ts answer alike on random and degenerate rectangles', () => {
  fc.assert(
    fc.property(rectList, fc.integer({ min: -2, max: 62 }), coordinate, (list, index, height) => {
      const r = Float64Array.from(list.flat());
      for (const direction of DIRECTIONS) {
        expect(backends.wasm.nearestItem(r, index, direction)).toBe(
          backends.ts.nearestItem(r, index, direction),
        );
      }
      expect(backends.wasm.lastVisibleItem(r, height)).toBe(backends.ts.lastVisibleItem(r, height));
    }),
    { numRuns: 300 },
  );
});

test('wasm and ts answer alike for every item and direction of real layouts', () => {
  const random = seededRandom(11);
  for (const columns of [1, 3, 7]) {
    const sizes = Float64Array.from({ length: 400 }, () => 50 + Math.floor(random() * 2_000));
    const { rects: laidOut } = backends.ts.layout(sizes, {
      ...BASE_PARAMS,
      fixedColumns: columns,
      itemSpacing: 8,
    });
    for (let i = 0; i < laidOut.length / 4; i++) {
      for (const direction of DIRECTIONS) {
        expect(backends.wasm.nearestItem(laidOut, i, direction)).toBe(
          backends.ts.nearestItem(laidOut, i, direction),
        );
      }
    }
  }
});
