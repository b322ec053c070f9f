// Twin of crates/layout/src/group_measure.rs (the rules are explained there).
//
// The measure is a function of its own, called once per group: V8 inlines its callees within its
// own budget, and what it works out (fractions among it) goes through the `Draft` rather than as
// arguments and results, which V8 would allocate a number for at every call. plain_group.rs has
// no twin: its per-type copies of the measure are for the wasm build's speed.

import { dimension, positive } from './frame.ts';
import { GROUP_1, groupTypeSize, shapesMeasuredAt, stacks, widthForHeight } from './group-types.ts';
import {
  measuredInVerticalOrder,
  singleOuterWidth,
  sizedAtTarget,
  sizedInOrder,
  verticalStripWidth,
} from './group-sizes.ts';
import { cutGroupSides, ratioSizedTo, sidesAtTarget } from './item-sides.ts';
import { fmin } from './js-math.ts';
import type { ParsedParams } from './params.ts';
import { singleRatioSizedTo } from './turned-down.ts';

/** `GroupMeasure` of group_measure.rs, and what `measure` works out for the group being formed. */
export interface Draft {
  params: ParsedParams;
  sizes: Float64Array;
  firstIndex: number;
  measure: number;
  rowsTarget: number;
  spacing: number;
  info: number;
  measureInfo: number;
  scroll: boolean;
  perRow: number;
  oneStrip: boolean;
  repeats: boolean;
  floor: number;
  ratios: Float64Array;
  shown: Float64Array;
  atTarget: Float64Array;
  /** `vertical_sides` of `measure`. */
  sides: Float64Array;
  /** Scratch for six sizes; holds the group choice's measure of the chosen group. */
  inner: Float64Array;
  /** The group choice's width of the chosen group at the target, when more than one item. */
  measured: Float64Array;
  /** `own_shapes` of `measure`. */
  own0: number;
  own1: number;
  own2: number;
  singleSized: boolean;
  cut: boolean;
  /** `in_order` of `measure`, NaN for None. */
  inOrder: number;
  /** `width_at_target` of `measure`, NaN for None. */
  widthAtTarget: number;
  ratio: number;
  /** The first item's ratio before its group's choice (set before `measureGroup`). */
  firstRatio: number;
}

function keepsShape(type: number, shown: Float64Array, height: number, spacing: number): boolean {
  return type === GROUP_1 && spacing >= 0 && (height - spacing) * shown[0] >= 2;
}

/**
 * Whether the sizes a group's items were measured at (`inner`) leave none a side under a pixel:
 * `shapesMeasuredAt` then changes no shape.
 */
function noSideUnderPixel(type: number, inner: Float64Array): boolean {
  for (let k = 2 * groupTypeSize(type) - 1; k >= 0; k--) if (inner[k] < 1) return false;
  return true;
}

function verticalWidth(
  type: number,
  shown: Float64Array,
  cut: Float64Array | null,
  measure: number,
  spacing: number,
  sides: Float64Array,
): number {
  let width: number;
  if (type === GROUP_1) width = singleOuterWidth(shown[0], measure, spacing);
  else {
    if (cut === null || !measuredInVerticalOrder(type)) return NaN;
    copySix(cut, sides, 0);
    width = verticalStripWidth(type, sides, measure, spacing);
  }
  return Number.isFinite(width) && width > 0 ? width : NaN;
}

/** Copies a group's six sides from `from` into `to` at `at` (`set` is a call into V8 for six numbers). */
export function copySix(from: Float64Array, to: Float64Array, at: number): void {
  for (let i = 0; i < 6; i++) to[at + i] = from[i];
}

const OWN_SHAPES = new Float64Array(3);

function stripRatioAtTarget(
  type: number,
  shown: Float64Array,
  own0: number,
  own1: number,
  own2: number,
  width: number,
  measure: number,
  rowsTarget: number,
  spacing: number,
): number {
  const reshaped = shown[0] !== own0 || shown[1] !== own1 || shown[2] !== own2;
  if (!reshaped && positive(rowsTarget)) return width / measure;
  OWN_SHAPES[0] = own0;
  OWN_SHAPES[1] = own1;
  OWN_SHAPES[2] = own2;
  return widthForHeight(type, OWN_SHAPES, 0, rowsTarget, spacing, 0) / rowsTarget;
}

/**
 * A `Draft` for a layout of `sizes` to fill in, its numbers all NaN: V8 keeps a field that first
 * held a whole number as one, and changes the field (and throws away the code that reads it)
 * when a later layout stores a fraction there, a cost a process that lays out several galleries
 * pays again and again.
 */
