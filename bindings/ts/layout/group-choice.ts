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

const CHOOSABLE =
  (1 << GROUP_1) |
  (1 << GROUP_2H) |
  (1 << GROUP_2V) |
  (1 << GROUP_3T) |
  (1 << GROUP_3B) |
  (1 << GROUP_3V);

export interface GroupChoice {
  allowed: number;
  density: number;
  maxSize: number;
  minItemSize: number;
  spacing: number;
  targetHeight: number;
  info: number;
  windows: Float64Array;
  byOrientation: boolean;
}

export function densityWindows(density: number): Float64Array {
  const windows = new Float64Array(6);
  for (let largest = 1; largest <= 3; largest++) {
    const span = largest - 1;
    windows[2 * (largest - 1)] = fmax(0, Math.floor((2 * density - 1) * span));
    windows[2 * (largest - 1) + 1] = fmin(span, Math.floor(2 * density * span));
  }
  return windows;
}

function unorderedTypes(limit: number): number {
  let mask = 1 << GROUP_1;
  if (limit >= 2) mask |= 1 << GROUP_2V;
  if (limit >= 3) mask |= (1 << GROUP_3T) | (1 << GROUP_3B) | (1 << GROUP_3V);
  return mask;
}

function suitingTypes(ratios: Float64Array, at: number, limit: number, window: number): number {
  const l0 = !(ratios[at] < PORTRAIT_BELOW);
  const l1 = !(ratios[at + 1] < PORTRAIT_BELOW);
  const l2 = window < 3 || !(ratios[at + 2] < PORTRAIT_BELOW);
  let mask = 1 << GROUP_1;
  if (limit >= 2) {
    if (!l0 && !l1 && !l2) mask |= 1 << GROUP_2H;
    if (l0 || l1 || (limit < 3 && l2)) mask |= 1 << GROUP_2V;
  }
  if (limit >= 3) {
    if (l0) mask |= 1 << GROUP_3T;
    if (l2) mask |= 1 << GROUP_3B;
    if ((l0 && l1) || (l0 && l2) || (l1 && l2)) mask |= 1 << GROUP_3V;
  }
  return mask;
}

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

/** What `choose` in group_choice.rs does with a candidate turned down, as a function of its own. */
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

const FIRST_IN_A_ROW = (1 << GROUP_2H) | (1 << GROUP_3B) | (1 << GROUP_3L) | (1 << GROUP_3H);

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

const SEAT_TURNS = 60;

function packed(types: number): number {
  return (types & 0x1f) | ((types >> 3) & 0x20);
}

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

export interface Chooser {
  choice: GroupChoice;
  window: number;
  kept: Uint8Array;
  counts: number;
  turnedDown: number;
}

/** `GroupChoice::prepare` in group_choice.rs. */
export function prepareChoice(choice: GroupChoice): Chooser {
  const window = patternWindow(choice);
  const kept = new Uint8Array(16);
  const shapes = new Float64Array(3);
  for (let index = 0; index < 16; index++) {
    for (let place = 0; place < 3; place++) shapes[place] = (index & (1 << place)) !== 0 ? 1 : 0.5;
    kept[index] = packed(keptTypes(choice, shapes, 0, index < 8 ? 2 : 3, window));
  }
  return { choice, window, kept, counts: 0, turnedDown: NONE_TURNED_DOWN };
}

/** `Chooser::choose` in group_choice.rs. */
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
  // One call site per callee keeps the loop within what V8 inlines.
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
  for (let place = Math.max(1, groupTypeSize(type)); place < 3; place++)
    ratios[at + place] = place === 1 ? next1 : next2;
  return type;
}

/** The first item's sides as the last candidate turned down left them (`turnDown`). */
const HELD_FIRST = new Float64Array(2);

export function sameInSeat(chooser: Chooser, lastSeat: number, seat: number): boolean {
  for (let count = 1; count <= 6; count++) {
    if ((chooser.counts & (1 << count)) !== 0 && lastSeat % count !== seat % count) return false;
  }
  return true;
}

function arrangedAtWidth(ratio: number, firstWidth: number): number {
  return firstWidth / ratio >= 1 ? ratio : firstWidth;
}

export function arrangedAtHeight(ratio: number, firstHeight: number): number {
  return firstHeight * ratio >= 1 ? ratio : 1 / firstHeight;
}

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
