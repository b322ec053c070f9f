// Requests as the rows both backends read (request.ts; crates/image-url/src/request.rs): one
// encoder shared by the WebAssembly backend and the TypeScript twin.

import { IMAGE_VARIANTS, type ImageUrlOptions, type ImageUrlRequest } from '../../contract/image-url.ts';
import * as slot from './request.ts';

export interface EncodedRequests {
  /** The text-length slots hold each text's JavaScript length: its UTF-8 bytes when ASCII. */
  rows: Float64Array;
  /** id, name, watermark per request. */
  texts: string[];
  /** Every text, one after the other. */
  joined: string;
}

/** A number as given, or NaN (absent) for anything else. */
function numberOr(value: unknown): number {
  return typeof value === 'number' ? value : NaN;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const FIT_CODES: Readonly<Record<string, number>> = { fill: slot.FIT_FILL, fit: slot.FIT_FIT, crop: slot.FIT_CROP };
const VARIANT_CODES: Readonly<Record<string, number>> = Object.fromEntries(IMAGE_VARIANTS.map((name, code) => [name, code]));

/** Rows start all NaN (absent); only what a request gives is written. */
/** Writes the rows into `rows` (a view on wasm memory, say) or a new array. */
export function encodeRequests(
  requests: readonly ImageUrlRequest[],
  rows: Float64Array = new Float64Array(requests.length * slot.REQUEST_STRIDE),
): EncodedRequests {
  rows.fill(NaN);
  const texts: string[] = new Array(requests.length * slot.TEXTS_PER_REQUEST);
  let joined = '';
  for (let i = 0; i < requests.length; i++) {
    const r = requests[i];
    const at = i * slot.REQUEST_STRIDE;
    rows[at + slot.FIT] = FIT_CODES[r.fit] ?? slot.FIT_FILL;
    rows[at + slot.VARIANT] = r.variant === undefined ? slot.VARIANT_RESIZED : (VARIANT_CODES[r.variant] ?? slot.VARIANT_RESIZED);
    rows[at + slot.WIDTH] = numberOr(r.width);
    rows[at + slot.HEIGHT] = numberOr(r.height);
    rows[at + slot.TARGET_WIDTH] = numberOr(r.targetWidth);
    rows[at + slot.TARGET_HEIGHT] = numberOr(r.targetHeight);
    rows[at + slot.UPSCALE] = slot.UPSCALE_METHOD_CLASSIC;
    rows[at + slot.ENCODING] = slot.ENCODING_NONE;
    rows[at + slot.AUTO_ENCODE] = 1;
    rows[at + slot.PROGRESSIVE] = 1;
    const t = i * slot.TEXTS_PER_REQUEST;
    const id = textOf(r.id);
    texts[t] = id;
    texts[t + 1] = '';
    texts[t + 2] = '';
    rows[at + slot.ID_BYTES] = id.length;
    rows[at + slot.NAME_BYTES] = 0;
    rows[at + slot.WATERMARK_BYTES] = 0;
    joined += id;
    if (r.crop) {
      rows[at + slot.CROP_X] = numberOr(r.crop.x);
      rows[at + slot.CROP_Y] = numberOr(r.crop.y);
      rows[at + slot.CROP_WIDTH] = numberOr(r.crop.width);
      rows[at + slot.CROP_HEIGHT] = numberOr(r.crop.height);
    }
    const o = r.options;
    if (o) {
      encodeOptions(rows, at, o);
      const name = textOf(o.name);
      const watermark = textOf(o.watermark);
      texts[t + 1] = name;
      texts[t + 2] = watermark;
      rows[at + slot.NAME_BYTES] = name.length;
      rows[at + slot.WATERMARK_BYTES] = watermark.length;
      joined += name + watermark;
    }
  }
  return { rows, texts, joined };
}

function encodeOptions(rows: Float64Array, at: number, o: ImageUrlOptions): void {
  if (o.focalPoint) {
    rows[at + slot.FOCAL_X] = numberOr(o.focalPoint.x);
    rows[at + slot.FOCAL_Y] = numberOr(o.focalPoint.y);
  }
  if (o.quality !== undefined) rows[at + slot.QUALITY] = numberOr(o.quality);
  if (o.unsharpMask) {
    rows[at + slot.SHARPEN_RADIUS] = numberOr(o.unsharpMask.radius);
    rows[at + slot.SHARPEN_AMOUNT] = numberOr(o.unsharpMask.amount);
    rows[at + slot.SHARPEN_THRESHOLD] = numberOr(o.unsharpMask.threshold);
  }
  const f = o.filters;
  if (f) {
    rows[at + slot.CONTRAST] = numberOr(f.contrast);
    rows[at + slot.BRIGHTNESS] = numberOr(f.brightness);
    rows[at + slot.SATURATION] = numberOr(f.saturation);
    rows[at + slot.HUE] = numberOr(f.hue);
    rows[at + slot.BLUR] = numberOr(f.blur);
  }
  if (o.upscaleMethod === 'super') rows[at + slot.UPSCALE] = slot.UPSCALE_METHOD_SUPER;
  if (o.devicePixelRatio !== undefined) rows[at + slot.DEVICE_PIXEL_RATIO] = numberOr(o.devicePixelRatio);
  if (o.encoding === 'AVIF') rows[at + slot.ENCODING] = slot.ENCODING_AVIF;
  else if (o.encoding === 'PAVIF') rows[at + slot.ENCODING] = slot.ENCODING_PAVIF;
  if (o.autoEncode === false) rows[at + slot.AUTO_ENCODE] = 0;
  if (o.progressive === false) rows[at + slot.PROGRESSIVE] = 0;
}
