// Requests as the rows both backends read (image-url-request.ts): one row encoder shared by the
// WebAssembly backend (which writes rows straight into wasm memory and the texts as UTF-8 beside
// them) and the TypeScript twin (which keeps the texts as strings). Every slot of a row is
// written, so a row needs no clearing first; this runs once per address on the batch path, hence
// no allocation and no lookups by string.

import { IMAGE_VARIANTS, type ImageUrlOptions, type ImageUrlRequest } from './image-url.ts';
import * as slot from './image-url-request.ts';

/** A number as given, or NaN (absent) for anything else. */
function numberOr(value: unknown): number {
  return typeof value === 'number' ? value : NaN;
}

/** A text as given, or '' (absent) for anything else. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function fitCode(fit: unknown): number {
  if (fit === 'fit') return slot.FIT_FIT;
  return fit === 'crop' ? slot.FIT_CROP : slot.FIT_FILL;
}

function variantCode(variant: unknown): number {
  if (variant === undefined || variant === 'resized') return slot.VARIANT_RESIZED;
  const code = IMAGE_VARIANTS.indexOf(variant as (typeof IMAGE_VARIANTS)[number]);
  return code < 0 ? slot.VARIANT_RESIZED : code;
}

/**
 * Writes every number slot of request `r` into `rows` at `at` (the text-length slots are the
 * caller's: bytes for wasm, string lengths for the twin).
 */
export function writeRequestRow(rows: Float64Array, at: number, r: ImageUrlRequest): void {
  rows[at + slot.FIT] = fitCode(r.fit);
  rows[at + slot.VARIANT] = variantCode(r.variant);
  rows[at + slot.WIDTH] = numberOr(r.width);
  rows[at + slot.HEIGHT] = numberOr(r.height);
  rows[at + slot.TARGET_WIDTH] = numberOr(r.targetWidth);
  rows[at + slot.TARGET_HEIGHT] = numberOr(r.targetHeight);
  const crop = r.crop;
  if (crop) {
    rows[at + slot.CROP_X] = numberOr(crop.x);
    rows[at + slot.CROP_Y] = numberOr(crop.y);
    rows[at + slot.CROP_WIDTH] = numberOr(crop.width);
    rows[at + slot.CROP_HEIGHT] = numberOr(crop.height);
  } else {
    rows[at + slot.CROP_X] = NaN;
    rows[at + slot.CROP_Y] = NaN;
    rows[at + slot.CROP_WIDTH] = NaN;
    rows[at + slot.CROP_HEIGHT] = NaN;
  }
  writeOptions(rows, at, r.options);
}

function writeOptions(rows: Float64Array, at: number, o: ImageUrlOptions | undefined): void {
  if (!o) {
    writeNoOptions(rows, at);
    return;
  }
  const focal = o.focalPoint;
  rows[at + slot.FOCAL_X] = focal ? numberOr(focal.x) : NaN;
  rows[at + slot.FOCAL_Y] = focal ? numberOr(focal.y) : NaN;
  rows[at + slot.QUALITY] = numberOr(o.quality);
  const sharpen = o.unsharpMask;
  if (sharpen) {
    rows[at + slot.SHARPEN_RADIUS] = numberOr(sharpen.radius);
    rows[at + slot.SHARPEN_AMOUNT] = numberOr(sharpen.amount);
    rows[at + slot.SHARPEN_THRESHOLD] = numberOr(sharpen.threshold);
  } else {
    rows[at + slot.SHARPEN_RADIUS] = NaN;
    rows[at + slot.SHARPEN_AMOUNT] = NaN;
    rows[at + slot.SHARPEN_THRESHOLD] = NaN;
  }
  const f = o.filters;
  if (f) {
    rows[at + slot.CONTRAST] = numberOr(f.contrast);
    rows[at + slot.BRIGHTNESS] = numberOr(f.brightness);
    rows[at + slot.SATURATION] = numberOr(f.saturation);
    rows[at + slot.HUE] = numberOr(f.hue);
    rows[at + slot.BLUR] = numberOr(f.blur);
  } else {
    rows[at + slot.CONTRAST] = NaN;
    rows[at + slot.BRIGHTNESS] = NaN;
    rows[at + slot.SATURATION] = NaN;
    rows[at + slot.HUE] = NaN;
    rows[at + slot.BLUR] = NaN;
  }
  rows[at + slot.UPSCALE] =
    o.upscaleMethod === 'super' ? slot.UPSCALE_METHOD_SUPER : slot.UPSCALE_METHOD_CLASSIC;
  rows[at + slot.DEVICE_PIXEL_RATIO] = numberOr(o.devicePixelRatio);
  const encoding = o.encoding;
  rows[at + slot.ENCODING] =
    encoding === 'AVIF'
      ? slot.ENCODING_AVIF
      : encoding === 'PAVIF'
        ? slot.ENCODING_PAVIF
        : slot.ENCODING_NONE;
  rows[at + slot.AUTO_ENCODE] = o.autoEncode === false ? 0 : 1;
  rows[at + slot.PROGRESSIVE] = o.progressive === false ? 0 : 1;
  rows[at + slot.WEB_TRANSFORMS] = o.allowWebpAvifTransforms === true ? 1 : 0;
  rows[at + slot.SEO_BOT] = o.isSEOBot === true ? 1 : 0;
}

/** The option slots of a request without options: all absent, defaults for the flags. */
function writeNoOptions(rows: Float64Array, at: number): void {
  rows.fill(NaN, at + slot.FOCAL_X, at + slot.UPSCALE);
  rows[at + slot.UPSCALE] = slot.UPSCALE_METHOD_CLASSIC;
  rows[at + slot.DEVICE_PIXEL_RATIO] = NaN;
  rows[at + slot.ENCODING] = slot.ENCODING_NONE;
  rows[at + slot.AUTO_ENCODE] = 1;
  rows[at + slot.PROGRESSIVE] = 1;
  rows[at + slot.WEB_TRANSFORMS] = 0;
  rows[at + slot.SEO_BOT] = 0;
}
