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
import { chooseGroupType, densityWindows, type GroupChoice } from './group-choice.ts';
import { GROUP_1, GROUP_2H, GROUP_3H, GROUP_TYPE_COUNT, groupTypeSize, innerSizes, placeItems, placeStripGroup, widenFirstInRows, widthForHeight } from './group-types.ts';
import { finiteOr, fmax, fmin, jsRound } from './js-math.ts';
import { nearEnd, type Resume, startOfLayout } from './resume.ts';
import type { ParsedParams } from './params.ts';
import type { LayoutSummary } from './summary.ts';

/** A last strip stays at the target height when stretching would pass this many targets. */
export const LAST_STRIP_STRETCH_LIMIT = 1.5;
/** Layout gives up after this many rounds per item (spec/002 §9 "Layout loop limit"). */
export const MAX_LOOPS_PER_ITEM = 10;
/** The group size when it cannot be computed (spec/002 §8). */
export const FALLBACK_GROUP_SIZE = 3;

/**
 * The ratio an item is shown at: its own, or, when cropping, read back from its sides cut to the
 * crop ratio (the reference's order of operations, whose rounding decides half-pixel ties).
 */
export function itemRatio(params: ParsedParams, idx: number, width: number, height: number): number {
  const own = width / height;
  let ratio = own;
  if (params.cropEnable) {
    let crop = cropRatio(params, idx, own);
    if (params.smartCrop && own < 1) crop = 1 / crop;
    ratio = own >= crop ? fmax(height * crop, 1) / height : width / fmax(width / crop, 1);
  }
  return fmin(fmax(ratio, 1 / MAX_RATIO), MAX_RATIO);
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

/** Whether a group of `type` stacks items (every type but a single item and a row). */
function stacks(type: number): boolean {
  return type !== GROUP_1 && type !== GROUP_2H && type !== GROUP_3H;
}

/** A repeating group type code, or a single item for anything that is not one. */
export function repeatingType(code: number): number {
  return code >= 0 && code < GROUP_TYPE_COUNT && Math.floor(code) === code ? code : GROUP_1;
}

/** Lays out `sizes` (width, height pairs) in rows into `rects` (left, top, width, height). */
export function computeRowsLayout(sizes: Float64Array, params: ParsedParams, rects: Float64Array): LayoutSummary | LayoutErrorCode {
  return resumeRowsLayout(sizes, params, rects, startOfLayout(), startOfLayout());
}

/**
 * Lays out in rows the items from `start.item` on (`sizes`, `rects`) from the position `start`,
 * noting in `resume` where an append would resume (append.ts).
 */
export function resumeRowsLayout(
  sizes: Float64Array,
  params: ParsedParams,
  rects: Float64Array,
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
  const info = params.externalInfoHeight;
  const inner = new Float64Array(6);
  const measured = new Float64Array(1);
  const groupType = new Uint8Array(count);
  const groupFirst = new Uint32Array(count);
  const groupRatio = new Float64Array(count);
  // The ratios each group's places show, three per group.
  const groupShown = new Float64Array(3 * count).fill(1);
  const shown = new Float64Array(3);
  const repeating = params.repeatingGroupTypes;
  const perRow = params.groupsPerRow;

  let groups = 0;
  let stripFirstGroup = 0;
  let stripNumber = start.strip;
  let stripRatio = 0;
  let top = start.top;
  let widest = start.widest;
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
        resume.widest = widest;
      }
      resume.settled = nearEnd(item, count);
    }
    let type: number;
    if (repeating.length > 0) {
      // Past the last item, stand-ins fill the group (as the reference fills it).
      type = repeatingType(repeating[(groups + start.group) % repeating.length]);
    } else {
      type = chooseGroupType(choice, ratios, shapes, item, count - item, stripNumber + inStrip + 1, inner, measured);
    }
    // The group's width at the target height, when the choice measured it.
    // The places past the items the group takes show stand-ins shaped like its last item.
    const taken = repeating.length === 0 ? 3 : fmin(repeatingAdvance(params, type), count - item);
    for (let place = 0; place < 3; place++) shown[place] = ratios[item + fmin(place, taken - 1)];
    let width: number;
    if (repeating.length === 0 && type !== GROUP_1) width = measured[0];
    else if (stacks(type)) width = widthForHeight(type, shown, 0, measure - info, spacing, 0);
    else width = widthForHeight(type, shown, 0, measure, spacing, info);
    const ratio = width / measure;
    const full = perRow > 0 ? inStrip >= perRow : !scroll && closesStrip(stripRatio, ratio);
    if (inStrip > 0 && full) {
      top += placeStrip(stripFirstGroup, groups, false);
      stripFirstGroup = groups;
      stripNumber++;
      stripRatio = 0;
      continue;
    }
    groupShown.set(shown, 3 * groups);
    groupType[groups] = type;
    groupFirst[groups] = item;
    groupRatio[groups] = ratio;
    groups++;
    stripRatio += ratio;
    item += repeating.length > 0 ? repeatingAdvance(params, type) : groupTypeSize(type);
  }
  if (groups > stripFirstGroup) top += placeStrip(stripFirstGroup, groups, true);

  const shift = params.gallerySpacing;
  for (let i = 0; i < rects.length; i += 4) {
    rects[i] = finiteOr(rects[i] + shift, 0);
    rects[i + 1] = finiteOr(rects[i + 1] + shift, 0);
    rects[i + 2] = finiteOr(rects[i + 2], 0);
    rects[i + 3] = finiteOr(rects[i + 3], 0);
  }
  const height = count + start.item === 0 ? 0 : fmax(top - dimensionFix * 2, 0);
  return {
    width: finiteOr((scroll ? widest : galleryWidth) - dimensionFix * 2, 0),
    height: finiteOr(height, 0),
    columns: 0,
  };

  /** Whether adding a group of `ratio` takes the strip's height further from the target. */
  function closesStrip(current: number, ratio: number): boolean {
    const without = galleryWidth / current;
    const withGroup = galleryWidth / (current + ratio);
    return Math.abs(target - withGroup) > Math.abs(target - without);
  }

  /** Sizes and places the groups [from, to) as one strip at `top`; returns the strip's height. */
  function placeStrip(from: number, to: number, last: boolean): number {
    let ratio = 0;
    for (let g = from; g < to; g++) ratio += groupRatio[g];
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
    let left = 0;
    for (let g = from; g < to; g++) {
      const type = groupType[g];
      const first = groupFirst[g];
      // A group that stacks items keeps the room for text once, under it (observed).
      const groupHeight = stacks(type) ? height - info : height;
      const groupInfo = stacks(type) ? 0 : info;
      const at = 3 * g;
      const roundHeight = jsRound(groupHeight);
      const natural = widthForHeight(type, groupShown, at, groupHeight, spacing, groupInfo);
      let width: number;
      // A strip of a fixed number of groups takes no leftover width in a horizontal gallery
      // (observed); in a vertical one it does.
      const takesLeftover = stretched && (perRow === 0 || !scroll) && g === to - 1;
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
    widest = fmax(widest, left);
    return height;
  }
}
