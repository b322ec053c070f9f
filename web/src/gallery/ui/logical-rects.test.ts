import { expect, test } from 'vitest';
import { mirroredRects } from './logical-rects.ts';

test('mirrors each rect across the layout width and keeps tops and sizes', () => {
  const rects = new Float64Array([0, 0, 300, 200, 310, 0, 490, 200]);
  expect(Array.from(mirroredRects(rects, 800))).toEqual([500, 0, 300, 200, 0, 0, 490, 200]);
  expect(Array.from(mirroredRects(mirroredRects(rects, 800), 800))).toEqual(Array.from(rects));
  // The input is left as it was.
  expect(rects[0]).toBe(0);
});
