// Twin of crates/layout/src/masonry_grid.rs (the rules are explained there).
import { infoWidth } from './column-set.ts';
import { cropRatio } from './crop.ts';
import { dimension, MAX_RATIO, positive } from './frame.ts';
import { finiteOr, fmax, fmin, jsRound } from './js-math.ts';
import { CROP_FILL, CROP_FIT, type ParsedParams } from './params.ts';

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

export /**
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

/**
 * Places local item `idx` of `sizes` (item `item` of the gallery) alone at the foot of a column
 * (`left`, `top`, `groupWidth` wide), writing its rectangle into `rects`; returns its height, which
 * the column grows by. `cellHeight`: the grid's shared cell height, if it has one
 * (`fixedCellHeight`); `columnTarget`: the width every column is measured at.
 */
export function placeItem(
  params: ParsedParams,
  sizes: Float64Array,
  idx: number,
  item: number,
  cellHeight: number | undefined,
  columnTarget: number,
  left: number,
  top: number,
  groupWidth: number,
  rects: Float64Array,
): number {
  const spacing = params.itemSpacing;
  const info = infoWidth(params, groupWidth);
  let groupHeight: number;
  if (cellHeight !== undefined) {
    groupHeight = cellHeight;
  } else {
    const ratio = shownRatio(
      params,
      item,
      dimension(sizes[2 * idx]),
      dimension(sizes[2 * idx + 1]),
      columnTarget,
    );
    const groupRatio = 1 / ratio;
    const marginRatio = 1 - groupRatio;
    groupHeight =
      jsRound((groupWidth - info) * groupRatio + spacing * marginRatio) + params.externalInfoHeight;
  }
  const at = 4 * idx;
  rects[at] = finiteOr(left + params.gallerySpacing, 0);
  rects[at + 1] = finiteOr(top + params.gallerySpacing, 0);
  rects[at + 2] = finiteOr(fmax(groupWidth - spacing - info, 1), 1);
  rects[at + 3] = finiteOr(fmax(groupHeight - spacing - params.externalInfoHeight, 1), 1);
  return groupHeight;
}
