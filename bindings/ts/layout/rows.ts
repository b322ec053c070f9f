// Twin of crates/layout/src/rows.rs: rows (strips) layouts, layoutOrientation HORIZONTAL.
//
// Groups of one to three items (group-choice.ts) fill strips one after another. A strip's height
// is the gallery width over the sum of its groups' ratios, each ratio measured at the target
// height; a strip closes when one more group would take its height further from the target.
// Every group of a full strip is then sized to the strip's height and the last group takes what
// is left of the width. The last strip keeps the target height when stretching it to the full
// width would make it taller than 1.5 times the target (spec/002 §9). With horizontal scroll
// there is one strip, as tall as the gallery.

import { cropRatio, dimension, frame, MAX_RATIO, positive } from './columns.ts';
import { ERROR_MAX_LOOPS, ERROR_TARGET_ITEM_SIZE, type LayoutErrorCode } from './error.ts';
import { chooseGroupType, densityWindows, type GroupChoice, prepareChoice } from './group-choice.ts';
import { GROUP_1, GROUP_2H, GROUP_3H, GROUP_TYPE_COUNT, groupTypeSize, innerSizes, placeItems, placeStripGroup, shapesMeasuredAt, widenFirstInRows, widthForHeight } from './group-types.ts';
import { measuredInVerticalOrder, placeSizedGroup, singleOuterWidth, singleWidth, singleWidthAt, sizedAtTarget, sizedInOrder, verticalStripWidth } from './group-sizes.ts';
import { finiteOr, fmax, fmin, jsRound } from './js-math.ts';
import { nearEnd, type Resume, startOfLayout } from './resume.ts';
import { EDGE_SHORT, markLastGroup } from './strip-edge.ts';
import type { ParsedParams } from './params.ts';
import type { LayoutSummary } from './summary.ts';

/** A last strip stays at the target height when stretching would pass this many targets. */
export const LAST_STRIP_STRETCH_LIMIT = 1.5;
/** Layout gives up after this many rounds per item (spec/002 §9 "Layout loop limit"). */
export const MAX_LOOPS_PER_ITEM = 10;
/** The group size when it cannot be computed (spec/002 §8). */
export const FALLBACK_GROUP_SIZE = 3;
/** Groups the open strip has room for before its room doubles. */
const STRIP_ROOM = 32;

/**
 * The ratio an item is shown at: its own, or, when cropping, read back from its sides cut to the
 * crop ratio (the reference's order of operations, whose rounding decides half-pixel ties).
 */
export function itemRatio(params: ParsedParams, idx: number, width: number, height: number): number {
  const own = width / height;
  let ratio = own;
  if (params.cropEnable) {
    const crop = cropRatio(params, idx, own, params.smartCrop);
    ratio = own >= crop ? fmax(height * crop, 1) / height : width / fmax(width / crop, 1);
  }
  return fmin(fmax(ratio, 1 / MAX_RATIO), MAX_RATIO);
}

/**
 * The ratio a single item shows in a horizontal strip: read back from its sides (cut to the crop
 * ratio, as in `itemRatio`) once both are scaled to the width the item takes in a group `outer`
 * tall with `spacing` around it, which is how the reference sizes a group at the target item size
 * before it sizes it to the strip (observed of pro-gallery 5.0.148: what the scaling leaves in
 * the last bit decides which way a width that lands on half a pixel rounds). `itemRatio` where
 * that gives no ratio. The scaled sides are written to `sides` (from 0) when it is given.
 */
export function ratioSizedTo(
  params: ParsedParams,
  idx: number,
  width: number,
  height: number,
  outer: number,
  spacing: number,
  sides?: Float64Array,
): number {
  let w = width;
  let h = height;
  if (params.cropEnable) {
    // A crop that keeps the item's own shape starts from other sides (not yet observed).
    if (!cutToCrop(params, idx, width, height, SIDES, 0)) return itemRatio(params, idx, width, height);
    w = SIDES[0];
    h = SIDES[1];
  }
  const scale = singleWidth(outer, w / h, spacing) / w;
  const ratio = (w * scale) / (h * scale);
  if (!(Number.isFinite(ratio) && ratio > 0)) return itemRatio(params, idx, width, height);
  if (sides) {
    sides[0] = w * scale;
    sides[1] = h * scale;
  }
  return fmin(fmax(ratio, 1 / MAX_RATIO), MAX_RATIO);
}

