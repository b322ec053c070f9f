import { afterEach, expect, test, vi } from 'vitest';
import { VISIBLE_ITEMS_FAILED } from '../../model/messages.ts';
import { visibleItemsOrAll } from './visible-items.ts';

afterEach(() => vi.restoreAllMocks());

test('the visible items are the computed ones when the computation works', () => {
  expect(visibleItemsOrAll(5, () => [1, 2])).toEqual([1, 2]);
});

test('a failed computation is logged and every item is drawn (spec/002 §8)', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const failure = new RangeError('no rects');
  expect(
    visibleItemsOrAll(4, () => {
      throw failure;
    }),
  ).toEqual([0, 1, 2, 3]);
  expect(error).toHaveBeenCalledWith(VISIBLE_ITEMS_FAILED, failure);
});
