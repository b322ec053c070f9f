import { describe, expect, test } from 'vitest';
import { clampPan, panAround, panBy } from './magnify-pan.ts';

const ITEM = { width: 300, height: 200 };

/** Whether the picture scaled by `scale` and moved by `pan` covers the whole item. */
function covers(pan: { x: number; y: number }, scale: number): boolean {
  return (
    pan.x <= 0 &&
    pan.y <= 0 &&
    pan.x + ITEM.width * scale >= ITEM.width &&
    pan.y + ITEM.height * scale >= ITEM.height
  );
}

describe('clampPan keeps the magnified picture over the whole item (spec/002 §5)', () => {
  test('at each of the four edges', () => {
    // Dragged far right and down: the picture's left and top edges meet the item's.
    expect(clampPan({ x: 500, y: 400 }, ITEM, 2)).toEqual({ x: 0, y: 0 });
    // Dragged far left and up: its right and bottom edges meet the item's.
    expect(clampPan({ x: -900, y: -700 }, ITEM, 2)).toEqual({ x: -300, y: -200 });
    expect(clampPan({ x: -900, y: 50 }, ITEM, 3)).toEqual({ x: -600, y: 0 });
    expect(clampPan({ x: 40, y: -999 }, ITEM, 3)).toEqual({ x: 0, y: -400 });
  });

  test('a pan within the bounds is kept as it is', () => {
    expect(clampPan({ x: -120, y: -80 }, ITEM, 2)).toEqual({ x: -120, y: -80 });
  });

  test('every pan, clamped, covers the item', () => {
    for (const scale of [1, 1.5, 2, 4])
      for (const x of [-2000, -301, -150, 0, 1, 2000])
        for (const y of [-2000, -201, -100, 0, 1, 2000])
          expect(covers(clampPan({ x, y }, ITEM, scale), scale)).toBe(true);
  });
});

test('magnifying keeps the point under the pointer in place', () => {
  const pan = panAround({ x: 100, y: 50 }, ITEM, 2);
  expect(pan).toEqual({ x: -100, y: -50 });
  // The point (100, 50) of the picture, scaled by 2 and moved by pan, is at (100, 50) again.
  expect(100 * 2 + pan.x).toBe(100);
  expect(50 * 2 + pan.y).toBe(50);
});

test('a drag moves the picture by its distance, up to the bounds', () => {
  expect(panBy({ x: -100, y: -50 }, { x: 30, y: -20 }, ITEM, 2)).toEqual({ x: -70, y: -70 });
  expect(panBy({ x: -100, y: -50 }, { x: 500, y: -500 }, ITEM, 2)).toEqual({ x: 0, y: -200 });
});
