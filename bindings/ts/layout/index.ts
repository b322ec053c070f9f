// Twin of crates/layout/src/lib.rs.

import { computeColumnsLayout } from './columns.ts';
import { ERROR_BAD_PARAMS, type LayoutErrorCode } from './error.ts';
import { finiteOr, fmax, fmin } from './js-math.ts';
import { ORIENTATION_ROWS, type ParsedParams, parseParams } from './params.ts';
import { computeRowsLayout } from './rows.ts';
import { scatter } from './scatter.ts';
import type { LayoutSummary } from './summary.ts';

export const SIZE_STRIDE = 2;
export const RECT_STRIDE = 4;

/**
 * Lays out `sizes` (width, height pairs) as `block` says, writing 4 numbers per item into
 * `rects`. `seeds` holds one number per item that a collage in columns picks group types by;
 * empty means the item indices.
 */
export function computeLayout(
  sizes: Float64Array,
  block: Float64Array,
  seeds: Uint32Array,
  rects: Float64Array,
): LayoutSummary | LayoutErrorCode {
  if (sizes.length % SIZE_STRIDE !== 0 || rects.length !== (sizes.length / SIZE_STRIDE) * RECT_STRIDE) {
    return ERROR_BAD_PARAMS;
  }
  if (seeds.length !== 0 && seeds.length !== sizes.length / SIZE_STRIDE) return ERROR_BAD_PARAMS;
  const params = parseParams(block);
  if (typeof params === 'number') return params;
  const summary =
    params.orientation === ORIENTATION_ROWS || params.horizontalScroll
      ? computeRowsLayout(sizes, params, rects)
      : computeColumnsLayout(sizes, seeds, params, rects);
  if (typeof summary === 'number') return summary;
  scatter(params, rects);
  if (params.rightToLeft) mirror(params, rects);
  return summary;
}

/**
 * Right to left, each item's right edge sits where its left edge would: within the container for
 * vertical galleries, within the strip's own extent for horizontal ones.
 */
function mirror(params: ParsedParams, rects: Float64Array): void {
  let extent = params.containerWidth;
  if (params.horizontalScroll) {
    let minLeft = Infinity;
    let maxRight = -Infinity;
    for (let i = 0; i < rects.length; i += RECT_STRIDE) {
      minLeft = fmin(minLeft, rects[i]);
      maxRight = fmax(maxRight, rects[i] + rects[i + 2]);
    }
    extent = minLeft + maxRight;
  }
  for (let i = 0; i < rects.length; i += RECT_STRIDE) rects[i] = finiteOr(extent - rects[i] - rects[i + 2], 0);
}

export type { LayoutSummary } from './summary.ts';
