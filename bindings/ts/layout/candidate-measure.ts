// Part of the twin of crates/layout/src/group_choice.rs: the measure of a candidate group at the
// target height, the group choice's most frequent work (about 1.8 candidates per group).
//
// The same operations in the same order as `widthForHeight` then `innerSizes` (group-types.ts),
// written out for the types a rows layout chooses among, in one function that takes and returns
// no fractional numbers: calls to those two box the width, the height and the spacing at every
// call, which made them the choice's largest cost.

import {
  GROUP_2H,
  GROUP_2V,
  GROUP_3B,
  GROUP_3T,
  GROUP_3V,
  innerSizes,
  put6,
  widthForHeight,
} from './group-types.ts';
import { fmax } from './js-math.ts';

/** What a candidate is measured at: the strip's outer target height, the spacing, the text room. */
export interface CandidateMeasure {
  targetHeight: number;
  spacing: number;
  info: number;
}

/**
 * Measures a group of `type` (more than one item, `r` from `at`) at `m.targetHeight`: its outer
 * width into `width[0]`, its items' sizes into `inner`, as (width, height) pairs.
 */
export function measureCandidate(
  m: CandidateMeasure,
  type: number,
  r: Float64Array,
  at: number,
  inner: Float64Array,
  width: Float64Array,
): void {
  const height = m.targetHeight;
  const s = m.spacing;
  const info = m.info;
  const r0 = r[at];
  const r1 = r[at + 1];
  const r2 = r[at + 2];
  let outer: number;
  if (type === GROUP_2H) {
    outer = (height - s - info) * (r0 + r1) + 2 * s;
    const rowHeight = (outer - 2 * s) / (r0 + r1);
    put6(inner, rowHeight * r0, rowHeight + info, rowHeight * r1, rowHeight + info, 0, 0);
  } else if (type === GROUP_2V) {
    outer = (height - 2 * s) / (1 / r0 + 1 / r1) + s;
    const w = outer - s;
    const least = fmax(w, 1);
    put6(inner, w, least / r0, w, least / r1, 0, 0);
  } else if (type === GROUP_3V) {
    outer = (height - 3 * s) / (1 / r0 + 1 / r1 + 1 / r2) + s;
    const w = outer - s;
    const least = fmax(w, 1);
    put6(inner, w, least / r0, w, least / r1, w, least / r2);
  } else if (type === GROUP_3T) {
    const pair = r1 + r2;
    outer = (height - 2 * s + s / r0 + (2 * s) / pair) / (1 / r0 + 1 / pair);
    const w = outer - s;
    const rowHeight = (outer - 2 * s) / (r1 + r2);
    put6(inner, w, w / r0, rowHeight * r1, rowHeight, rowHeight * r2, rowHeight);
  } else if (type === GROUP_3B) {
    const pair = r0 + r1;
    outer = (height - 2 * s + (2 * s) / pair + s / r2) / (1 / pair + 1 / r2);
    const w = outer - s;
    const rowHeight = (outer - 2 * s) / (r0 + r1);
    put6(inner, rowHeight * r0, rowHeight, rowHeight * r1, rowHeight, w, w / r2);
  } else {
    // Types rows never choose.
    outer = widthForHeight(type, r, at, height, s, info);
    innerSizes(type, r, at, outer, height, s, info, inner);
  }
  width[0] = outer;
}
