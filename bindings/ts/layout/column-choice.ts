// Twin of crates/layout/src/column_choice.rs (the rules are explained there).

import { arrangedAtHeight } from './group-choice.ts';
import { PORTRAIT_BELOW } from './orientation.ts';
import {
  GROUP_1,
  GROUP_2H,
  GROUP_3H,
  GROUP_3L,
  GROUP_3R,
  GROUP_TYPE_COUNT,
  groupTypeSize,
  heightForWidth,
  heldSides,
  innerSizes,
  measuredShape,
  sizedByHeight,
} from './group-types.ts';

const CHOOSABLE =
  (1 << GROUP_1) | (1 << GROUP_2H) | (1 << GROUP_3L) | (1 << GROUP_3R) | (1 << GROUP_3H);

export interface ColumnChoice {
  allowed: number;
  density: number;
  maxSize: number;
  minItemSize: number;
  spacing: number;
  columnWidth: number;
  windows: Float64Array;
  byOrientation: boolean;
}

function unorderedTypes(limit: number): number {
  let mask = 1 << GROUP_1;
  if (limit >= 2) mask |= 1 << GROUP_2H;
  if (limit >= 3) mask |= (1 << GROUP_3L) | (1 << GROUP_3R) | (1 << GROUP_3H);
  return mask;
}

function suitingTypes(ratios: Float64Array, at: number, limit: number): number {
  const p0 = ratios[at] < PORTRAIT_BELOW;
  const p1 = ratios[at + 1] < PORTRAIT_BELOW;
  const p2 = ratios[at + 2] < PORTRAIT_BELOW;
  let mask = 1 << GROUP_1;
  const twoLandscapesThenPortrait = limit >= 3 && !p0 && !p1 && p2;
  if (limit >= 2 && !twoLandscapesThenPortrait) mask |= 1 << GROUP_2H;
  if (limit >= 3) {
    if (p0) mask |= 1 << GROUP_3L;
    if (p2) mask |= 1 << GROUP_3R;
    if (Number(p0) + Number(p1) + Number(p2) >= 2) mask |= 1 << GROUP_3H;
  }
  return mask;
}

function largestAllowedSize(allowed: number): number {
  let largest = 1;
  for (let type = 0; type < GROUP_TYPE_COUNT; type++) {
    if ((allowed & (1 << type)) !== 0) largest = Math.max(largest, groupTypeSize(type));
  }
  return largest;
}

function fitsMinimum(
  choice: ColumnChoice,
  type: number,
  ratios: Float64Array,
  at: number,
  inner: Float64Array,
): boolean {
  if (type === GROUP_1) return true;
  const height = heightForWidth(type, ratios, at, choice.columnWidth, choice.spacing);
  innerSizes(type, ratios, at, choice.columnWidth, height, choice.spacing, 0, inner);
  const count = groupTypeSize(type) * 2;
  for (let k = 0; k < count; k++) if (!(inner[k] >= choice.minItemSize)) return false;
  return true;
}

function pick(
  choice: ColumnChoice,
  shapes: Float64Array,
  at: number,
  limit: number,
  seed: number,
): number {
  const suiting = choice.byOrientation ? suitingTypes(shapes, at, limit) : unorderedTypes(limit);
  const possible = suiting & choice.allowed & CHOOSABLE;
  let largest = 1;
  for (let type = 0; type < GROUP_TYPE_COUNT; type++) {
    if ((possible & (1 << type)) !== 0) largest = Math.max(largest, groupTypeSize(type));
  }
  const low = choice.windows[2 * (largest - 1)];
  const high = choice.windows[2 * (largest - 1) + 1];
  let kept = 0;
  let count = 0;
  for (let type = 0; type < GROUP_TYPE_COUNT; type++) {
    const rank = groupTypeSize(type) - 1;
    if ((possible & (1 << type)) !== 0 && rank >= low && rank <= high) {
      kept |= 1 << type;
      count++;
    }
  }
  if (count === 0) return GROUP_1;
  let left = seed % count;
  for (let type = 0; type < GROUP_TYPE_COUNT; type++) {
    if ((kept & (1 << type)) === 0) continue;
    if (left === 0) return type;
    left--;
  }
  return GROUP_1;
}

export function chooseColumnGroup(
  choice: ColumnChoice,
  ratios: Float64Array,
  shapes: Float64Array,
  at: number,
  available: number,
  seed: number,
  inner: Float64Array,
): number {
  let limit = Math.min(choice.maxSize, available, largestAllowedSize(choice.allowed));
  let type = pick(choice, shapes, at, limit, seed);
  const trial = TRIAL;
  trial[0] = ratios[at];
  trial[1] = ratios[at + 1];
  trial[2] = ratios[at + 2];
  while (!fitsMinimum(choice, type, trial, 0, inner)) {
    const firstHeight = keepMeasuredShapes(type, trial, inner);
    limit--;
    type = pick(choice, shapes, at, limit, seed);
    if (type === GROUP_2H) trial[1] = arrangedAtHeight(trial[1], firstHeight);
  }
  for (let place = 0; place < groupTypeSize(type); place++) ratios[at + place] = trial[place];
  return type;
}

/** The candidates' shapes while a group is chosen (room reused by every choice: no array per group). */
const TRIAL = new Float64Array(3);

function keepMeasuredShapes(type: number, trial: Float64Array, inner: Float64Array): number {
  const firstHeight = heldSides(sizedByHeight(type, 0), trial[0], inner[0], inner[1])[1];
  for (let place = 0; place < groupTypeSize(type); place++) {
    trial[place] = measuredShape(
      sizedByHeight(type, place),
      trial[place],
      inner[2 * place],
      inner[2 * place + 1],
    );
  }
  return firstHeight;
}
