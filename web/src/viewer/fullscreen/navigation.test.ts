// Moving through the items: wrap-around, arrow keys and swipes swapped in right-to-left pages,
// and the neighbours either side.

import { expect, test } from 'vitest';
import {
  keyStep,
  neighbourIndexes,
  SWIPE_DISTANCE_PX,
  swipeStep,
  wrapIndex,
} from './navigation.ts';

test('the index wraps around at both ends', () => {
  expect([wrapIndex(5, 5), wrapIndex(-1, 5), wrapIndex(7, 5), wrapIndex(0, 0)]).toEqual([
    0, 4, 2, 0,
  ]);
});

test('arrow keys: right is next left to right, left is next right to left', () => {
  expect([keyStep('ArrowRight', 'ltr'), keyStep('ArrowLeft', 'ltr')]).toEqual([1, -1]);
  expect([keyStep('ArrowRight', 'rtl'), keyStep('ArrowLeft', 'rtl')]).toEqual([-1, 1]);
  expect(keyStep('ArrowUp', 'ltr')).toBe(0);
});

test('a swipe towards the line’s start brings the next item; a short one nothing', () => {
  expect([swipeStep(-80, 'ltr'), swipeStep(80, 'ltr')]).toEqual([1, -1]);
  expect([swipeStep(80, 'rtl'), swipeStep(-80, 'rtl')]).toEqual([1, -1]);
  expect(swipeStep(SWIPE_DISTANCE_PX - 1, 'ltr')).toBe(0);
});

test('neighbours: the items before and after, none for a single item', () => {
  expect(neighbourIndexes(0, 5)).toEqual([4, 1]);
  expect(neighbourIndexes(1, 2)).toEqual([0]);
  expect(neighbourIndexes(0, 1)).toEqual([]);
});
