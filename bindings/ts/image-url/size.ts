// Twin of crates/image-url/src/size.rs: the size an image is asked for (spec/001 §9 "Image
// constants"): fill covers the target, fit stays inside it; the result never exceeds the safe
// transformed area; upscaling is then limited by the quality tier of the source area (classic) or
// by the largest super-resolution model.

import { SAFE_TRANSFORMED_AREA, SUPER_UPSCALE_MAX, SUPER_UPSCALE_MODELS } from './limits.ts';
import { jsRound } from './number.ts';
import { qualityForArea } from './quality.ts';

/** The lg_ value: none, classic upscaling, super-resolution. */
export const UPSCALE_NONE = 0;
export const UPSCALE_CLASSIC = 1;
export const UPSCALE_SUPER = 2;

export interface TransformSize {
  width: number;
  height: number;
  upscale: number;
  /** Whether the default sharpening applies at this scale. */
  sharpens: boolean;
}

/** JavaScript's `Math.max` / `Math.min` of two: NaN wins. */
function jsMax(a: number, b: number): number {
  return a !== a || b !== b ? NaN : a > b ? a : b;
}
function jsMin(a: number, b: number): number {
  return a !== a || b !== b ? NaN : a < b ? a : b;
}

/**
 * `fit` keeps the whole source inside the target; otherwise the source covers it. The source is
 * the crop rectangle when there is one; the target already carries the device pixel ratio.
 */
export function transformSize(
  fit: boolean,
  sourceWidth: number,
  sourceHeight: number,
  targetWidth: number,
  targetHeight: number,
  superResolution: boolean,
): TransformSize {
  const byWidth = targetWidth / sourceWidth;
  const byHeight = targetHeight / sourceHeight;
  let scale = fit ? jsMin(byWidth, byHeight) : jsMax(byWidth, byHeight);
  let width = fit ? sourceWidth * scale : targetWidth;
  let height = fit ? sourceHeight * scale : targetHeight;
  if (!Number.isFinite(scale)) {
    return {
      width: jsRound(width),
      height: jsRound(height),
      upscale: UPSCALE_NONE,
      sharpens: false,
    };
  }
  const area = width * height;
  if (area > SAFE_TRANSFORMED_AREA) {
    const shrink = Math.sqrt(SAFE_TRANSFORMED_AREA / area);
    width *= shrink;
    height *= shrink;
    // The scale is taken again from the shrunk size, as the reference does, not multiplied.
    scale = fit
      ? jsMin(width / sourceWidth, height / sourceHeight)
      : jsMax(width / sourceWidth, height / sourceHeight);
  }
  let upscale = UPSCALE_NONE;
  if (scale > 1) {
    const limit = superResolution
      ? SUPER_UPSCALE_MAX
      : qualityForArea(sourceWidth, sourceHeight).maxUpscale;
    if (scale > limit) {
      const factor = limit / scale;
      // A fit is the source at the limit itself; a fill shrinks the target by the same factor.
      width = fit ? sourceWidth * limit : width * factor;
      height = fit ? sourceHeight * limit : height * factor;
      scale = limit;
    }
    if (superResolution) upscale = UPSCALE_SUPER;
    else if (scale > 1) upscale = UPSCALE_CLASSIC;
  }
  const sharpens = superResolution ? !SUPER_UPSCALE_MODELS.includes(scale) : scale < 1;
  return { width: jsRound(width), height: jsRound(height), upscale, sharpens };
}
