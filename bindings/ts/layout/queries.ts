// Twin of crates/layout/src/queries.rs (the rules are explained there). The direction codes are
// the contract's: bindings/contract/layout-queries.ts.

import {
  DIRECTION_DOWN,
  DIRECTION_LEFT,
  DIRECTION_RIGHT,
  DIRECTION_UP,
  directionCode,
  type LayoutQueriesEngine,
} from '../../contract/layout-queries.ts';
import { RECT_STRIDE } from '../../contract/layout.ts';

export const EDGE_TOLERANCE_PX = 0.5;

interface Span {
  near: number;
  far: number;
  start: number;
  end: number;
}

function span(rects: Float64Array, i: number, direction: number): Span {
  const at = i * RECT_STRIDE;
  const left = rects[at];
  const top = rects[at + 1];
  const right = left + rects[at + 2];
  const bottom = top + rects[at + 3];
  if (direction === DIRECTION_DOWN) return { near: top, far: bottom, start: left, end: right };
  if (direction === DIRECTION_UP) return { near: -bottom, far: -top, start: left, end: right };
  if (direction === DIRECTION_RIGHT) return { near: left, far: right, start: top, end: bottom };
  return { near: -right, far: -left, start: top, end: bottom };
}

interface Score {
  apart: number;
  distance: number;
  offset: number;
}

function isBetter(a: Score, b: Score): boolean {
  if (a.apart !== b.apart) return a.apart < b.apart;
  if (a.distance !== b.distance) return a.distance < b.distance;
  return a.offset < b.offset;
}

function score(from: Span, to: Span): Score | null {
  const gap = to.near - from.far;
  if (!(gap >= -EDGE_TOLERANCE_PX)) return null;
  // Rust's f64::min/max ignore a NaN operand; the finiteness check below rejects those cases alike.
  const overlap = Math.min(to.end, from.end) - Math.max(to.start, from.start);
  const offset = Math.abs(to.start + to.end - (from.start + from.end)) / 2;
  if (!Number.isFinite(offset) || !Number.isFinite(overlap)) return null;
  const along = Math.max(gap, 0);
  if (overlap > 0) return { apart: 0, distance: along, offset };
  return { apart: 1, distance: along * along + overlap * overlap, offset };
}

/** The item nearest to item `index` in `direction` (a DIRECTION_ code), or -1. */
export function nearestItem(rects: Float64Array, index: number, direction: number): number {
  const count = Math.floor(rects.length / RECT_STRIDE);
  if (!Number.isInteger(index) || index < 0 || index >= count) return -1;
  if (
    direction !== DIRECTION_UP &&
    direction !== DIRECTION_DOWN &&
    direction !== DIRECTION_LEFT &&
    direction !== DIRECTION_RIGHT
  )
    return -1;
  const from = span(rects, index, direction);
  let best = -1;
  let bestScore: Score | null = null;
  for (let i = 0; i < count; i++) {
    if (i === index) continue;
    const candidate = score(from, span(rects, i, direction));
    if (candidate !== null && (bestScore === null || isBetter(candidate, bestScore))) {
      best = i;
      bestScore = candidate;
    }
  }
  return best;
}

/** The highest index of an item whose top is above `height`, or -1. */
export function lastVisibleItem(rects: Float64Array, height: number): number {
  for (let i = Math.floor(rects.length / RECT_STRIDE) - 1; i >= 0; i--) {
    if (rects[i * RECT_STRIDE + 1] < height) return i;
  }
  return -1;
}

/** The layout queries half of the TypeScript twin. */
export const tsLayoutQueriesEngine: LayoutQueriesEngine = {
  nearestItem: (rects, index, direction) => nearestItem(rects, index, directionCode(direction)),
  lastVisibleItem,
};
