// Twin of crates/layout/src/columns.rs and the modules it lays out with: vertical masonry and
// grid, as pro-gallery 5.x's column mode places them. The Rust side keeps the frame and its guards
// (`frame`, `positive`, `dimension`) in frame.rs, `cropRatio` in crop.rs, the column count, widths
// and shortest-column search in column_set.rs, masonry and grid items in masonry_grid.rs, groups
// of several items in a column in column_groups.rs. Keep both sides together when changing either.

import {
  ERROR_BAD_PARAMS,
  ERROR_GALLERY_TOO_WIDE,
  ERROR_GALLERY_WIDTH,
  ERROR_TARGET_ITEM_SIZE,
  type LayoutErrorCode,
} from '../../contract/layout-errors.ts';
import { finiteOr, fmax, fmin, jsRound } from './js-math.ts';
import {
  CROP_FILL,
  CROP_FIT,
  CROP_MAX,
  CROP_MIN,
  ORDER_LEFT_TO_RIGHT,
} from '../../contract/layout-params.ts';
import type { ParsedParams } from './params.ts';
import { type ColumnChoice, chooseColumnGroup } from './column-choice.ts';
import { placeColumnRow, sizeColumnGroup } from './column-rows.ts';
import { densityWindows, PORTRAIT_BELOW } from './group-choice.ts';
import {
  GROUP_1,
  GROUP_2H,
  GROUP_2V,
  GROUP_3H,
  GROUP_3L,
  GROUP_3R,
  GROUP_3V,
  groupTypeSize,
  heightForWidth,
  innerSizes,
  placeItems,
  placeStripGroup,
} from './group-types.ts';
import { columnCutSides, columnGroupSides, itemRatio, ownRatio } from './item-sides.ts';
import { ratioRoom, repeatingAdvance, repeatingType, shapeRoom } from './rows.ts';
import { nearEnd, type Resume, startOfLayout } from './resume.ts';
import type { LayoutSummary } from './summary.ts';

const NO_RATIOS = new Float64Array(0);

/** No gallery is wider than this; beyond it heights could overflow. */
export const MAX_GALLERY_WIDTH = 10_000_000;
/** At most this many columns. */
export const MAX_COLUMNS = 100_000;
/** Item aspect ratios are held inside [1 / MAX_RATIO, MAX_RATIO] so no size can overflow. */
export const MAX_RATIO = 1e9;

export interface Frame {
  galleryWidth: number;
  /** itemSpacing / 2 - gallerySpacing: the margin the renderer removes on each side. */
  dimensionFix: number;
}

export function positive(x: number): boolean {
  return x - x === 0 && x > 0;
}

export function frame(params: ParsedParams): Frame | LayoutErrorCode {
  const dimensionFix = params.itemSpacing / 2 - params.gallerySpacing;
  const galleryWidth = Math.floor(Math.ceil(Math.floor(params.containerWidth) + dimensionFix * 2));
  // A horizontal gallery is laid out by its height: arrows and gallery spacing beside it may
  // leave it no width at all (observed of pro-gallery 5.0.148, which lays it out anyway).
  const missing = params.horizontalScroll
    ? !Number.isFinite(params.containerWidth)
    : !positive(params.containerWidth) || !positive(galleryWidth);
  if (missing) return ERROR_GALLERY_WIDTH;
  if (galleryWidth > MAX_GALLERY_WIDTH) return ERROR_GALLERY_TOO_WIDE;
  return { galleryWidth, dimensionFix };
}

