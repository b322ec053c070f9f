// Twin of crates/layout/src/group_choice.rs (the rules are explained there).

import { measureCandidate } from './candidate-measure.ts';
import { NONE_TURNED_DOWN, thenTurnedDown } from './turned-down.ts';
import {
  GROUP_1,
  GROUP_2H,
  GROUP_2V,
  GROUP_3B,
  GROUP_3H,
  GROUP_3L,
  GROUP_3R,
  GROUP_3T,
  GROUP_3V,
  groupTypeSize,
  heldSides,
  measuredShape,
  sizedByHeight,
} from './group-types.ts';
import { fmax, fmin } from './js-math.ts';
import { PORTRAIT_BELOW } from './orientation.ts';

/** The types a rows layout chooses among, as bits (1 << type); candidates count in type order. */
const CHOOSABLE =
  (1 << GROUP_1) |
  (1 << GROUP_2H) |
  (1 << GROUP_2V) |
  (1 << GROUP_3T) |
  (1 << GROUP_3B) |
  (1 << GROUP_3V);

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
function suitingTypes(ratios: Float64Array, at: number, limit: number, window: number): number {
  const l0 = !(ratios[at] < PORTRAIT_BELOW);
  const l1 = !(ratios[at + 1] < PORTRAIT_BELOW);
  // An item past the window counts as landscape, like one past the last item (observed).
  const l2 = window < 3 || !(ratios[at + 2] < PORTRAIT_BELOW);
  let mask = 1 << GROUP_1;
  if (limit >= 2) {
    if (!l0 && !l1 && !l2) mask |= 1 << GROUP_2H;
    if (l0 || l1 || (limit < 3 && l2)) mask |= 1 << GROUP_2V;
  }
  if (limit >= 3) {
    if (l0) mask |= 1 << GROUP_3T;
    if (l2) mask |= 1 << GROUP_3B;
    // A column of three takes up to one portrait (observed).
    if ((l0 && l1) || (l0 && l2) || (l1 && l2)) mask |= 1 << GROUP_3V;
  }
  return mask;
}

/**
 * The most items the pattern is read over: the group size, but no more than the largest allowed
 * type holds, counting 3l, 3r and 3h, which rows never form (observed).
 */
function patternWindow(choice: GroupChoice): number {
  // Bit masks rather than a loop over the types: this runs for every group.
  let largest = 1;
  if ((choice.allowed & PAIR_TYPES) !== 0) largest = 2;
  if ((choice.allowed & TRIPLE_TYPES) !== 0) largest = 3;
  return Math.min(choice.maxSize, largest);
}

/** The types of two items, and of three, as bits. */
const PAIR_TYPES = (1 << GROUP_2H) | (1 << GROUP_2V);
const TRIPLE_TYPES =
  (1 << GROUP_3T) |
  (1 << GROUP_3B) |
  (1 << GROUP_3L) |
  (1 << GROUP_3R) |
  (1 << GROUP_3H) |
  (1 << GROUP_3V);

/**
 * Whether every item of the group stays at or above the minimum size at the target height. The
 * group's outer width there goes to `width[0]`, its items' sizes to `inner`.
 */
function fitsMinimum(
  choice: GroupChoice,
  type: number,
  ratios: Float64Array,
  at: number,
  inner: Float64Array,
  width: Float64Array,
): boolean {
  if (type === GROUP_1) return true;
  measureAtTarget(choice, type, ratios, at, inner, width);
  const count = groupTypeSize(type) * 2;
  for (let k = 0; k < count; k++) if (!(inner[k] >= choice.minItemSize)) return false;
  return true;
}

// The group choice's callees that V8 does not inline take and return no fractional numbers
// (each would be a heap allocation per call): they read `choice` and write typed arrays.

/** Measures a group of more than one item at the target height: outer width into `width[0]`, items into `inner`. */
function measureAtTarget(
  choice: GroupChoice,
  type: number,
  ratios: Float64Array,
  at: number,
  inner: Float64Array,
  width: Float64Array,
): void {
  measureCandidate(choice, type, ratios, at, inner, width);
}

/**
 * What a candidate group turned down leaves its items (`inner`, its measure): the first item
 * reshaped (`reshapeFirst`), the sides it keeps into `held` (`heldSides`: what a pair tried next
 * is arranged at), the later items the shapes their measure left them (`measuredShape`).
 */
function turnDown(
  type: number,
  ratios: Float64Array,
  at: number,
  inner: Float64Array,
  held: Float64Array,
): void {
  reshapeFirst(type, ratios, at, inner);
  const first = heldSides(sizedByHeight(type, 0), ratios[at], inner[0], inner[1]);
  held[0] = first[0];
  held[1] = first[1];
  for (let place = 1; place < groupTypeSize(type); place++) {
    ratios[at + place] = measuredShape(
      sizedByHeight(type, place),
      ratios[at + place],
      inner[2 * place],
      inner[2 * place + 1],
    );
  }
}

