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

/** A layout's constants for its groups, and what the group being formed was measured at. */
export interface Draft {
  params: ParsedParams;
  sizes: Float64Array;
  /** The index of `sizes`' first item in the whole layout. */
  firstIndex: number;
  /** The height groups are chosen and measured at, and the target item size behind it. */
  measure: number;
  rowsTarget: number;
  spacing: number;
  info: number;
  /** The text room groups are measured with (none in strips of a fixed number of groups across a horizontal gallery). */
  measureInfo: number;
  scroll: boolean;
  perRow: number;
  /** A horizontal gallery's one strip (its groups' ratios decide nothing). */
  oneStrip: boolean;
  repeats: boolean;
  /** The side under which a group sized at the target is sized again (group-sizes.ts). */
  floor: number;
  /** The items' ratios as shown (the group choice may have reshaped some). */
  ratios: Float64Array;
  /** The ratios the group's places show. */
  shown: Float64Array;
  /** Its items' sides at the target (six), when `cut` or `singleSized`. */
  atTarget: Float64Array;
  /** Its sides as measured in a vertical strip's order (`verticalWidth`). */
  sides: Float64Array;
  /** Scratch for six sizes; holds the group choice's measure of the chosen group. */
  inner: Float64Array;
  /** The group choice's width of the chosen group at the target, when more than one item. */
  measured: Float64Array;
  /** The shapes the places show before the measure at the target may reshape them. */
  own0: number;
  own1: number;
  own2: number;
  singleSized: boolean;
  cut: boolean;
  /** The group's width measured in a vertical strip's order, else NaN. */
  inOrder: number;
  /** The group's width once sized at the target, else NaN. */
  widthAtTarget: number;
  /** The ratio the group adds to its strip. */
  ratio: number;
  /** The first item's ratio before its group's choice (set before `measureGroup`). */
  firstRatio: number;
}

/**
 * Whether `shapesMeasuredAt` surely leaves the shape of a group of `type` showing `shown` as it is
 * when measured `height` tall: it changes only sides under a pixel, and a single item is
 * (height - spacing) * ratio + spacing wide, less the spacing; a product of 2 px or more leaves a
 * width of at least a pixel (or exactly 0 where the spacing swallows it), whatever the rounding.
 */
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

/**
 * The outer width at the target (`measure`) of a group of `type` of a vertical strip, in the
 * reference's order where it was observed (group-sizes.ts), else NaN: a single item from the ratio
 * it shows, a larger group from its items' cut sides (`cut`, null when they have none), copied to
 * `sides`.
 */
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

/**
 * The ratio a group adds to a strip whose height follows from its groups (a vertical strip or one
 * of a fixed number of groups), `width` measured at `measure`: where the target item size leaves
 * its items sides under a pixel (they show other shapes) or is not positive, the group is measured
 * from its own shapes at the target item size itself, whatever its sign (observed: the strip is
 * then as tall as the gallery width over the sum of those widths over the target; in a horizontal
 * gallery that can be a negative height).
 */
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
 * Measures the group of `type` from `item` (`taken` items its own, the places past them show
 * stand-ins like its last) at the target: the shapes its places show (`shown`), its sides there
 * and its ratio in the strip, into `d`. `d.firstRatio` is the item's ratio before its choice,
 * `turnedDown` the candidates the choice turned down (turned-down.ts).
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
  // The places past the items the group takes show stand-ins shaped like its last item.
  const ratios = d.ratios;
  for (let place = 0; place < 3; place++) shown[place] = ratios[item + fmin(place, taken - 1)];
  // A single item of a horizontal strip shows the ratio it has once sized to the target
  // (strips of a fixed number of groups and larger groups size theirs otherwise: not yet
  // observed).
  // Its sides at the target go to `atTarget`, NaN when it has none.
  atTarget[0] = NaN;
  // One the group choice reshaped keeps its new shape (observed).
  // (`firstRatio` is the item's `itemRatio`: only the choice of the group that holds an item
  // reshapes it, and a strip that closes puts back what its choice reshaped.)
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
  // Groups are measured at the target item size, where a wide spacing (or a gallery spacing over
  // half of it) leaves items negative sides, which change the shapes they show (observed in
  // horizontal and vertical strips).
  const own0 = shown[0];
  const own1 = shown[1];
  const own2 = shown[2];
  d.own0 = own0;
  d.own1 = own1;
  d.own2 = own2;
  // The choice measured a group of more than one item so already, when at the same height.
  const choiceMeasured = !d.repeats && type !== GROUP_1 && info === 0 && measure === rowsTarget;
  const keeps =
    keepsShape(type, shown, rowsTarget, spacing) ||
    (choiceMeasured && noSideUnderPixel(type, inner));
  if (!keeps) shapesMeasuredAt(type, shown, 0, rowsTarget, spacing, inner, choiceMeasured);
  // The groups of a horizontal strip whose order of operations was observed are sized as the
  // reference sizes them, from their items' sides (group-sizes.ts).
  // A single item keeps its sides at the target and is sized from them to the strip (observed:
  // a width that lands on half a pixel rounds as that product leaves it).
  const singleSized =
    type === GROUP_1 && info === 0 && shown[0] === own0 && sidesAtTarget(atTarget[0], atTarget[1]);
  d.singleSized = singleSized;
  // Groups with room for text are sized at the target without it, then in the strip at the
  // height the text leaves (observed in horizontal galleries, strips of a fixed number of groups
  // too).
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
  // A group measured in order is sized at the target once it is known to join the strip
  // (`holdGroup`).
  let widthAtTarget = NaN;
  if (cut && Number.isNaN(inOrder))
    widthAtTarget = sizedAtTarget(type, atTarget, measure, spacing, d.floor, NaN);
  d.widthAtTarget = widthAtTarget;
  // A group sized in order measures the width its products leave (observed in strips of a fixed
  // number of groups, whose height follows from it; vertical strips: verticalWidth).
  let width: number;
  if (!Number.isNaN(inOrder)) width = inOrder;
  else if (!Number.isNaN(widthAtTarget)) width = widthAtTarget;
  else if (!d.repeats && type !== GROUP_1) width = d.measured[0];
  // Nothing reads the width of a group of the one strip of a horizontal gallery.
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

/**
 * The width at the target of the group `measureGroup` measured in a vertical strip's order (of
 * `type`), sized there once it joins the strip, into `d.widthAtTarget`; its sides go to `d.atTarget`.
 */
export function sizedInStrip(d: Draft, type: number): void {
  // A stack measured in order is sized at the target as it was measured (`verticalWidth`).
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

/**
 * The ratio a single item of a strip whose height follows from its groups shows once sized to the
 * strip (rows.ts), into `d.shown[0]`: its sides scaled to the target (`ratioSizedTo`).
 */
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
