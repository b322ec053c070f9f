// Which items are in the DOM: those within 10 screens either side of the viewport (spec/002 §9
// "Virtualization margins"). The band moves in quarter-screen steps, so scrolling redraws the
// gallery a few times per screen rather than on every scroll event, and it is cut so that every
// item it keeps is within the 10 screens wherever the viewport is inside the step.

import { RECT_STRIDE } from '../../../../bindings/engine.ts';

/** Screens kept in the DOM above and below the viewport (spec/002 §9). */
export const VIRTUALIZATION_SCREENS = 10;

/** The band moves when the viewport has scrolled this fraction of a screen. */
const STEPS_PER_SCREEN = 4;

/** A vertical range in the gallery's own coordinates (0 = the gallery's top). */
export interface Band {
  top: number;
  bottom: number;
}

/**
 * Screens either side drawn in the same frame as a scroll; the rest of the 10 follow when the
 * browser is idle (React's deferred rendering), so a fast scroll never waits for 20 screens of
 * items to be made in one task.
 */
export const URGENT_SCREENS = 1;

/**
 * The band of items to keep for a viewport `viewportHeight` tall whose top is at `viewportTop`,
 * `screens` screens either side of it.
 */
export function bandAround(
  viewportTop: number,
  viewportHeight: number,
  screens: number = VIRTUALIZATION_SCREENS,
): Band {
  const screen = Math.max(viewportHeight, 1);
  const step = screen / STEPS_PER_SCREEN;
  const anchor = Math.floor(viewportTop / step) * step;
  // anchor <= viewportTop < anchor + step: each edge is at most 10 screens from the viewport.
  return {
    top: anchor + step - screens * screen,
    bottom: anchor + screen + screens * screen,
  };
}

/** The indices, in order, of the items in either of two sorted index lists. */
export function unionOfSorted(a: readonly number[], b: readonly number[]): readonly number[] {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const union: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++];
    if (union.length === 0 || union[union.length - 1] !== next) union.push(next);
  }
  return union;
}

/**
 * For each item, the lowest bottom among it and the items before it, and the highest top among it
 * and the items after it; both only grow with the index, so the items that may reach into a band
 * are found by two binary searches rather than by looking at every item on every scroll step.
 */
interface BandIndex {
  bottomSoFar: Float64Array;
  topFromHere: Float64Array;
}

const bandIndexes = new WeakMap<Float64Array, BandIndex>();

function bandIndexOf(rects: Float64Array): BandIndex {
  let index = bandIndexes.get(rects);
  if (index !== undefined) return index;
  const count = Math.floor(rects.length / RECT_STRIDE);
  const bottomSoFar = new Float64Array(count);
  const topFromHere = new Float64Array(count);
  let bottom = -Infinity;
  for (let i = 0; i < count; i++) {
    bottom = Math.max(bottom, rects[i * RECT_STRIDE + 1] + rects[i * RECT_STRIDE + 3]);
    bottomSoFar[i] = bottom;
  }
  let top = Infinity;
  for (let i = count - 1; i >= 0; i--) {
    top = Math.min(top, rects[i * RECT_STRIDE + 1]);
    topFromHere[i] = top;
  }
  index = { bottomSoFar, topFromHere };
  bandIndexes.set(rects, index);
  return index;
}

/** The first index whose value is above `limit` (values never decrease), or the length. */
function firstAbove(values: Float64Array, limit: number, inclusive: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle] > limit || (inclusive && values[middle] === limit)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The indices, in order, of the items of `rects` that reach into `band`. */
export function itemsInBand(rects: Float64Array, band: Band): number[] {
  const { bottomSoFar, topFromHere } = bandIndexOf(rects);
  // No item before `from` ends below the band's top; no item from `to` on starts above its bottom.
  const from = firstAbove(bottomSoFar, band.top, false);
  const to = firstAbove(topFromHere, band.bottom, true);
  const inside: number[] = [];
  for (let index = from, at = from * RECT_STRIDE; index < to; index++, at += RECT_STRIDE) {
    const top = rects[at + 1];
    if (top < band.bottom && top + rects[at + 3] > band.top) inside.push(index);
  }
  return inside;
}

/** `drawn` with the gallery's tab stop, wherever it is, so that Tab and focus always reach it. */
export function withTabStop(
  drawn: readonly number[],
  tabStop: number,
  count: number,
): readonly number[] {
  if (tabStop >= count || drawn.includes(tabStop)) return drawn;
  return [...drawn, tabStop].sort((a, b) => a - b);
}
