// Twin of crates/layout/src/lib.rs.

import { computeColumnsLayout } from './columns.ts';
import { ERROR_BAD_PARAMS, ERROR_UNSUPPORTED, type LayoutErrorCode } from './error.ts';
import { ORIENTATION_ROWS, parseParams } from './params.ts';
import type { LayoutSummary } from './summary.ts';

export const SIZE_STRIDE = 2;
export const RECT_STRIDE = 4;

/** Lays out `sizes` (width, height pairs) as `block` says, writing 4 numbers per item into `rects`. */
export function computeLayout(
  sizes: Float64Array,
  block: Float64Array,
  rects: Float64Array,
): LayoutSummary | LayoutErrorCode {
  if (sizes.length % SIZE_STRIDE !== 0 || rects.length !== (sizes.length / SIZE_STRIDE) * RECT_STRIDE) {
    return ERROR_BAD_PARAMS;
  }
  const params = parseParams(block);
  if (typeof params === 'number') return params;
  if (params.orientation === ORIENTATION_ROWS) return ERROR_UNSUPPORTED;
  return computeColumnsLayout(sizes, params, rects);
}

export type { LayoutSummary } from './summary.ts';
