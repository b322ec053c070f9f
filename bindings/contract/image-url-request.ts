// The image-address requests as rows of numbers (crates/image-url/src/request.rs): a batch
// crosses the wasm boundary as one Float64Array of rows, REQUEST_STRIDE numbers per request, plus
// the texts. A number that is absent is NaN. The slot of each field, and the codes of its
// enumerations, shared by both backends and the row encoder (encode-image-url-request.ts).

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
/** 1 when webp and avif sources take every transform (crop, focal point, alignment), else 0. */
export const WEB_TRANSFORMS = 29;
/** 1 for an address made for a crawler, which ignores the device pixel ratio, else 0. */
export const SEO_BOT = 30;
export const REQUEST_STRIDE = 31;
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
