// Twin of crates/layout/src/group_choice.rs: which group type the next items form in a rows
// layout (spec/002 §3 "Layout entities"; spec/001 §3 layoutParams.groups), as observed of
// pro-layouts 5.0.148:
// - the candidate types follow the landscape/portrait pattern of the next three items (a
//   portrait has a ratio under 0.999; past the last item counts as landscape): a pair sits side
//   by side (2h) when all three are portraits, one above the other (2v) when one of the pair is
//   landscape (or, when no triple is considered, the item after it);
//   three items make 3t when the first is landscape (it spans the top), 3b when the last is, 3v
//   when all are;
// - the collage density keeps a window of group sizes: the largest possible size m, and sizes
//   n with 2d(m-1) - (m-1) <= n-1 <= 2d(m-1) (floored);
// - the group's place in the gallery (strip number + place in the strip) picks among the
//   candidates in type order;
// - when an item of the chosen group would be under the minimum item size at the target
//   height, the choice is made again among the types of one item fewer.

import {
  GROUP_1,
  GROUP_2H,
  GROUP_2V,
  GROUP_3B,
  GROUP_3T,
  GROUP_3V,
  groupTypeSize,
  innerSizes,
  widthForHeight,
} from './group-types.ts';
import { fmax, fmin } from './js-math.ts';

/** Items with a width-to-height ratio under this are portrait (spec/002 §3). */
export const PORTRAIT_BELOW = 0.999;

/** The types a rows layout chooses among, as bits (1 << type); candidates count in type order. */
const CHOOSABLE = (1 << GROUP_1) | (1 << GROUP_2H) | (1 << GROUP_2V) | (1 << GROUP_3T) | (1 << GROUP_3B) | (1 << GROUP_3V);

export interface GroupChoice {
  /** Bit per group type (1 << type) that the options allow. */
  allowed: number;
  /** layoutParams.groups.density, 0 to 1. */
  density: number;
  /** The most items a group may hold (1 to 3). */
  maxSize: number;
  minItemSize: number;
  spacing: number;
  /** The outer target height of a strip. */
  targetHeight: number;
  /** Room under or over each item's media for its text. */
  info: number;
  /** The density's window of group ranks for each largest possible size (`densityWindows`). */
  windows: Float64Array;
  /**
   * Types follow the items' landscape/portrait pattern; without it every type that stacks (1, 2v,
   * 3t, 3b, 3v) is a candidate (observed).
   */
  byOrientation: boolean;
}

/**
 * The window of group ranks (size - 1) the density keeps, as (low, high) for a largest possible
 * group of 1, 2 and 3 items: high = 2d(m-1), low = high - (m-1), both floored and held to 0..m-1.
 */
export function densityWindows(density: number): Float64Array {
  const windows = new Float64Array(6);
  for (let largest = 1; largest <= 3; largest++) {
    const span = largest - 1;
    windows[2 * (largest - 1)] = fmax(0, Math.floor((2 * density - 1) * span));
    windows[2 * (largest - 1) + 1] = fmin(span, Math.floor(2 * density * span));
  }
  return windows;
}

/** The types (as bits) a rows layout may form of up to `limit` items when orientation is not considered. */
function unorderedTypes(limit: number): number {
  let mask = 1 << GROUP_1;
  if (limit >= 2) mask |= 1 << GROUP_2V;
  if (limit >= 3) mask |= (1 << GROUP_3T) | (1 << GROUP_3B) | (1 << GROUP_3V);
  return mask;
}

/**
 * The types (as bits) that suit the landscape/portrait pattern of the three items from `at`, when
 * groups of up to `limit` items are considered.
 */
function suitingTypes(ratios: Float64Array, at: number, limit: number): number {
  const l0 = !(ratios[at] < PORTRAIT_BELOW);
  const l1 = !(ratios[at + 1] < PORTRAIT_BELOW);
  const l2 = !(ratios[at + 2] < PORTRAIT_BELOW);
  let mask = 1 << GROUP_1;
  if (limit >= 2) {
    if (!l0 && !l1 && !l2) mask |= 1 << GROUP_2H;
    if (l0 || l1 || (limit < 3 && l2)) mask |= 1 << GROUP_2V;
  }
  if (limit >= 3) {
    if (l0) mask |= 1 << GROUP_3T;
    if (l2) mask |= 1 << GROUP_3B;
    if (l0 && l1 && l2) mask |= 1 << GROUP_3V;
  }
  return mask;
}

/** Whether every item of the group stays at or above the minimum size at the target height. */
function fitsMinimum(choice: GroupChoice, type: number, ratios: Float64Array, at: number, inner: Float64Array, width: Float64Array): boolean {
  if (type === GROUP_1) return true;
  width[0] = widthForHeight(type, ratios, at, choice.targetHeight, choice.spacing, choice.info);
  innerSizes(type, ratios, at, width[0], choice.targetHeight, choice.spacing, choice.info, inner);
  const count = groupTypeSize(type) * 2;
  for (let k = 0; k < count; k++) if (!(inner[k] >= choice.minItemSize)) return false;
  return true;
}

/**
 * The type of the group that starts at item `at` with `available` items left, for the group
 * numbered `seat` (strip number + place in the strip, both from 1). `ratios` are the items as
 * shown (cropped); `shapes` their own ratios, which decide landscape or portrait (observed: a crop
 * does not change an item's orientation). `inner` is scratch room for six numbers; the chosen
 * group's width at the target height goes to `width[0]`, unless it is a single item.
 */
export function chooseGroupType(
  choice: GroupChoice,
  ratios: Float64Array,
  shapes: Float64Array,
  at: number,
  available: number,
  seat: number,
  inner: Float64Array,
  width: Float64Array,
): number {
  let type = pickGroupType(choice, shapes, at, Math.min(choice.maxSize, available), seat);
  // One item fewer while an item would be under the minimum size.
  while (!fitsMinimum(choice, type, ratios, at, inner, width)) {
    type = pickGroupType(choice, shapes, at, groupTypeSize(type) - 1, seat);
  }
  return type;
}

/** The choosable types of each rank (group size - 1), as bits. */
const RANK_TYPES = [1 << GROUP_1, (1 << GROUP_2H) | (1 << GROUP_2V), (1 << GROUP_3T) | (1 << GROUP_3B) | (1 << GROUP_3V)];

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** The candidate in `seat` among the types of at most `limit` items that the density keeps. */
function pickGroupType(choice: GroupChoice, shapes: Float64Array, at: number, limit: number, seat: number): number {
  if (limit < 2) return GROUP_1;
  const suiting = choice.byOrientation ? suitingTypes(shapes, at, limit) : unorderedTypes(limit);
  const possible = suiting & choice.allowed & CHOOSABLE;
  let largest = 1;
  if ((possible & ((1 << GROUP_2H) | (1 << GROUP_2V))) !== 0) largest = 2;
  if ((possible & ((1 << GROUP_3T) | (1 << GROUP_3B) | (1 << GROUP_3V))) !== 0) largest = 3;
  const low = choice.windows[2 * (largest - 1)];
  const high = choice.windows[2 * (largest - 1) + 1];
  let keep = 0;
  for (let rank = 0; rank < RANK_TYPES.length; rank++) if (rank >= low && rank <= high) keep |= RANK_TYPES[rank];
  const kept = possible & keep;
  if (kept === 0) return GROUP_1;
  const count = bitCount(kept);
  // The (seat % count)-th kept type, in type order.
  let rest = kept;
  for (let skip = seat % count; skip > 0; skip--) rest &= rest - 1;
  return 31 - Math.clz32(rest & -rest);
}