const SIDES = new Float64Array(2);

/** Whether a single item's sides at the target are positive finite numbers. */
function sidesAtTarget(width: number, height: number): boolean {
  return Number.isFinite(width) && width > 0 && Number.isFinite(height) && height > 0;
}


/** An item's sides cut to its crop ratio, into `out` at `at`; false (nothing written) when the crop keeps its own shape. */
function cutToCrop(params: ParsedParams, idx: number, width: number, height: number, out: Float64Array, at: number): boolean {
  const own = width / height;
  const crop = cropRatio(params, idx, own, params.smartCrop);
  if (own > crop) {
    out[at] = fmax(height * crop, 1);
    out[at + 1] = height;
  } else if (own < crop) {
    out[at] = width;
    out[at + 1] = fmax(width / crop, 1);
  } else {
    return false;
  }
  return true;
}

/**
 * An item's sides cut to its crop ratio (uncut when not cropping or when the crop keeps its
 * shape), as the reference keeps them before it sizes the item (see `itemRatio`); into `out` at
 * `at`.
 */
export function cutSides(params: ParsedParams, idx: number, width: number, height: number, out: Float64Array, at: number): void {
  if (params.cropEnable && cutToCrop(params, idx, width, height, out, at)) return;
  out[at] = width;
  out[at + 1] = height;
}

/**
 * The cut sides (`cutSides`) of the places of a group of `type` from item `item` (`taken` of them
 * its own, the rest stand-ins like its last), into `out`; false when a place has no item or shows
 * another shape than its sides (a shape the group choice changed).
 */
function cutGroupSides(params: ParsedParams, sizes: Float64Array, firstIdx: number, item: number, taken: number, type: number, shown: Float64Array, out: Float64Array): boolean {
  const count = sizes.length >> 1;
  const size = groupTypeSize(type);
  for (let place = 0; place < size; place++) {
    const idx = item + fmin(place, fmax(taken, 1) - 1);
    if (idx >= count) return false;
    cutSides(params, idx + firstIdx, dimension(sizes[2 * idx]), dimension(sizes[2 * idx + 1]), out, 2 * place);
    if (out[2 * place] / out[2 * place + 1] !== shown[place]) return false;
  }
  return true;
}

/** An item's own width-to-height ratio, held like the ratios it is shown at. */
export function ownRatio(sizes: Float64Array, idx: number): number {
  return fmin(fmax(dimension(sizes[2 * idx]) / dimension(sizes[2 * idx + 1]), 1 / MAX_RATIO), MAX_RATIO);
}

/** The most items per group: the group size, 1 to 3 (3 when it is not a number, spec/002 §8). */
function maxGroupSize(params: ParsedParams): number {
  const size = Number.isFinite(params.groupSize) ? params.groupSize : FALLBACK_GROUP_SIZE;
  return fmax(1, fmin(3, Math.floor(size)));
}

/**
 * How many items a group of repeating type `type` moves on by: its size, but no more than the
 * group size. The places past that show the items after it, which later groups place again (the
 * later placement stands), as pro-gallery does.
 */
export function repeatingAdvance(params: ParsedParams, type: number): number {
  const size = Number.isFinite(params.groupSize) ? params.groupSize : FALLBACK_GROUP_SIZE;
  return fmin(groupTypeSize(type), fmax(1, Math.floor(size)));
}

/**
 * The side under which a group sized at the target item size is sized again (group-sizes.ts):
 * the minimum item size, except for repeating group types, which the reference sizes once
 * (observed: 2h, 3v and 3r with sides far under the minimum are not sized again).
 */
function resizeFloor(params: ParsedParams): number {
  return params.repeatingGroupTypes.length === 0 ? params.minItemSize : -Infinity;
}

