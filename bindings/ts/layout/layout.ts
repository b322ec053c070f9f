// Twin of crates/layout/src/layout.rs (the rules are explained there).
import { RECT_STRIDE, SIZE_STRIDE } from '../../contract/layout.ts';
import { resumeColumnsLayout } from './columns.ts';
import { ERROR_BAD_PARAMS, type LayoutErrorCode } from '../../contract/layout-errors.ts';
import { finiteOr, fmax, fmin } from './js-math.ts';
import { ORIENTATION_ROWS } from '../../contract/layout-params.ts';
import { type ParsedParams, parseParams } from './params.ts';
import { type Resume, startOfLayout } from './resume.ts';
import { resumeRowsLayout } from './rows.ts';
import { scatterFrom, scatters } from './scatter.ts';
import type { LayoutSummary } from './summary.ts';

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

export function layOut(
  sizes: Float64Array,
  params: ParsedParams,
  seeds: Uint32Array,
  rects: Float64Array,
  start: Resume,
  resume: Resume,
): LayoutSummary | LayoutErrorCode {
  const inRows = params.orientation === ORIENTATION_ROWS || params.horizontalScroll;
  const edges = new Uint8Array(inRows && scatters(params) ? sizes.length >> 1 : 0);
  const summary = inRows
    ? resumeRowsLayout(sizes, params, rects, edges, start, resume)
    : resumeColumnsLayout(sizes, seeds, params, rects, start, resume);
  if (typeof summary === 'number') return summary;
  scatterFrom(params, rects, start.item, edges);
  if (params.rightToLeft) mirror(params, rects);
  return summary;
}

export function mirror(params: ParsedParams, rects: Float64Array): void {
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
  for (let i = 0; i < rects.length; i += RECT_STRIDE)
    rects[i] = finiteOr(extent - rects[i] - rects[i + 2], 0);
}
