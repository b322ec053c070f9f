import { describe, expect, test } from 'vitest';
import { nextMemory, stripSlots, thumbnailCount } from './strip-window.ts';

describe('thumbnailCount', () => {
  test('covers the strip and is made odd', () => {
    expect(thumbnailCount(700, 120, 4)).toBe(7); // 6 cover 744 > 704: 6, made odd
    expect(thumbnailCount(500, 120, 4)).toBe(5);
    expect(thumbnailCount(0, 120, 4)).toBe(1);
  });
});

describe('nextMemory', () => {
  test('adds the distance the current item moved', () => {
    expect(nextMemory(0, 0, 3, 10, false)).toBe(3);
    expect(nextMemory(3, 3, 1, 10, false)).toBe(1);
  });
  test('a loop goes the short way round: past the last item the strip keeps moving on', () => {
    expect(nextMemory(9, 9, 0, 10, true)).toBe(10);
    expect(nextMemory(0, 0, 9, 10, true)).toBe(-1);
    expect(nextMemory(0, 0, 9, 10, false)).toBe(9);
  });
});

describe('stripSlots', () => {
  test('centred on the current item; ends without items are empty', () => {
    expect(stripSlots(1, 1, 5, 6, false)).toEqual([
      { slot: 0, idx: 0 },
      { slot: 1, idx: 1 },
      { slot: 2, idx: 2 },
      { slot: 3, idx: 3 },
    ]);
  });
  test('a loop fills both sides, each item once', () => {
    expect(stripSlots(10, 0, 5, 10, true).map((s) => s.idx)).toEqual([8, 9, 0, 1, 2]);
    expect(stripSlots(10, 0, 7, 4, true).map((s) => s.idx)).toEqual([3, 0, 1]);
  });
});