export function emptyDraft(
  params: ParsedParams,
  sizes: Float64Array,
  ratios: Float64Array,
  inner: Float64Array,
  measured: Float64Array,
): Draft {
  return {
    params,
    sizes,
    firstIndex: 0,
    measure: NaN,
    rowsTarget: NaN,
    spacing: NaN,
    info: NaN,
    measureInfo: NaN,
    scroll: false,
    perRow: 0,
    oneStrip: false,
    repeats: false,
    floor: NaN,
    ratios,
    shown: new Float64Array(3),
    atTarget: new Float64Array(6),
    sides: new Float64Array(6),
    inner,
    measured,
    own0: NaN,
    own1: NaN,
    own2: NaN,
    singleSized: false,
    cut: false,
    inOrder: NaN,
    widthAtTarget: NaN,
    ratio: NaN,
    firstRatio: NaN,
  };
}

/**
 * `GroupMeasure::measure` in group_measure.rs, into `d`; its last steps are `sizedInStrip` and
 * `singleSizedInStrip`, which rows.ts calls once the group joins the strip.
 */
export function measureGroup(
  d: Draft,
  type: number,
  item: number,
  taken: number,
  turnedDown: number,
): void {
  const { params, sizes, measure, rowsTarget, spacing, info, measureInfo, shown, atTarget, inner } =
    d;
  const firstRatio = d.firstRatio;
  const ratios = d.ratios;
  for (let place = 0; place < 3; place++) shown[place] = ratios[item + fmin(place, taken - 1)];
  atTarget[0] = NaN;
  if (d.oneStrip && type === GROUP_1 && shown[0] === firstRatio) {
    shown[0] = singleRatioSizedTo(
      params,
      sizes,
      d.firstIndex,
      item,
      turnedDown,
      measure,
      spacing,
      measure,
      spacing,
      atTarget,
    );
  }
  const own0 = shown[0];
  const own1 = shown[1];
  const own2 = shown[2];
  d.own0 = own0;
  d.own1 = own1;
  d.own2 = own2;
  const choiceMeasured = !d.repeats && type !== GROUP_1 && info === 0 && measure === rowsTarget;
  const keeps =
    keepsShape(type, shown, rowsTarget, spacing) ||
    (choiceMeasured && noSideUnderPixel(type, inner));
  if (!keeps) shapesMeasuredAt(type, shown, 0, rowsTarget, spacing, inner, choiceMeasured);
  const singleSized =
    type === GROUP_1 && info === 0 && shown[0] === own0 && sidesAtTarget(atTarget[0], atTarget[1]);
  d.singleSized = singleSized;
  const cut =
    !singleSized &&
    (info === 0 || d.scroll) &&
    sizedInOrder(type) &&
    shown[0] === own0 &&
    shown[1] === own1 &&
    shown[2] === own2 &&
    cutGroupSides(params, sizes, d.firstIndex, item, taken, type, shown, atTarget);
  d.cut = cut;
  const inOrder =
    !d.scroll && measureInfo === 0
      ? verticalWidth(type, shown, cut ? atTarget : null, measure, spacing, d.sides)
      : NaN;
  d.inOrder = inOrder;
  // (A group measured in order is sized at the target in `sizedInStrip`.)
  let widthAtTarget = NaN;
  if (cut && Number.isNaN(inOrder))
    widthAtTarget = sizedAtTarget(type, atTarget, measure, spacing, d.floor, NaN);
  d.widthAtTarget = widthAtTarget;
  let width: number;
  if (!Number.isNaN(inOrder)) width = inOrder;
  else if (!Number.isNaN(widthAtTarget)) width = widthAtTarget;
  else if (!d.repeats && type !== GROUP_1) width = d.measured[0];
  else if (d.oneStrip) width = NaN;
  else if (stacks(type)) width = widthForHeight(type, shown, 0, measure - measureInfo, spacing, 0);
  else width = widthForHeight(type, shown, 0, measure, spacing, measureInfo);
  let ratio = 0;
  if (!d.oneStrip) {
    ratio =
      d.perRow > 0 || !d.scroll
        ? stripRatioAtTarget(type, shown, own0, own1, own2, width, measure, rowsTarget, spacing)
        : width / measure;
  }
  d.ratio = ratio;
}

/** The end of `measure` for a group measured in order, once it joins the strip (rows.ts). */
export function sizedInStrip(d: Draft, type: number): void {
  const measuredStack = stacks(type);
  if (measuredStack) copySix(d.sides, d.atTarget, 0);
  d.widthAtTarget = sizedAtTarget(
    type,
    d.atTarget,
    d.measure,
    d.spacing,
    d.floor,
    measuredStack ? d.inOrder : NaN,
  );
}

/** The end of `measure` for a single item of a strip whose height follows from its groups. */
export function singleSizedInStrip(d: Draft, item: number): void {
  const sizes = d.sizes;
  d.shown[0] = ratioSizedTo(
    d.params,
    item + d.firstIndex,
    dimension(sizes[2 * item]),
    dimension(sizes[2 * item + 1]),
    d.measure - d.spacing - d.measureInfo,
    0,
  );
}
