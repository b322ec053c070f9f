import { describe, expect, test } from 'vitest';
import { listOffset, listStart } from './list-offset.ts';

describe('list offset and start (spec/000 §3, §5)', () => {
  test('offset clamped to 0 through 4', () => {
    expect([-2, 0, 1, 4, 5, 99].map((offset) => listOffset({ offset }, 0))).toEqual([
      0, 0, 1, 4, 4, 4,
    ]);
    expect(listOffset({ offset: '3' }, 2)).toBe(3);
  });

  test('without an offset, the indentation beyond the nesting depth', () => {
    expect(listOffset({ indentation: 2 }, 0)).toBe(2);
    expect(listOffset({ indentation: 2 }, 2)).toBe(0);
    expect(listOffset({ indentation: 9 }, 0)).toBe(4);
    expect(listOffset({}, 3)).toBe(0);
  });

  test('start is a whole number or nothing', () => {
    expect(listStart({ start: 5 })).toBe(5);
    expect(listStart({ start: 0 })).toBe(0);
    expect(listStart({ start: 2.5 })).toBeUndefined();
    expect(listStart({ start: 'abc' })).toBeUndefined();
    expect(listStart({})).toBeUndefined();
  });
});
