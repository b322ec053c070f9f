// Twin of crates/layout/src/column_groups.rs (the rules are explained there). Scratch arrays are
// typed arrays kept from one layout to the next (`cutRoom`, item-sides.ts `ratioRoom`).
import { type ColumnChoice, chooseColumnGroup } from './column-choice.ts';
import { placeColumnRow, sizeColumnGroup } from './column-rows.ts';
import { infoWidth } from './column-set.ts';
import { dimension } from './frame.ts';
import { densityWindows } from './group-choice.ts';
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
import {
  columnCutSides,
  columnGroupSides,
  itemRatio,
  ownRatio,
  ratioRoom,
  shapeRoom,
} from './item-sides.ts';
import { finiteOr, fmin, jsRound } from './js-math.ts';
import type { ParsedParams } from './params.ts';
import { repeatingAdvance, repeatingType } from './repeating.ts';

const NO_RATIOS = new Float64Array(0);

function stacksInColumn(type: number): boolean {
  return type === GROUP_2V || type === GROUP_3V || type === GROUP_3L || type === GROUP_3R;
}

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

function sideBySide(type: number): number {
  if (type === GROUP_1) return 1;
  if (type === GROUP_2H) return 2;
  return type === GROUP_3H ? 3 : 0;
}

function rowHeight(shown: Float64Array, count: number, width: number, spacing: number): number {
  let ratio = shown[0];
  for (let place = 1; place < count; place++) ratio += shown[place];
  const inverse = 1 / ratio;
  return width * inverse + spacing * (1 - count * inverse);
}

function stackHeight(shown: Float64Array, count: number, width: number, spacing: number): number {
  let inverse = 1 / shown[0];
  for (let place = 1; place < count; place++) inverse += 1 / shown[place];
  return width * inverse + spacing * (1 - inverse) + (count - 1) * spacing;
}

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
  for (let place = 0; place < inRow; place++) {
    inner[2 * place] = (height - spacing) * shown[place];
    inner[2 * place + 1] = height - spacing;
  }
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

export interface ColumnGroups {
  collage: boolean;
  choice: ColumnChoice;
  itemCount: number;
  firstItem: number;
  columnTarget: number;
  ratios: Float64Array;
  cut: Float64Array;
  shapes: Float64Array;
  inner: Float64Array;
  shown: Float64Array;
  rowSizes: Float64Array;
}

export function columnGroups(
  params: ParsedParams,
  sizes: Float64Array,
  firstItem: number,
  columnTarget: number,
): ColumnGroups | undefined {
  const itemCount = sizes.length >> 1;
  const repeating = params.repeatingGroupTypes;
  const collage = repeating.length === 0 && params.groupSize >= 2;
  if (repeating.length === 0 && !collage) return undefined;
  const choice: ColumnChoice = {
    allowed: params.allowedGroupTypes,
    density: params.collageDensity,
    maxSize: Math.trunc(fmin(params.groupSize, 3)),
    minItemSize: params.minItemSize,
    spacing: params.itemSpacing,
    columnWidth: columnTarget,
    windows: densityWindows(params.collageDensity),
    byOrientation: params.groupByOrientation,
  };
  const ratioCount = itemCount + 3;
  const ratios = ratioRoom(ratioCount);
  const cut = collage ? NO_RATIOS : cutRoom(2 * itemCount);
  if (!collage) columnCutSides(params, sizes, firstItem, cut, ratios);
  else
    for (let i = 0; i < itemCount; i++)
      ratios[i] = itemRatio(
        params,
        i + firstItem,
        dimension(sizes[2 * i]),
        dimension(sizes[2 * i + 1]),
      );
  for (let i = itemCount; i < ratioCount; i++) ratios[i] = i > 0 ? ratios[i - 1] : 1;
  let shapes = ratios;
  if (collage && params.cropEnable) {
    shapes = shapeRoom(itemCount + 3);
    for (let i = 0; i < itemCount; i++) shapes[i] = ownRatio(sizes, i);
    shapes.fill(1, itemCount, itemCount + 3);
  }
  return {
    collage,
    choice,
    itemCount,
    firstItem,
    columnTarget,
    ratios,
    cut,
    shapes,
    inner: new Float64Array(6),
    shown: new Float64Array(3),
    rowSizes: new Float64Array(6),
  };
}

export function placeGroup(
  groups: ColumnGroups,
  params: ParsedParams,
  seeds: Uint32Array,
  idx: number,
  group: number,
  column: number,
  lefts: Float64Array,
  widths: Float64Array,
  heights: Float64Array,
  rects: Float64Array,
): number {
  const { collage, itemCount, ratios, shown, rowSizes } = groups;
  const spacing = params.itemSpacing;
  const repeating = params.repeatingGroupTypes;
  const type = collage
    ? chooseColumnGroup(
        groups.choice,
        ratios,
        groups.shapes,
        idx,
        itemCount - idx,
        seeds.length > 0 ? seeds[idx] : idx + groups.firstItem,
        groups.inner,
      )
    : repeatingType(repeating[group % repeating.length]);
  const taken = collage ? 3 : fmin(repeatingAdvance(params, type), itemCount - idx);
  for (let place = 0; place < 3; place++) shown[place] = ratios[idx + fmin(place, taken - 1)];
  const width = widths[column] - infoWidth(params, widths[column]);
  const left = lefts[column];
  const top = heights[column];
  const sized =
    !collage &&
    sizedInColumn(type) &&
    columnGroupSides(groups.cut, itemCount, idx, taken, type, shown, rowSizes);
  let height: number;
  if (sized) {
    height = sizeColumnGroup(
      type,
      rowSizes,
      taken,
      groups.columnTarget,
      width,
      spacing,
      params.minItemSize,
    );
    const inRow = sideBySide(type);
    if (inRow > 1) placeColumnRow(rowSizes, inRow, width, height, left, top, spacing, rects, idx);
    else placeStripGroup(type, rowSizes, width, height, left, top, spacing, rects, idx, 0);
  } else height = placeByRatios(type, shown, width, left, top, spacing, groups.inner, rects, idx);
  const size = groupTypeSize(type);
  const end = Math.min(idx + size, itemCount);
  for (let at = 4 * idx; at < 4 * end; at += 4) {
    rects[at] = finiteOr(rects[at] + params.gallerySpacing, 0);
    rects[at + 1] = finiteOr(rects[at + 1] + params.gallerySpacing, 0);
    rects[at + 2] = finiteOr(rects[at + 2], 1);
    rects[at + 3] = finiteOr(rects[at + 3], 1);
  }
  heights[column] += finiteOr(jsRound(height) + params.externalInfoHeight, 0);
  return collage ? size : repeatingAdvance(params, type);
}
