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

/** The band of items to keep for a viewport `viewportHeight` tall whose top is at `viewportTop`. */
export function bandAround(viewportTop: number, viewportHeight: number): Band {
  const screen = Math.max(viewportHeight, 1);
  const step = screen / STEPS_PER_SCREEN;
  const anchor = Math.floor(viewportTop / step) * step;
  // anchor <= viewportTop < anchor + step: each edge is at most 10 screens from the viewport.
  return {
    top: anchor + step - VIRTUALIZATION_SCREENS * screen,
    bottom: anchor + screen + VIRTUALIZATION_SCREENS * screen,
  };
}

/** The indices, in order, of the items of `rects` that reach into `band`. */
export function itemsInBand(rects: Float64Array, band: Band): number[] {
  const inside: number[] = [];
  for (let at = 0, index = 0; at < rects.length; at += RECT_STRIDE, index++) {
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
