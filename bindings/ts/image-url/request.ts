// Twin of crates/image-url/src/request.rs: the decoding of one address request from its row of
// numbers (the row's slots are the contract's, bindings/contract/image-url-request.ts).

import {
  AUTO_ENCODE,
  BLUR,
  BRIGHTNESS,
  CONTRAST,
  CROP_HEIGHT,
  CROP_WIDTH,
  CROP_X,
  CROP_Y,
  DEVICE_PIXEL_RATIO,
  ENCODING,
  FIT,
  FOCAL_X,
  FOCAL_Y,
  HEIGHT,
  HUE,
  PROGRESSIVE,
  QUALITY,
  REQUEST_STRIDE,
  SATURATION,
  SEO_BOT,
  SHARPEN_AMOUNT,
  SHARPEN_RADIUS,
  SHARPEN_THRESHOLD,
  TARGET_HEIGHT,
  TARGET_WIDTH,
  TEXTS_PER_REQUEST,
  UPSCALE,
  UPSCALE_METHOD_SUPER,
  VARIANT,
  WEB_TRANSFORMS,
  WIDTH,
} from '../../contract/image-url-request.ts';

export interface Request {
  fit: number;
  variant: number;
  width: number;
  height: number;
  targetWidth: number;
  targetHeight: number;
  cropX: number;
  cropY: number;
  cropWidth: number;
  cropHeight: number;
  focalX: number;
  focalY: number;
  quality: number;
  sharpenRadius: number;
  sharpenAmount: number;
  sharpenThreshold: number;
  /** contrast, brightness, saturation, hue, blur */
  filters: number[];
  superResolution: boolean;
  devicePixelRatio: number;
  encoding: number;
  autoEncode: boolean;
  progressive: boolean;
  /** webp and avif sources take every transform. */
  webTransforms: boolean;
  /** An address for a crawler: the device pixel ratio is ignored. */
  seoBot: boolean;
  id: string;
  name: string;
  watermark: string;
}

/** The `index`th request of `rows`, with its texts from `texts`. */
export function decodeRequest(
  rows: Float64Array,
  texts: readonly string[],
  index: number,
): Request {
  const at = index * REQUEST_STRIDE;
  const t = index * TEXTS_PER_REQUEST;
  return {
    fit: rows[at + FIT],
    variant: rows[at + VARIANT],
    width: rows[at + WIDTH],
    height: rows[at + HEIGHT],
    targetWidth: rows[at + TARGET_WIDTH],
    targetHeight: rows[at + TARGET_HEIGHT],
    cropX: rows[at + CROP_X],
    cropY: rows[at + CROP_Y],
    cropWidth: rows[at + CROP_WIDTH],
    cropHeight: rows[at + CROP_HEIGHT],
    focalX: rows[at + FOCAL_X],
    focalY: rows[at + FOCAL_Y],
    quality: rows[at + QUALITY],
    sharpenRadius: rows[at + SHARPEN_RADIUS],
    sharpenAmount: rows[at + SHARPEN_AMOUNT],
    sharpenThreshold: rows[at + SHARPEN_THRESHOLD],
    filters: [
      rows[at + CONTRAST],
      rows[at + BRIGHTNESS],
      rows[at + SATURATION],
      rows[at + HUE],
      rows[at + BLUR],
    ],
    superResolution: rows[at + UPSCALE] === UPSCALE_METHOD_SUPER,
    devicePixelRatio: rows[at + DEVICE_PIXEL_RATIO],
    encoding: rows[at + ENCODING],
    autoEncode: rows[at + AUTO_ENCODE] !== 0,
    progressive: rows[at + PROGRESSIVE] !== 0,
    webTransforms: rows[at + WEB_TRANSFORMS] === 1,
    seoBot: rows[at + SEO_BOT] === 1,
    id: texts[t],
    name: texts[t + 1],
    watermark: texts[t + 2],
  };
}