/** The types whose first item sits in a row, sized by its height. */
const FIRST_IN_A_ROW = (1 << GROUP_2H) | (1 << GROUP_3B) | (1 << GROUP_3L) | (1 << GROUP_3H);

/**
 * The shape the first item of a turned-down group keeps from its measure (`inner`), as observed
 * of pro-layouts 5.0.148 where a wide item spacing leaves a candidate a side under a pixel: in a
 * row, a height under a pixel makes it at least as wide as tall, and a width under a pixel with
 * a height of a pixel or more makes it a pixel wide; in a stack, a width under a pixel makes it
 * at most as wide as tall, and a height under a pixel with a width of a pixel or more makes it a
 * pixel tall (a side of exactly 0 changes nothing). The groups it then joins show it so, unless
 * the group moves to the next strip (rows.ts). Only the first item changes, once per candidate
 * turned down.
 */
function reshapeFirst(type: number, ratios: Float64Array, at: number, inner: Float64Array): void {
  const width = inner[0];
  const height = inner[1];
  if ((FIRST_IN_A_ROW & (1 << type)) !== 0) {
    if (height < 1 && height !== 0) ratios[at] = fmax(ratios[at], 1);
    else if (height >= 1 && width < 1) ratios[at] = 1 / height;
  } else if (width < 1 && width !== 0) {
    ratios[at] = fmin(ratios[at], 1);
  } else if (width >= 1 && height < 1 && height > 0) {
    ratios[at] = width;
  }
}

/** Seats turn among any number of candidates (1 to 6) alike every this many seats. */
const SEAT_TURNS = 60;

/** The choosable types packed into six bits: 3v (type 8) moves to bit 5. */
function packed(types: number): number {
  return (types & 0x1f) | ((types >> 3) & 0x20);
}

/**
 * For each packed set of candidates, 60 entries: the candidate in each seat % SEAT_TURNS, in type
 * order (a single item when there is none).
 */
const SEATED = seated();

/** How many candidates each packed set holds. */
const SET_SIZES = Uint8Array.from({ length: 64 }, (_, set) => bitCount(set));

function seated(): Uint8Array {
  const table = new Uint8Array(64 * SEAT_TURNS).fill(GROUP_1);
  for (let set = 0; set < 64; set++) {
    const types = (set & 0x1f) | ((set & 0x20) << 3);
    const count = bitCount(types);
    for (let turn = 0; count > 0 && turn < SEAT_TURNS; turn++) {
      let rest = types;
      for (let skip = turn % count; skip > 0; skip--) rest &= rest - 1;
      table[set * SEAT_TURNS + turn] = 31 - Math.clz32(rest & -rest);
    }
  }
  return table;
}

/** A `GroupChoice` with one layout's constants worked out (twin of `Chooser` in group_choice.rs). */
export interface Chooser {
  choice: GroupChoice;
  window: number;
  /**
   * The packed candidates the density keeps, by the landscape/portrait pattern of three items
   * (bit per landscape item), for groups of up to two items ([0..8]) and three ([8..16]).
   */
  kept: Uint8Array;
  /** Bit per number of candidates (1 << count) the last `chooseGroupType` picked among. */
  counts: number;
  /** The candidates the last `chooseGroupType` turned down (turned-down.ts). */
  turnedDown: number;
}

/**
 * `choice` ready for one layout: the candidates it keeps for each landscape/portrait pattern,
 * worked out once.
 */
export function prepareChoice(choice: GroupChoice): Chooser {
  const window = patternWindow(choice);
  const kept = new Uint8Array(16);
  const shapes = new Float64Array(3);
  for (let index = 0; index < 16; index++) {
    // Three items in the pattern: landscape (1) or portrait (0.5).
    for (let place = 0; place < 3; place++) shapes[place] = (index & (1 << place)) !== 0 ? 1 : 0.5;
    kept[index] = packed(keptTypes(choice, shapes, 0, index < 8 ? 2 : 3, window));
  }
  return { choice, window, kept, counts: 0, turnedDown: NONE_TURNED_DOWN };
}

/**
 * The type of the group that starts at item `at` with `available` items left, for the group
 * numbered `seat` (strip number + place in the strip, both from 1). `ratios` are the items as
 * shown (cropped); `shapes` their own ratios, which decide landscape or portrait (observed: a crop
 * does not change an item's orientation). `inner` is scratch room for six numbers; the chosen
 * group's width at the target height goes to `width[0]`, unless it is a single item; the first
 * item's ratio may be reshaped (`reshapeFirst`).
 */
