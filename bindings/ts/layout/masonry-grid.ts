// Twin of crates/layout/src/masonry_grid.rs (the rules are explained there). `place_item` is
// written out in the columns loop (columns.ts), where V8 keeps it fast.
import { infoWidth } from './column-set.ts';
import { cropRatio } from './crop.ts';
import { MAX_RATIO, positive } from './frame.ts';
import { fmax, fmin } from './js-math.ts';
import { CROP_FILL, CROP_FIT } from '../../contract/layout-params.ts';
import type { ParsedParams } from './params.ts';

export function shownRatio(
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

export function fixedCellHeight(
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
