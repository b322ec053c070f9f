// Twin of crates/layout/src/lib.rs.

import { layOut } from './append.ts';
import { ERROR_BAD_PARAMS, type LayoutErrorCode } from '../../contract/layout-errors.ts';
import { parseParams } from './params.ts';
import { startOfLayout } from './resume.ts';
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
  if (
    sizes.length % SIZE_STRIDE !== 0 ||
    rects.length !== (sizes.length / SIZE_STRIDE) * RECT_STRIDE
  ) {
    return ERROR_BAD_PARAMS;
  }
  if (seeds.length !== 0 && seeds.length !== sizes.length / SIZE_STRIDE) return ERROR_BAD_PARAMS;
  const params = parseParams(block);
  if (typeof params === 'number') return params;
  return layOut(sizes, params, seeds, rects, startOfLayout(), startOfLayout());
}

export type { LayoutSummary } from './summary.ts';
