// Twin of crates/layout/src/columns.rs (the rules are explained there).
import { columnGroups, placeGroup } from './column-groups.ts';
import { columnCount, columnWidths, infoWidth, noteResume, pickColumn } from './column-set.ts';
import {
  ERROR_BAD_PARAMS,
  ERROR_TARGET_ITEM_SIZE,
  type LayoutErrorCode,
} from '../../contract/layout-errors.ts';
import { dimension, frame, positive } from './frame.ts';
import { finiteOr, fmax, jsRound } from './js-math.ts';
import { fixedCellHeight, shownRatio } from './masonry-grid.ts';
import type { ParsedParams } from './params.ts';
import { nearEnd, type Resume, startOfLayout } from './resume.ts';
import type { LayoutSummary } from './summary.ts';

export function computeColumnsLayout(
  sizes: Float64Array,
  seeds: Uint32Array,
  params: ParsedParams,
  rects: Float64Array,
): LayoutSummary | LayoutErrorCode {
  return resumeColumnsLayout(sizes, seeds, params, rects, startOfLayout(), startOfLayout());
}

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
  const spacing = params.itemSpacing;
  const cellHeight = fixedCellHeight(params, columnTarget, widths[0]);
  const groups = columnGroups(params, sizes, start.item, columnTarget);

  const itemCount = sizes.length >> 1;
  let galleryHeight = start.top;
  let group = start.group;
  let idx = 0;
  while (idx < itemCount) {
    if (groups !== undefined && !resume.settled && nearEnd(idx, itemCount)) {
      noteResume(resume, idx + start.item, group, galleryHeight, heights);
    }
    const column = pickColumn(heights, params.groupsOrder, group);
    group++;
    if (groups !== undefined) {
      idx += placeGroup(
        groups,
        params,
        seeds,
        idx,
        group - 1,
        column,
        lefts,
        widths,
        heights,
        rects,
      );
      if (galleryHeight < heights[column]) galleryHeight = heights[column];
      continue;
    }
    // masonry_grid.rs `place_item`, written out: as a function (inlined or not) V8 left this loop
    // 10 to 17% slower (MASONRY_COLUMNS, 100,000 items).
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
