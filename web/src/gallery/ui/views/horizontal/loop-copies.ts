// A looping slider with few items (spec/002 §9): when fewer than 30 and all loaded, the items are
// drawn again after themselves, to about 30, so that going past the last one keeps sliding the
// same way. The navigator keeps the current item in the middle copy (copy-relative offsets are
// the same in each), so the copies never run out.

import { RECT_STRIDE } from '../../../../../../bindings/engine.ts';
import type { HorizontalSettings } from './horizontal-settings.ts';

/** Loops with fewer items than this duplicate them, to about this many (spec/002 §9). */
export const LOOP_DUPLICATION_LIMIT = 30;

/** How many times the items are drawn: 1 unless a scrolling gallery loops with few items. */
export function loopCopies(
  count: number,
  settings: HorizontalSettings,
  allLoaded: boolean,
): number {
  const duplicates =
    settings.loop &&
    settings.animation === 'SCROLL' &&
    !settings.blockScroll &&
    allLoaded &&
    count > 0 &&
    count < LOOP_DUPLICATION_LIMIT;
  return duplicates ? Math.max(3, Math.ceil(LOOP_DUPLICATION_LIMIT / count)) : 1;
}

export interface CopiedLayout {
  rects: Float64Array;
  width: number;
}

/**
 * The layout drawn `copies` times side by side, the item spacing between copies; right to left
 * the copies run leftwards, so the first copy stays at the right end.
 */
export function copiedLayout(
  rects: Float64Array,
  width: number,
  copies: number,
  spacing: number,
  rightToLeft: boolean,
): CopiedLayout {
  if (copies <= 1) return { rects, width };
  const period = width + spacing;
  const out = new Float64Array(rects.length * copies);
  for (let copy = 0; copy < copies; copy++) {
    const shift = (rightToLeft ? copies - 1 - copy : copy) * period;
    out.set(rects, copy * rects.length);
    for (let at = copy * rects.length; at < (copy + 1) * rects.length; at += RECT_STRIDE)
      out[at] += shift;
  }
  return { rects: out, width: copies * width + (copies - 1) * spacing };
}
