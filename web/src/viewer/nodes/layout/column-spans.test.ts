import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { normaliseSpans } from './column-spans.ts';

describe('layout column spans (spec/000 §5)', () => {
  test('spans already summing to 12, each at least 3, stay', () => {
    expect(normaliseSpans([6, 3, 3])).toEqual([6, 3, 3]);
    expect(normaliseSpans([12])).toEqual([12]);
    expect(normaliseSpans([3, 3, 3, 3])).toEqual([3, 3, 3, 3]);
  });

  test('spans not summing to 12 are scaled to 12', () => {
    expect(normaliseSpans([1, 2])).toEqual([4, 8]);
    expect(normaliseSpans([6, 6, 6])).toEqual([4, 4, 4]);
    expect(normaliseSpans([1, 1, 1])).toEqual([4, 4, 4]);
    expect(normaliseSpans([5, 5, 3])).toEqual([5, 4, 3]);
  });

  test('otherwise the columns are split evenly', () => {
    expect(normaliseSpans([2, 10])).toEqual([6, 6]);
    expect(normaliseSpans([undefined, 8])).toEqual([6, 6]);
    expect(normaliseSpans([0, 12])).toEqual([6, 6]);
    expect(normaliseSpans([3, 3, 3, 3, 3])).toEqual([2.4, 2.4, 2.4, 2.4, 2.4]);
    expect(normaliseSpans([Number.NaN, 6])).toEqual([6, 6]);
    expect(normaliseSpans([])).toEqual([]);
  });

  test('always sums to 12; whole spans are each at least 3', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.double({ min: -5, max: 50, noNaN: false }), { nil: undefined }), {
          minLength: 1,
          maxLength: 8,
        }),
        (spans) => {
          const result = normaliseSpans(spans);
          expect(result).toHaveLength(spans.length);
          expect(result.reduce((sum, span) => sum + span, 0)).toBeCloseTo(12, 9);
          const even = result.every((span) => span === 12 / spans.length);
          expect(even || result.every((span) => Number.isInteger(span) && span >= 3)).toBe(true);
        },
      ),
    );
  });
});
