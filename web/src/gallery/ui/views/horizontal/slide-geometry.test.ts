import { describe, expect, test } from 'vitest';
import {
  indexAtOffset,
  itemsNearGroup,
  itemsNearOffset,
  offsetOf,
  slideGeometry,
  steppedIndex,
} from './slide-geometry.ts';

// Four slides 500 wide with 10 between them; the third group holds two stacked items.
const RECTS = new Float64Array([
  0, 0, 500, 400, 510, 0, 500, 400, 1020, 0, 500, 195, 1020, 205, 500, 195, 1530, 0, 500, 400,
]);
const WIDTH = 2030;

describe('slide geometry', () => {
  test('groups are the items stacked at one x', () => {
    const g = slideGeometry(RECTS, WIDTH, false);
    expect([...g.groups]).toEqual([0, 1, 2, 2, 3]);
    expect(g.groupFirst).toEqual([0, 1, 2, 4]);
  });

  test('right to left, the starts are measured from the right edge', () => {
    const g = slideGeometry(RECTS, WIDTH, true);
    expect([...g.starts]).toEqual([1530, 1020, 510, 510, 0]);
  });

  test('an item is brought to the start, within the scroll range', () => {
    const g = slideGeometry(RECTS, WIDTH, false);
    expect(offsetOf(g, 1, 800)).toBe(510);
    expect(offsetOf(g, 4, 800)).toBe(WIDTH - 800);
    expect(indexAtOffset(g, 1000, 800)).toBe(2);
    expect(indexAtOffset(g, 0, 800)).toBe(0);
  });

  test('steps go group by group, blocked at the ends unless looping', () => {
    const g = slideGeometry(RECTS, WIDTH, false);
    expect(steppedIndex(g, 1, 1, false)).toBe(2);
    expect(steppedIndex(g, 3, 1, false)).toBe(4);
    expect(steppedIndex(g, 4, 1, false)).toBe(-1);
    expect(steppedIndex(g, 0, -1, false)).toBe(-1);
    expect(steppedIndex(g, 4, 1, true)).toBe(0);
    expect(steppedIndex(g, 0, -1, true)).toBe(4);
  });

  test('virtualization keeps 3 groups either side, or 10 screens either side', () => {
    const g = slideGeometry(RECTS, WIDTH, false);
    expect(itemsNearGroup(g, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(itemsNearGroup(g, 4)).toEqual([0, 1, 2, 3, 4]);
    const line = new Float64Array(10 * 4);
    for (let i = 0; i < 10; i++) line.set([i * 100, 0, 100, 100], i * 4);
    expect(itemsNearGroup(slideGeometry(line, 1000, false), 5)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    const many = new Float64Array(100 * 4);
    for (let i = 0; i < 100; i++) many.set([i * 100, 0, 100, 100], i * 4);
    const wide = slideGeometry(many, 10_000, false);
    const near = itemsNearOffset(wide, 5000, 100, 0);
    expect(near[0]).toBe(0);
    expect(near[1]).toBe(40);
    expect(near.at(-1)).toBeLessThanOrEqual(61);
  });
});
