// Twin of crates/layout/src/column_set.rs (the rules are explained there). The columns are kept
// as typed arrays of lefts, widths and heights rather than objects.
import { fmin, jsRound } from './js-math.ts';
import { ORDER_LEFT_TO_RIGHT } from '../../contract/layout-params.ts';
import type { ParsedParams } from './params.ts';
import type { Resume } from './resume.ts';

export const MAX_COLUMNS = 100_000;

export function columnCount(params: ParsedParams, galleryWidth: number, target: number): number {
  let count: number;
  if (params.fixedColumns > 0) {
    count = params.fixedColumns;
  } else {
    const floatCount = galleryWidth / target;
    const fewer = Math.floor(floatCount);
    const more = Math.ceil(floatCount);
    const missFewer = Math.abs(target - jsRound(galleryWidth / fewer));
    const missMore = Math.abs(target - jsRound(galleryWidth / more));
    count = missMore < missFewer ? more : fewer;
  }
  if (Number.isNaN(count) || count < 1) return 1;
  return fmin(fmin(count, galleryWidth), MAX_COLUMNS);
}

export function columnWidths(
  params: ParsedParams,
  galleryWidth: number,
  count: number,
): Float64Array {
  const widths = new Float64Array(count);
  const listed = params.columnRatios;
  if (listed.length > 0) {
    let sum = 0;
    for (let i = 0; i < count; i++) sum += listed[i % listed.length];
    const multiplier = galleryWidth / sum;
    let usable = true;
    for (let i = 0; i < count; i++) {
      widths[i] = jsRound(listed[i % listed.length] * multiplier);
      if (!(Number.isFinite(widths[i]) && widths[i] >= 0)) usable = false;
    }
    if (usable) return widths;
  }
  let remainder = galleryWidth;
  for (let i = 0; i < count; i++) {
    widths[i] = jsRound(remainder / (count - i));
    remainder -= widths[i];
  }
  return widths;
}

export function infoWidth(params: ParsedParams, groupWidth: number): number {
  const info = params.externalInfoWidth;
  return info < 1 ? jsRound(info * groupWidth) : info;
}

export function pickColumn(heights: Float64Array, order: number, idx: number): number {
  if (order === ORDER_LEFT_TO_RIGHT) return idx % heights.length;
  let best = 0;
  let bestHeight = -1;
  for (let i = 0; i < heights.length; i++) {
    if (heights[i] < bestHeight || bestHeight < 0) {
      best = i;
      bestHeight = heights[i];
    }
  }
  return best;
}

export function noteResume(
  resume: Resume,
  item: number,
  group: number,
  top: number,
  heights: Float64Array,
): void {
  resume.item = item;
  resume.group = group;
  resume.strip = 1;
  resume.top = top;
  resume.widest = 0;
  resume.heights = heights.slice();
  resume.settled = true;
}