/** Whether a group of `type` stacks items (every type but a single item and a row). */
function stacks(type: number): boolean {
  return type !== GROUP_1 && type !== GROUP_2H && type !== GROUP_3H;
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
 * The outer width at the target (`measure`) of a group of `type` of a vertical strip, in the
 * reference's order where it was observed (group-sizes.ts), else NaN: a single item from the ratio
 * it shows, a larger group from its items' cut sides (`cut`, null when they have none), copied to
 * `sides`.
 */
function verticalWidth(type: number, shown: Float64Array, cut: Float64Array | null, measure: number, spacing: number, sides: Float64Array): number {
  let width: number;
  if (type === GROUP_1) width = singleWidthAt(shown[0], measure, spacing);
  else {
    if (cut === null || !measuredInVerticalOrder(type)) return NaN;
    sides.set(cut);
    width = verticalStripWidth(type, sides, measure, spacing);
  }
  return Number.isFinite(width) && width > 0 ? width : NaN;
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
function stripRatioAtTarget(type: number, shown: Float64Array, own0: number, own1: number, own2: number, width: number, measure: number, rowsTarget: number, spacing: number): number {
  const reshaped = shown[0] !== own0 || shown[1] !== own1 || shown[2] !== own2;
  if (!reshaped && positive(rowsTarget)) return width / measure;
  OWN_SHAPES[0] = own0;
  OWN_SHAPES[1] = own1;
  OWN_SHAPES[2] = own2;
  return widthForHeight(type, OWN_SHAPES, 0, rowsTarget, spacing, 0) / rowsTarget;
}

/** A repeating group type code, or a single item for anything that is not one. */
export function repeatingType(code: number): number {
  return code >= 0 && code < GROUP_TYPE_COUNT && Math.floor(code) === code ? code : GROUP_1;
}

/**
 * A rows layout's strips: what placing one reads, and the open strip's groups, from 0, emptied
 * as each strip is placed (room per item would cost a large allocation per layout). Module-level
 * functions take it rather than closures, whose identity changes with every layout and makes
 * V8 throw away the loop's optimised code (twin of `Strips` in rows.rs).
 */
interface Strips {
  galleryWidth: number;
  target: number;
  spacing: number;
  scroll: boolean;
  perRow: number;
  info: number;
  widest: number;
  inner: Float64Array;
  rects: Float64Array;
  /** Per item, whether it reaches the right edge (strip-edge.ts), when scatter needs it. */
  edges: Uint8Array;
  groupType: Uint8Array;
  groupFirst: Uint32Array;
  groupRatio: Float64Array;
  /** The ratios each group's places show, three per group. */
  groupShown: Float64Array;
  /** Per group, its items' sides sized at the target item size (group-sizes.ts), six per group, when `groupSized` says it has them. */
  groupAtTarget: Float64Array;
  groupSized: Uint8Array;
  scratch: Float64Array;
}

/** Lays out `sizes` (width, height pairs) in rows into `rects` (left, top, width, height). */
export function computeRowsLayout(sizes: Float64Array, params: ParsedParams, rects: Float64Array): LayoutSummary | LayoutErrorCode {
  return resumeRowsLayout(sizes, params, rects, NO_EDGES, startOfLayout(), startOfLayout());
}

const NO_EDGES = new Uint8Array(0);

/**
 * Lays out in rows the items from `start.item` on (`sizes`, `rects`) from the position `start`,
 * noting in `resume` where an append would resume (append.ts). `edges`, one per item or empty,
 * notes which items reach the right edge of a vertical gallery (strip-edge.ts).
 */
export function resumeRowsLayout(
  sizes: Float64Array,
  params: ParsedParams,
  rects: Float64Array,
  edges: Uint8Array,
  start: Resume,
  resume: Resume,
): LayoutSummary | LayoutErrorCode {
  const framed = frame(params);
  if (typeof framed === 'number') return framed;
  const { galleryWidth, dimensionFix } = framed;
  if (!positive(params.targetItemSize)) return ERROR_TARGET_ITEM_SIZE;
  const spacing = params.itemSpacing;
  const scroll = params.horizontalScroll;
  // The strip of a horizontal gallery: the container's height widened by the spacing, as the
  // gallery frame widens its width.
  const galleryHeight = Math.floor(params.containerHeight + dimensionFix) + dimensionFix;
  const rowsTarget = Math.floor(params.targetItemSize) + Math.ceil(2 * dimensionFix);
  const target = scroll ? galleryHeight : rowsTarget;
  if (!positive(target)) return ERROR_TARGET_ITEM_SIZE;
  // Groups are chosen and measured at the target item size, in a horizontal gallery too
  // (observed): strips of a fixed number of groups there stack down at the widths those give.
  const measure = positive(rowsTarget) ? rowsTarget : target;

  const count = sizes.length >> 1;
  // Three spare ratios so a group at the end can read past the last item: landscape for the
  // choice of group types.
  const ratios = new Float64Array(count + 3).fill(1);
  for (let i = 0; i < count; i++) ratios[i] = itemRatio(params, i + start.item, dimension(sizes[2 * i]), dimension(sizes[2 * i + 1]));
  // The items' own shapes, uncropped, decide landscape or portrait.
  let shapes = ratios;
  if (params.cropEnable) {
    shapes = new Float64Array(count + 3).fill(1);
    for (let i = 0; i < count; i++) shapes[i] = ownRatio(sizes, i);
  }
  const choice: GroupChoice = {
    allowed: params.allowedGroupTypes,
    density: params.collageDensity,
    maxSize: maxGroupSize(params),
    minItemSize: params.minItemSize,
    spacing,
    targetHeight: measure,
    info: params.externalInfoHeight,
    windows: densityWindows(params.collageDensity),
    byOrientation: params.groupByOrientation,
  };
  const chooser = prepareChoice(choice);
  const info = params.externalInfoHeight;
  const inner = new Float64Array(6);
  const measured = new Float64Array(1);
  const strips: Strips = {
    galleryWidth,
    target,
    spacing,
    scroll,
    perRow: params.groupsPerRow,
    info,
    widest: start.widest,
    inner,
    rects,
    edges: scroll ? NO_EDGES : edges,
    groupType: new Uint8Array(STRIP_ROOM),
    groupFirst: new Uint32Array(STRIP_ROOM),
    groupRatio: new Float64Array(STRIP_ROOM),
    groupShown: new Float64Array(3 * STRIP_ROOM),
    groupAtTarget: new Float64Array(6 * STRIP_ROOM),
    groupSized: new Uint8Array(STRIP_ROOM),
    scratch: new Float64Array(6),
  };
  const shown = new Float64Array(3);
  const atTarget = new Float64Array(6);
  const sides = new Float64Array(6);
  const repeating = params.repeatingGroupTypes;
  const perRow = params.groupsPerRow;

  let groups = 0;
  let stripFirstGroup = 0;
  let stripNumber = start.strip;
  let stripRatio = 0;
  // The open strip's height, the gallery width over its ratio (read once it holds a group).
  let stripHeight = galleryWidth / stripRatio;
  let top = start.top;
  let loops = MAX_LOOPS_PER_ITEM * count;
  let item = 0;
  while (item < count) {
    if (loops-- <= 0) return ERROR_MAX_LOOPS;
    const inStrip = groups - stripFirstGroup;
    if (!resume.settled) {
      if (inStrip === 0) {
        resume.item = item + start.item;
        resume.group = groups + start.group;
        resume.strip = stripNumber;
        resume.top = top;
        resume.widest = strips.widest;
      }
      resume.settled = nearEnd(item, count);
    }
    // The choice can reshape the group's first item (group-choice.ts), not when it moves on to the
    // next strip, where it is chosen again (observed).
    const firstRatio = ratios[item];
    let type: number;
    if (repeating.length > 0) {
      // Past the last item, stand-ins fill the group (as the reference fills it).
      type = repeatingType(repeating[(groups + start.group) % repeating.length]);
    } else {
      type = chooseGroupType(chooser, ratios, shapes, item, count - item, stripNumber + inStrip + 1, inner, measured);
    }
    // The group's width at the target height, when the choice measured it.
    // The places past the items the group takes show stand-ins shaped like its last item.
    const taken = repeating.length === 0 ? 3 : fmin(repeatingAdvance(params, type), count - item);
    for (let place = 0; place < 3; place++) shown[place] = ratios[item + fmin(place, taken - 1)];
    // A single item of a horizontal strip shows the ratio it has once sized to the target
    // (strips of a fixed number of groups and larger groups size theirs otherwise: not yet
    // observed).
    // Its sides at the target go to `atTarget`, NaN when it has none.
    atTarget[0] = NaN;
    if (scroll && perRow === 0 && type === GROUP_1) {
      shown[0] = ratioSizedTo(params, item + start.item, dimension(sizes[2 * item]), dimension(sizes[2 * item + 1]), measure - info, spacing, atTarget);
    }
    // Groups are measured at the target item size, where a wide spacing (or a gallery spacing over
    // half of it) leaves items negative sides, which change the shapes they show (observed in
    // horizontal and vertical strips).
    const own0 = shown[0];
    const own1 = shown[1];
    const own2 = shown[2];
    if (!keepsShape(type, shown, rowsTarget, spacing)) shapesMeasuredAt(type, shown, 0, rowsTarget, spacing, inner);
    // The groups of a horizontal strip whose order of operations was observed are sized as the
    // reference sizes them, from their items' sides (group-sizes.ts).
    // A single item keeps its sides at the target and is sized from them to the strip (observed:
    // a width that lands on half a pixel rounds as that product leaves it).
    const singleSized = type === GROUP_1 && info === 0 && shown[0] === own0 && sidesAtTarget(atTarget[0], atTarget[1]);
    // Groups with room for text are sized at the target without it, then in the strip at the
    // height the text leaves (observed in horizontal strips).
    const cut =
      !singleSized &&
      (info === 0 || (scroll && perRow === 0)) &&
      sizedInOrder(type) &&
      shown[0] === own0 &&
      shown[1] === own1 &&
      shown[2] === own2 &&
      cutGroupSides(params, sizes, start.item, item, taken, type, shown, atTarget);
    // Strips of a fixed number of groups across a horizontal gallery measure without text room.
    const measureInfo = scroll && perRow > 0 ? 0 : info;
    const inOrder = !scroll && measureInfo === 0 ? verticalWidth(type, shown, cut ? atTarget : null, measure, spacing, sides) : NaN;
    // A group measured in order is sized at the target once it is known to join the strip.
    const floor = resizeFloor(params);
    let widthAtTarget = NaN;
    if (cut && Number.isNaN(inOrder)) widthAtTarget = sizedAtTarget(type, atTarget, shown, measure, spacing, floor);
    // A group sized in order measures the width its products leave (observed in strips of a fixed
    // number of groups, whose height follows from it; vertical strips: verticalWidth).
    let width: number;
    if (!Number.isNaN(inOrder)) width = inOrder;
    else if (!Number.isNaN(widthAtTarget)) width = widthAtTarget;
    else if (repeating.length === 0 && type !== GROUP_1) width = measured[0];
    else if (stacks(type)) width = widthForHeight(type, shown, 0, measure - measureInfo, spacing, 0);
    else width = widthForHeight(type, shown, 0, measure, spacing, measureInfo);
    const ratio = perRow > 0 || !scroll ? stripRatioAtTarget(type, shown, own0, own1, own2, width, measure, rowsTarget, spacing) : width / measure;
    const nextHeight = galleryWidth / (stripRatio + ratio);
    const full = perRow > 0 ? inStrip >= perRow : !scroll && closesStrip(strips, stripHeight, nextHeight);
    if (inStrip > 0 && full) {
      ratios[item] = firstRatio;
      top += placeStrip(strips, inStrip, false, top);
      stripFirstGroup = groups;
      stripNumber++;
      stripRatio = 0;
      continue;
    }
    if (cut && !Number.isNaN(inOrder)) widthAtTarget = sizedAtTarget(type, atTarget, shown, measure, spacing, floor);
    const sized = singleSized || !Number.isNaN(widthAtTarget);
    // A single item of a strip whose height follows from its groups is measured at its own ratio,
    // then sized to the strip at the ratio its sides keep once scaled to the target (observed: the
    // strip's height is the gallery width over the sum of the measured ratios; each group is that
    // height times the sized ratio wide). One the group choice reshaped keeps its new shape.
    if (!(scroll && perRow === 0) && type === GROUP_1 && shown[0] === own0) {
      const w = dimension(sizes[2 * item]);
      const h = dimension(sizes[2 * item + 1]);
      if (shown[0] === itemRatio(params, item + start.item, w, h)) {
        shown[0] = ratioSizedTo(params, item + start.item, w, h, measure - spacing - measureInfo, 0);
      }
    }
    if (inStrip === strips.groupType.length) growStrip(strips);
    strips.groupShown[3 * inStrip] = shown[0];
    strips.groupShown[3 * inStrip + 1] = shown[1];
    strips.groupShown[3 * inStrip + 2] = shown[2];
    strips.groupSized[inStrip] = sized ? 1 : 0;
    if (sized) strips.groupAtTarget.set(atTarget, 6 * inStrip);
    strips.groupType[inStrip] = type;
    strips.groupFirst[inStrip] = item;
    strips.groupRatio[inStrip] = ratio;
    groups++;
    stripRatio += ratio;
    stripHeight = nextHeight;
    item += repeating.length > 0 ? repeatingAdvance(params, type) : groupTypeSize(type);
  }
  if (groups > stripFirstGroup) top += placeStrip(strips, groups - stripFirstGroup, true, top);

  const shift = params.gallerySpacing;
  for (let i = 0; i < rects.length; i += 4) {
    rects[i] = finiteOr(rects[i] + shift, 0);
    rects[i + 1] = finiteOr(rects[i + 1] + shift, 0);
    rects[i + 2] = finiteOr(rects[i + 2], 0);
    rects[i + 3] = finiteOr(rects[i + 3], 0);
  }
  const height = count + start.item === 0 ? 0 : fmax(top - dimensionFix * 2, 0);
  return {
    width: finiteOr((scroll ? strips.widest : galleryWidth) - dimensionFix * 2, 0),
    height: finiteOr(height, 0),
    columns: 0,
  };
}

/** A copy of `from` with room for `length` values. */
function widened<T extends Uint8Array | Uint32Array | Float64Array>(from: T, length: number): T {
  const to = new (from.constructor as new (length: number) => T)(length);
  to.set(from);
  return to;
}

/** Doubles the room for the open strip's groups (a horizontal gallery is one long strip). */
function growStrip(strips: Strips): void {
  const room = 2 * strips.groupType.length;
  strips.groupType = widened(strips.groupType, room);
  strips.groupFirst = widened(strips.groupFirst, room);
  strips.groupRatio = widened(strips.groupRatio, room);
  strips.groupShown = widened(strips.groupShown, 3 * room);
  strips.groupSized = widened(strips.groupSized, room);
  strips.groupAtTarget = widened(strips.groupAtTarget, 6 * room);
}

/**
 * Whether a group that makes a strip `nextHeight` tall instead of `height` takes its height
 * further from the target.
 */
function closesStrip(strips: Strips, height: number, nextHeight: number): boolean {
  return Math.abs(strips.target - nextHeight) > Math.abs(strips.target - height);
}

/**
 * Sizes and places the open strip's `to` groups as one strip at `top`; returns the strip's
 * height.
 */
function placeStrip(strips: Strips, to: number, last: boolean, top: number): number {
  const { galleryWidth, target, spacing, scroll, perRow, inner, rects, groupType, groupFirst, groupRatio, groupShown } = strips;
  // Strips of a fixed number of groups across a horizontal gallery keep no room for text, but
  // the last, as tall as the gallery (observed).
  const info = scroll && perRow > 0 && !last ? 0 : strips.info;
  let ratio = 0;
  for (let g = 0; g < to; g++) ratio += groupRatio[g];
  let height = scroll && perRow === 0 ? target : galleryWidth / ratio;
  let stretched: boolean;
  if (perRow > 0) {
    // A fixed number of groups per strip: every strip spans the width, except that the last
    // strip of a horizontal gallery keeps the gallery's height.
    stretched = !(scroll && last);
  } else {
    stretched = !scroll && !(last && height > LAST_STRIP_STRETCH_LIMIT * target);
  }
  if (!stretched) height = target;
  const stripHeight = height;
  let left = 0;
  for (let g = 0; g < to; g++) {
    const type = groupType[g];
    const first = groupFirst[g];
    // A group that stacks items keeps the room for text once, under it (observed).
    const groupHeight = stacks(type) ? height - info : height;
    const groupInfo = stacks(type) ? 0 : info;
    const at = 3 * g;
    // A strip of a fixed number of groups takes no leftover width in a horizontal gallery
    // (observed); in a vertical one it does.
    const takesLeftover = stretched && (perRow === 0 || !scroll) && g === to - 1;
    // A single item is as wide as a stack of one; in a horizontal strip it keeps the room for text
    // under it (not yet observed elsewhere).
    const natural =
      strips.groupSized[g] === 1 && strips.edges.length === 0
        ? NaN // not needed: a group sized in order places itself
        : type === GROUP_1 && (groupInfo === 0 || (scroll && perRow === 0))
          ? singleOuterWidth(groupShown[at], groupHeight - groupInfo, spacing)
          : widthForHeight(type, groupShown, at, groupHeight, spacing, groupInfo);
    if (strips.edges.length > 0) markEdges(strips, g, natural, groupHeight, groupInfo, takesLeftover, ratio * stripHeight - left, left);
    if (strips.groupSized[g] === 1) {
      const fill = takesLeftover ? galleryWidth - left : NaN;
      // A row's items keep the room for text under their media (observed: 2h).
      left += placeSizedGroup(type, strips.groupAtTarget, 6 * g, groupShown, at, groupHeight - groupInfo, spacing, left, top, rects, first, strips.scratch, fill);
      continue;
    }
    const roundHeight = jsRound(groupHeight);
    let width: number;
    if (takesLeftover) {
      // The last group keeps the strip's height and takes what is left of the width.
      width = galleryWidth - left;
      innerSizes(type, groupShown, at, natural, groupHeight, spacing, groupInfo, inner);
      widenFirstInRows(type, inner, width - natural);
    } else if (type === GROUP_1) {
      // A single item fills its rounded box; the items of a larger group share its exact size.
      width = jsRound(natural);
      innerSizes(type, groupShown, at, width, roundHeight, spacing, groupInfo, inner);
    } else {
      width = jsRound(natural);
      innerSizes(type, groupShown, at, natural, groupHeight, spacing, groupInfo, inner);
    }
    if (type === GROUP_1) placeItems(type, inner, left, top, spacing, groupInfo, rects, first);
    else placeStripGroup(type, inner, takesLeftover ? width : natural, groupHeight, left, top, spacing, rects, first, groupInfo);
    left += width;
  }
  strips.widest = fmax(strips.widest, left);
  return height;
}

/**
 * Notes which items of group `g` of a vertical strip reach the right edge: only items of a last
 * group that takes the width left over can, `exact` wide from `left` (strip-edge.ts).
 */
function markEdges(strips: Strips, g: number, natural: number, height: number, info: number, last: boolean, exact: number, left: number): void {
  const first = strips.groupFirst[g];
  const type = strips.groupType[g];
  const end = fmin(first + groupTypeSize(type), strips.edges.length);
  for (let i = first; i < end; i++) strips.edges[i] = EDGE_SHORT;
  if (!last) return;
  const group = { type, shown: strips.groupShown, at: 3 * g, natural, height, info };
  markLastGroup(group, exact, left, strips.spacing, strips.galleryWidth, strips.inner, strips.edges, first);
}
