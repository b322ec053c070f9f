// The target item size in pixels (spec/001 §9 "Limits"): a pixel unit is used as is, a percent
// unit is taken of the viewport width, otherwise the layout's fallback applies.

import { LAYOUT_CODES } from './layout-codes.ts';

/**
 * The layouter's own target item size, used when the processed options carry none (spec/002 §9:
 * "target item size 500 in base defaults"). JSON_FIXED options are processed without one
 * (observed of pro-gallery 5.0.148), so that layout always lays out at this size.
 */
export const BASE_TARGET_ITEM_SIZE = 500;

/** The per-layout fallback ("smart" size) for a target size setting of `value`. */
export function smartTargetItemSize(
  layout: number,
  value: number,
  columnsOrientation: boolean,
): number {
  switch (layout) {
    case LAYOUT_CODES.MASONRY:
      return columnsOrientation ? value * 8 + 200 : value * 5 + 200;
    case LAYOUT_CODES.GRID:
      // JavaScript's own rounding, as pro-gallery rounds it. The engine's jsRound differs only in
      // the sign of a zero (results in [-0.5, 0)), and targetItemSize treats either zero alike.
      return Math.round(value * 8.5 + 150);
    case LAYOUT_CODES.COLLAGE:
      return value * 5 + 500;
    case LAYOUT_CODES.EMPTY:
      return value * 9 + 100;
    default:
      return value;
  }
}

export function targetItemSize(
  unit: string,
  value: number,
  smart: number,
  viewportWidth: number,
): number {
  if (unit === 'PIXEL' && value > 0) return value;
  if (unit === 'PERCENT' && value > 0) return viewportWidth * (value / 100);
  return smart > 0 ? smart : value;
}