function columnCount(params: ParsedParams, galleryWidth: number, target: number): number {
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

function columnWidths(params: ParsedParams, galleryWidth: number, count: number): Float64Array {
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

export function dimension(x: number): number {
  // (x - x === 0: finite, written short so that V8 inlines it.)
  return x - x === 0 && x > 1 ? x : 1;
}

/**
 * The crop ratio of item `idx` (rotating ratios cycle; a missing ratio keeps the item's own,
 * also a ratio that cannot be read in a list of several: observed in grid and masonry).
 * `smart` turns it to the item's orientation before the crop method holds it (observed).
 */
export function cropRatio(params: ParsedParams, idx: number, own: number, smart: boolean): number {
  const list = params.cropRatios;
  let ratio = NaN;
  if (list.length > 1) ratio = list[idx % list.length];
  if (!positive(ratio)) ratio = list.length === 1 && positive(list[0]) ? list[0] : own;
  if (smart) ratio = own < PORTRAIT_BELOW ? fmin(ratio, 1 / ratio) : fmax(ratio, 1 / ratio);
  if (params.cropMethod === CROP_MIN) return fmax(ratio, own);
  if (params.cropMethod === CROP_MAX) return fmin(ratio, own);
  return ratio;
}

/**
 * The width-to-height ratio the item is shown at, computed in the reference's order: sized to its
 * crop, scaled to the column target (every side at least 1 px), read back from the scaled sides.
 */
function shownRatio(
  params: ParsedParams,
  idx: number,
  width: number,
  height: number,
  columnTarget: number,
): number {
  const own = width / height;
  let croppedWidth = width;
  let croppedHeight = height;
  if (params.cropEnable) {
    const crop = cropRatio(params, idx, own, false);
    if (own >= crop) croppedWidth = fmax(height * crop, 1);
    else croppedHeight = fmax(width / crop, 1);
  }
  const scale = fmax(columnTarget - params.itemSpacing, 1) / croppedWidth;
  const ratio = fmax(croppedWidth * scale, 1) / fmax(croppedHeight * scale, 1);
  return fmin(fmax(ratio, 1 / MAX_RATIO), MAX_RATIO);
}

/**
 * The groups of a column that round as in a strip (`placeStripGroup`): those that stack items, but
 * 3t and 3b, whose geometry departs from the reference's (docs/layout-deviations.md row 6).
 */
function stacksInColumn(type: number): boolean {
  return type === GROUP_2V || type === GROUP_3V || type === GROUP_3L || type === GROUP_3R;
}

/**
 * The groups of a column sized from their items' sides (column-rows.ts): all but 3t and 3b, whose
 * geometry departs from the reference's (docs/layout-deviations.md row 6).
 */
function sizedInColumn(type: number): boolean {
  return (
    type === GROUP_2H ||
    type === GROUP_3H ||
    type === GROUP_2V ||
    type === GROUP_3V ||
    type === GROUP_3L ||
    type === GROUP_3R
  );
}

/** How many items a group of `type` sets side by side in one row spanning it (1, 2h, 3h); 0 for the types that stack. */
function sideBySide(type: number): number {
  if (type === GROUP_1) return 1;
  if (type === GROUP_2H) return 2;
  return type === GROUP_3H ? 3 : 0;
}

/**
 * The outer height of a row of `count` items (ratios `shown`) spanning a column `width` wide, in
 * the reference's order of operations: through the inverse of the row's ratio, as masonry measures
 * a single item. Its rounding decides which way a side that ends in .5 rounds (observed: a single
 * item in a collage, the last pair of bricks).
 */
function rowHeight(shown: Float64Array, count: number, width: number, spacing: number): number {
  let ratio = shown[0];
  for (let place = 1; place < count; place++) ratio += shown[place];
  const inverse = 1 / ratio;
  return width * inverse + spacing * (1 - count * inverse);
}

/**
 * The outer height of a stack of `count` items (ratios `shown`) spanning a column `width` wide, in
 * the same order of operations as `rowHeight`: through the stack's inverse ratio (the sum of the
 * items' inverse ratios), plus the spacing between the items (observed).
 */
function stackHeight(shown: Float64Array, count: number, width: number, spacing: number): number {
  let inverse = 1 / shown[0];
  for (let place = 1; place < count; place++) inverse += 1 / shown[place];
  return width * inverse + spacing * (1 - inverse) + (count - 1) * spacing;
}

/**
 * The room beside each item for its text (external info): a fraction of the column, rounded, when
 * under 1 (a percent setting), else pixels.
 */
export function infoWidth(params: ParsedParams, groupWidth: number): number {
  const info = params.externalInfoWidth;
  return info < 1 ? jsRound(info * groupWidth) : info;
}

/**
 * Grid cells share one height when every item is cropped to the same ratio: the column target
 * less the spacing and the text beside it, the text's room taken from the first column's width
 * (`firstWidth`; observed of pro-gallery 5.0.148: 442.5 px columns, the first 443 px, half of it
 * for text, leave cells 177 px tall, not 178; with column ratios 5:4 in 1,000 px, 111 px).
 */
function fixedCellHeight(
  params: ParsedParams,
  columnTarget: number,
  firstWidth: number,
): number | undefined {
  const usesFixedHeight =
    params.cropEnable &&
    params.groupSize === 1 &&
    (params.cropMethod === CROP_FILL || params.cropMethod === CROP_FIT) &&
    params.cropRatios.length < 2;
  const ratio = params.cropRatios.length > 0 ? params.cropRatios[0] : NaN;
  if (!usesFixedHeight || !positive(ratio)) return undefined;
  const mediaWidth = columnTarget - params.itemSpacing - infoWidth(params, firstWidth);
  const height = mediaWidth / ratio + params.itemSpacing + params.externalInfoHeight;
  return positive(height) ? height : undefined;
}

/** The reference's shortest-column search: a negative running minimum gives way to the next column. */
function pickColumn(heights: Float64Array, order: number, idx: number): number {
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

/**
 * Places a group of `type` (ratios `shown`) `width` wide at (`left`, `top`) into `rects` from item
 * `first`, measured from its items' ratios (a collage's groups, 3t and 3b); returns its outer
 * height.
 */
function placeByRatios(
  type: number,
  shown: Float64Array,
  width: number,
  left: number,
  top: number,
  spacing: number,
  inner: Float64Array,
  rects: Float64Array,
  first: number,
): number {
  const inRow = sideBySide(type);
  let height: number;
  if (inRow > 0) height = rowHeight(shown, inRow, width, spacing);
  else if (type === GROUP_2V || type === GROUP_3V)
    height = stackHeight(shown, groupTypeSize(type), width, spacing);
  else height = heightForWidth(type, shown, 0, width, spacing);
  innerSizes(type, shown, 0, width, height, spacing, 0, inner);
  // Items side by side are sized to the row's height (observed: the rounding of a pair whose
  // sides end in .5 follows it).
  for (let place = 0; place < inRow; place++) {
    inner[2 * place] = (height - spacing) * shown[place];
    inner[2 * place + 1] = height - spacing;
  }
  // A group that stacks items rounds as in a strip: the item that takes the rounding takes what
  // the group's rounded size leaves, the last of a stack of three, the first of two, the item
  // right of a stack in 3r (observed).
  if (stacksInColumn(type))
    placeStripGroup(type, inner, width, height, left, top, spacing, rects, first, 0);
  else placeItems(type, inner, left, top, spacing, 0, rects, first);
  return height;
}

let CUT_ROOM = new Float64Array(0);

/** Scratch room for `length` cut sides, grown as needed. */
function cutRoom(length: number): Float64Array {
  if (CUT_ROOM.length < length) CUT_ROOM = new Float64Array(length);
  return CUT_ROOM;
}

/** Lays out `sizes` (width, height pairs) in columns into `rects` (left, top, width, height). */
export function computeColumnsLayout(
  sizes: Float64Array,
  seeds: Uint32Array,
  params: ParsedParams,
  rects: Float64Array,
): LayoutSummary | LayoutErrorCode {
  return resumeColumnsLayout(sizes, seeds, params, rects, startOfLayout(), startOfLayout());
}

/**
 * Lays out in columns the items from `start.item` on (`sizes`, `seeds`, `rects`) from the
 * position `start`, noting in `resume` where an append would resume (append.ts).
 */
export function resumeColumnsLayout(
  sizes: Float64Array,
  seeds: Uint32Array,
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
  const target = Math.floor(params.targetItemSize) + Math.ceil(2 * dimensionFix);
  const count = columnCount(params, galleryWidth, target);
  const columnTarget = Math.floor(galleryWidth / count);
  const widths = columnWidths(params, galleryWidth, count);
  const lefts = new Float64Array(count);
  for (let i = 1; i < count; i++) lefts[i] = lefts[i - 1] + widths[i - 1];
  const heights = new Float64Array(count);
  if (start.heights.length > 0) {
    if (start.heights.length !== count) return ERROR_BAD_PARAMS;
    heights.set(start.heights);
  }
  const cellHeight = fixedCellHeight(params, columnTarget, widths[0]);

  const itemCount = sizes.length >> 1;
  // Groups of several items in a column (spec/001 §4 presets bricks, mix, alternate): the
  // repeating group types, each group as wide as its column.
  const repeating = params.repeatingGroupTypes;
  // A collage in columns: groups chosen per item seed (column-choice.ts).
  const collage = repeating.length === 0 && params.groupSize >= 2;
  const choice: ColumnChoice = {
    allowed: params.allowedGroupTypes,
    density: params.collageDensity,
    maxSize: Math.trunc(fmin(params.groupSize, 3)),
    minItemSize: params.minItemSize,
    spacing,
    columnWidth: columnTarget,
    windows: densityWindows(params.collageDensity),
    byOrientation: params.groupByOrientation,
  };
  const ratioCount = repeating.length > 0 || collage ? itemCount + 3 : 0;
  const ratios = ratioCount > 0 ? ratioRoom(ratioCount) : NO_RATIOS;
  // The items' cut sides, from which repeating groups are sized (column-rows.ts).
  const cut = repeating.length > 0 ? cutRoom(2 * itemCount) : NO_RATIOS;
  if (repeating.length > 0) columnCutSides(params, sizes, start.item, cut, ratios);
  else
    for (let i = 0; i < fmin(itemCount, ratioCount); i++)
      ratios[i] = itemRatio(
        params,
        i + start.item,
        dimension(sizes[2 * i]),
        dimension(sizes[2 * i + 1]),
      );
  // Past the last item, stand-ins shaped like it fill the last group (as the reference fills it).
  for (let i = itemCount; i < ratioCount; i++) ratios[i] = i > 0 ? ratios[i - 1] : 1;
  // The items' own shapes, uncropped, decide landscape or portrait in a collage.
  let shapes = ratios;
  if (collage && params.cropEnable) {
    shapes = shapeRoom(itemCount + 3);
    for (let i = 0; i < itemCount; i++) shapes[i] = ownRatio(sizes, i);
    shapes.fill(1, itemCount, itemCount + 3);
  }
  const inner = new Float64Array(6);
  let galleryHeight = start.top;
  let group = start.group;
  const shown = new Float64Array(3);
  const rowSizes = new Float64Array(6);
  let idx = 0;
  while (idx < itemCount) {
    if ((repeating.length > 0 || collage) && !resume.settled && nearEnd(idx, itemCount)) {
      noteResume(resume, idx + start.item, group, galleryHeight, heights);
    }
    const column = pickColumn(heights, params.groupsOrder, group);
    group++;
    if (repeating.length > 0 || collage) {
      const type = collage
        ? chooseColumnGroup(
            choice,
            ratios,
            shapes,
            idx,
            itemCount - idx,
            seeds.length > 0 ? seeds[idx] : idx + start.item,
            inner,
          )
        : repeatingType(repeating[(group - 1) % repeating.length]);
      // The places past the items a repeating group takes show stand-ins shaped like its last
      // item (observed, as in rows).
      const taken = collage ? 3 : fmin(repeatingAdvance(params, type), itemCount - idx);
      for (let place = 0; place < 3; place++) shown[place] = ratios[idx + fmin(place, taken - 1)];
      // Text beside the items takes its room from the group's width once (observed).
      const width = widths[column] - infoWidth(params, widths[column]);
      // A repeating group is sized from its items' sides, at the column target (text beside it
      // aside) and then at its column's width less that text (column-rows.ts).
      const sized =
        !collage &&
        sizedInColumn(type) &&
        columnGroupSides(cut, itemCount, idx, taken, type, shown, rowSizes);
      let height: number;
      if (sized) {
        height = sizeColumnGroup(
          type,
          rowSizes,
          taken,
          columnTarget,
          width,
          spacing,
          params.minItemSize,
        );
        const inRow = sideBySide(type);
        if (inRow > 1)
          placeColumnRow(
            rowSizes,
            inRow,
            width,
            height,
            lefts[column],
            heights[column],
            spacing,
            rects,
            idx,
          );
        else
          placeStripGroup(
            type,
            rowSizes,
            width,
            height,
            lefts[column],
            heights[column],
            spacing,
            rects,
            idx,
            0,
          );
      } else
        height = placeByRatios(
          type,
          shown,
          width,
          lefts[column],
          heights[column],
          spacing,
          inner,
          rects,
          idx,
        );
      const size = groupTypeSize(type);
      const end = Math.min(idx + size, itemCount);
      for (let at = 4 * idx; at < 4 * end; at += 4) {
        rects[at] = finiteOr(rects[at] + params.gallerySpacing, 0);
        rects[at + 1] = finiteOr(rects[at + 1] + params.gallerySpacing, 0);
        rects[at + 2] = finiteOr(rects[at + 2], 1);
        rects[at + 3] = finiteOr(rects[at + 3], 1);
      }
      // Text below the items takes its room once, under the whole group (observed).
      heights[column] += finiteOr(jsRound(height) + params.externalInfoHeight, 0);
      if (galleryHeight < heights[column]) galleryHeight = heights[column];
      idx += collage ? size : repeatingAdvance(params, type);
      continue;
    }
    const groupWidth = widths[column];
    const info = infoWidth(params, groupWidth);
    let groupHeight: number;
    if (cellHeight !== undefined) {
      groupHeight = cellHeight;
    } else {
      const ratio = shownRatio(
        params,
        idx + start.item,
        dimension(sizes[2 * idx]),
        dimension(sizes[2 * idx + 1]),
        columnTarget,
      );
      const groupRatio = 1 / ratio;
      const marginRatio = 1 - groupRatio;
      // The text below takes its room after the item's box is rounded (observed: a box 116.49999999999999
      // px tall under 263 px of text is 379 px, not round(379.5)).
      groupHeight =
        jsRound((groupWidth - info) * groupRatio + spacing * marginRatio) +
        params.externalInfoHeight;
    }
    const at = 4 * idx;
    rects[at] = finiteOr(lefts[column] + params.gallerySpacing, 0);
    rects[at + 1] = finiteOr(heights[column] + params.gallerySpacing, 0);
    rects[at + 2] = finiteOr(fmax(groupWidth - spacing - info, 1), 1);
    rects[at + 3] = finiteOr(fmax(groupHeight - spacing - params.externalInfoHeight, 1), 1);
    heights[column] += groupHeight;
    if (galleryHeight < heights[column]) galleryHeight = heights[column];
    idx++;
  }

  if (!resume.settled) noteResume(resume, itemCount + start.item, group, galleryHeight, heights);
  const height = itemCount + start.item === 0 ? 0 : fmax(galleryHeight - dimensionFix * 2, 0);
  return {
    width: finiteOr(galleryWidth - dimensionFix * 2, 0),
    height: finiteOr(height, 0),
    columns: count,
  };
}

/** Notes in `resume` that an append starts at `item`, with the columns as they are. */
function noteResume(
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