export function chooseGroupType(
  chooser: Chooser,
  ratios: Float64Array,
  shapes: Float64Array,
  at: number,
  available: number,
  seat: number,
  inner: Float64Array,
  width: Float64Array,
): number {
  const turn = seat % SEAT_TURNS;
  let limit = Math.min(chooser.window, available);
  const next1 = ratios[at + 1];
  const next2 = ratios[at + 2];
  // One item fewer than the last choice allowed while an item would be under the minimum size
  // (observed: a pair turned down may be tried again, or the other pair). One call site per
  // callee keeps the loop within what V8 inlines.
  let type: number;
  const held = HELD_FIRST;
  chooser.counts = 0;
  chooser.turnedDown = NONE_TURNED_DOWN;
  for (let tries = 0; ; tries++) {
    type = pickGroupType(chooser, shapes, at, limit, turn);
    if (tries > 0) {
      if (type === GROUP_2V) ratios[at + 1] = arrangedAtWidth(ratios[at + 1], held[0]);
      else if (type === GROUP_2H) ratios[at + 1] = arrangedAtHeight(ratios[at + 1], held[1]);
    }
    if (fitsMinimum(chooser.choice, type, ratios, at, inner, width)) break;
    chooser.turnedDown = thenTurnedDown(chooser.turnedDown, type);
    turnDown(type, ratios, at, inner, held);
    limit--;
  }
  // Only the items of the chosen group keep what the candidates turned down left them.
  for (let place = Math.max(1, groupTypeSize(type)); place < 3; place++)
    ratios[at + place] = place === 1 ? next1 : next2;
  return type;
}

/** The first item's sides as the last candidate turned down left them (`turnDown`). */
const HELD_FIRST = new Float64Array(2);

/**
 * Whether `chooseGroupType` makes the choice it last made, for the same items, in `seat` as in
 * `lastSeat`: the seat picks the same candidate from every set of candidates it picked among (the
 * seat decides nothing else).
 */
export function sameInSeat(chooser: Chooser, lastSeat: number, seat: number): boolean {
  for (let count = 1; count <= 6; count++) {
    if ((chooser.counts & (1 << count)) !== 0 && lastSeat % count !== seat % count) return false;
  }
  return true;
}

/**
 * The shape of the second item of a pair tried after a candidate was turned down, set as wide as
 * the first (a stack) with its height held to at least a pixel (observed of pro-layouts 5.0.148:
 * after a 3b left the first item 6.5 px wide, a panorama under it shows 6.5 px wide, 1 px tall).
 */
function arrangedAtWidth(ratio: number, firstWidth: number): number {
  return firstWidth / ratio >= 1 ? ratio : firstWidth;
}

/** As `arrangedAtWidth`, for a pair side by side: as tall as the first, at least a pixel wide. */
export function arrangedAtHeight(ratio: number, firstHeight: number): number {
  return firstHeight * ratio >= 1 ? ratio : 1 / firstHeight;
}

/** The choosable types of each rank (group size - 1), as bits. */
const RANK_TYPES = [
  1 << GROUP_1,
  (1 << GROUP_2H) | (1 << GROUP_2V),
  (1 << GROUP_3T) | (1 << GROUP_3B) | (1 << GROUP_3V),
];

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * The candidates among the types of at most `limit` (2 or 3) items that the density keeps, as
 * bits, for the items from `at`.
 */
function keptTypes(
  choice: GroupChoice,
  shapes: Float64Array,
  at: number,
  limit: number,
  window: number,
): number {
  const suiting = choice.byOrientation
    ? suitingTypes(shapes, at, limit, window)
    : unorderedTypes(limit);
  const possible = suiting & choice.allowed & CHOOSABLE;
  let largest = 1;
  if ((possible & ((1 << GROUP_2H) | (1 << GROUP_2V))) !== 0) largest = 2;
  if ((possible & ((1 << GROUP_3T) | (1 << GROUP_3B) | (1 << GROUP_3V))) !== 0) largest = 3;
  const low = choice.windows[2 * (largest - 1)];
  const high = choice.windows[2 * (largest - 1) + 1];
  let keep = 0;
  for (let rank = 0; rank < RANK_TYPES.length; rank++)
    if (rank >= low && rank <= high) keep |= RANK_TYPES[rank];
  return possible & keep;
}

/**
 * The candidate in the seat whose `turn` is seat % SEAT_TURNS among the types of at most `limit`
 * items that the density keeps; notes in `chooser.counts` how many there were.
 */
function pickGroupType(
  chooser: Chooser,
  shapes: Float64Array,
  at: number,
  limit: number,
  turn: number,
): number {
  if (limit < 2) return GROUP_1;
  let pattern = limit >= 3 ? 8 : 0;
  if (chooser.choice.byOrientation) {
    if (!(shapes[at] < PORTRAIT_BELOW)) pattern |= 1;
    if (!(shapes[at + 1] < PORTRAIT_BELOW)) pattern |= 2;
    if (!(shapes[at + 2] < PORTRAIT_BELOW)) pattern |= 4;
  }
  const set = chooser.kept[pattern];
  chooser.counts |= 1 << SET_SIZES[set];
  return SEATED[set * SEAT_TURNS + turn];
}
