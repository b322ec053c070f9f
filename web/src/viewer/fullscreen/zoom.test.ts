// Zoom and pan arithmetic: the point under the pointer stays put, the scale stays in range, and
// the picture never leaves an empty side showing.

import { expect, test } from 'vitest';
import { clampView, MAX_SCALE, panBy, UNZOOMED, wheelScale, zoomAt } from './zoom.ts';

const CONTENT = { width: 800, height: 600 };
const STAGE = { width: 1000, height: 700 };

test('zooming keeps the point under the pointer in place', () => {
  const at = { x: 200, y: -100 };
  const view = zoomAt(UNZOOMED, 2, at, CONTENT, STAGE);
  expect(view).toEqual({ scale: 2, x: -200, y: 100 });
  // The picture's point that was under `at` (200, -100 from its centre) is there still.
  expect(view.x + 200 * view.scale).toBe(at.x);
  expect(view.y + -100 * view.scale).toBe(at.y);
});

test('the scale stays between 1 and 4; unzoomed the picture is centred', () => {
  expect(zoomAt(UNZOOMED, 10, { x: 0, y: 0 }, CONTENT, STAGE).scale).toBe(MAX_SCALE);
  expect(zoomAt({ scale: 2, x: 100, y: 50 }, 0.5, { x: 0, y: 0 }, CONTENT, STAGE)).toEqual(
    UNZOOMED,
  );
});

test('panning stops where the picture’s edge meets the stage’s', () => {
  const zoomed = { scale: 2, x: 0, y: 0 };
  // 1600 × 1200 in 1000 × 700: 300 px to each side, 250 up and down.
  expect(panBy(zoomed, 1000, -1000, CONTENT, STAGE)).toEqual({ scale: 2, x: 300, y: -250 });
  expect(clampView({ scale: 1, x: 40, y: 40 }, CONTENT, STAGE)).toEqual(UNZOOMED);
});

test('the wheel away from the user zooms in, towards the user out, lines and pages in pixels', () => {
  expect(wheelScale(1, -100, 0)).toBeCloseTo(Math.exp(0.2));
  expect(wheelScale(2, 100, 0)).toBeCloseTo(2 * Math.exp(-0.2));
  expect(wheelScale(1, -3, 1)).toBeCloseTo(wheelScale(1, -48, 0));
  expect(wheelScale(1, 100, 0)).toBe(1);
  expect(wheelScale(1, -1, 2)).toBe(MAX_SCALE);
});
