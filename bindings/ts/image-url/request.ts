// Twin of crates/image-url/src/request.rs: one address request as a row of numbers (the batch
// crosses the wasm boundary as one Float64Array of rows plus the texts), and its decoding.
// A number that is absent is NaN.

export const FIT = 0;
export const VARIANT = 1;
export const WIDTH = 2;
export const HEIGHT = 3;
export const TARGET_WIDTH = 4;
export const TARGET_HEIGHT = 5;
export const CROP_X = 6;
export const CROP_Y = 7;
export const CROP_WIDTH = 8;
export const CROP_HEIGHT = 9;
export const FOCAL_X = 10;
export const FOCAL_Y = 11;
export const QUALITY = 12;
export const SHARPEN_RADIUS = 13;
export const SHARPEN_AMOUNT = 14;
export const SHARPEN_THRESHOLD = 15;
export const CONTRAST = 16;
export const BRIGHTNESS = 17;
export const SATURATION = 18;
export const HUE = 19;
export const BLUR = 20;
export const UPSCALE = 21;
export const DEVICE_PIXEL_RATIO = 22;
export const ENCODING = 23;
export const AUTO_ENCODE = 24;
export const PROGRESSIVE = 25;
/** UTF-8 byte lengths of the request's texts (id, name, watermark), for the wasm side. */
export const ID_BYTES = 26;
export const NAME_BYTES = 27;
export const WATERMARK_BYTES = 28;
export const REQUEST_STRIDE = 29;
/** Texts per request: id, name, watermark. */
export const TEXTS_PER_REQUEST = 3;

export const FIT_FILL = 0;
export const FIT_FIT = 1;
export const FIT_CROP = 2;

export const UPSCALE_METHOD_CLASSIC = 0;
export const UPSCALE_METHOD_SUPER = 1;

export const ENCODING_NONE = 0;
export const ENCODING_AVIF = 1;
export const ENCODING_PAVIF = 2;

/** spec/002 §3 "Image address variants", in this order. */
export const VARIANT_RESIZED = 0;
export const VARIANT_MULTI = 1;
export const VARIANT_SCALED = 2;
export const VARIANT_PIXEL = 3;
export const VARIANT_THUMBNAIL = 4;
export const VARIANT_SQUARE = 5;
export const VARIANT_FULL = 6;
export const VARIANT_SAMPLE = 7;
export const VARIANT_LOW_RES = 8;
export const VARIANT_MAGNIFIED = 9;
export const VARIANT_DOWNLOAD = 10;

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
    id: texts[t],
    name: texts[t + 1],
    watermark: texts[t + 2],
  };
}
