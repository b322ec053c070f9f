// A batch of image requests and their addresses as they cross the worker boundary: numbers in
// one Float64Array (transferred), texts joined in one string, never an object per item (DESIGN.md
// "Flat data across boundaries"). Every field of ImageUrlRequest survives; an absent one is NaN.

import {
  IMAGE_ENCODINGS,
  IMAGE_FITS,
  IMAGE_VARIANTS,
  type ImageUrlOptions,
  type ImageUrlRequest,
  UPSCALE_METHODS,
} from '../../../../bindings/engine.ts';

export interface ImageBatch {
  numbers: Float64Array;
  /** The ids, names and watermarks, joined; their lengths are among the numbers. */
  texts: string;
}

export interface AddressBatch {
  /** The addresses, joined; `lengths` cut them apart. */
  text: string;
  lengths: Uint32Array;
}

const FIT = 0;
const SIZE = 1; // width, height, targetWidth, targetHeight
const VARIANT = 5;
const CROP = 6; // x, y, width, height
const HAS_OPTIONS = 10;
const FOCAL = 11; // x, y
const QUALITY = 13;
const UNSHARP = 14; // radius, amount, threshold, then whether given
const FILTERS = 18; // contrast, brightness, saturation, hue, blur, then whether given
const UPSCALE = 24;
const PIXEL_RATIO = 25;
const ENCODING = 26;
const AUTO_ENCODE = 27;
const PROGRESSIVE = 28;
const TEXT_LENGTHS = 29; // id, name, watermark
const WEB_TRANSFORMS = 32;
const SEO_BOT = 33;
export const IMAGE_BATCH_STRIDE = 34;

const SIZE_KEYS = ['width', 'height', 'targetWidth', 'targetHeight'] as const;
const CROP_KEYS = ['x', 'y', 'width', 'height'] as const;
const UNSHARP_KEYS = ['radius', 'amount', 'threshold'] as const;
const FILTER_KEYS = ['contrast', 'brightness', 'saturation', 'hue', 'blur'] as const;

const code = <T>(names: readonly T[], value: T | undefined) =>
  value === undefined ? NaN : names.indexOf(value);
const flag = (value: boolean | undefined) => (value === undefined ? NaN : Number(value));
const given = (value: number) => !Number.isNaN(value);

/** Writes `values[keys]` at `at`; returns whether `values` was given. */
function put<K extends string>(
  rows: Float64Array,
  at: number,
  keys: readonly K[],
  values: Partial<Record<K, number>> | undefined,
): boolean {
  keys.forEach((key, i) => (rows[at + i] = values?.[key] ?? NaN));
  return values !== undefined;
}

function take<K extends string>(rows: Float64Array, at: number, keys: readonly K[]) {
  const out: Partial<Record<K, number>> = {};
  keys.forEach((key, i) => {
    if (given(rows[at + i])) out[key] = rows[at + i];
  });
  return out;
}

export function encodeImageBatch(requests: readonly ImageUrlRequest[]): ImageBatch {
  const rows = new Float64Array(requests.length * IMAGE_BATCH_STRIDE);
  let texts = '';
  requests.forEach((r, i) => {
    const at = i * IMAGE_BATCH_STRIDE;
    const o = r.options;
    rows[at + FIT] = code(IMAGE_FITS, r.fit);
    put(rows, at + SIZE, SIZE_KEYS, r);
    rows[at + VARIANT] = code(IMAGE_VARIANTS, r.variant);
    put(rows, at + CROP, CROP_KEYS, r.crop);
    rows[at + HAS_OPTIONS] = Number(o !== undefined);
    put(rows, at + FOCAL, ['x', 'y'], o?.focalPoint);
    rows[at + QUALITY] = o?.quality ?? NaN;
    rows[at + UNSHARP + 3] = Number(put(rows, at + UNSHARP, UNSHARP_KEYS, o?.unsharpMask));
    rows[at + FILTERS + 5] = Number(put(rows, at + FILTERS, FILTER_KEYS, o?.filters));
    rows[at + UPSCALE] = code(UPSCALE_METHODS, o?.upscaleMethod);
    rows[at + PIXEL_RATIO] = o?.devicePixelRatio ?? NaN;
    rows[at + ENCODING] = code(IMAGE_ENCODINGS, o?.encoding);
    rows[at + AUTO_ENCODE] = flag(o?.autoEncode);
    rows[at + PROGRESSIVE] = flag(o?.progressive);
    rows[at + WEB_TRANSFORMS] = flag(o?.allowWebpAvifTransforms);
    rows[at + SEO_BOT] = flag(o?.isSEOBot);
    [r.id, o?.name, o?.watermark].forEach((text, k) => {
      rows[at + TEXT_LENGTHS + k] = text === undefined ? NaN : text.length;
      texts += text ?? '';
    });
  });
  return { numbers: rows, texts };
}

function optionsAt(rows: Float64Array, at: number, name?: string, watermark?: string) {
  const o: ImageUrlOptions = {};
  if (given(rows[at + FOCAL])) o.focalPoint = { x: rows[at + FOCAL], y: rows[at + FOCAL + 1] };
  if (given(rows[at + QUALITY])) o.quality = rows[at + QUALITY];
  if (rows[at + UNSHARP + 3] === 1) o.unsharpMask = take(rows, at + UNSHARP, UNSHARP_KEYS);
  if (rows[at + FILTERS + 5] === 1) o.filters = take(rows, at + FILTERS, FILTER_KEYS);
  if (given(rows[at + UPSCALE])) o.upscaleMethod = UPSCALE_METHODS[rows[at + UPSCALE]];
  if (given(rows[at + PIXEL_RATIO])) o.devicePixelRatio = rows[at + PIXEL_RATIO];
  if (name !== undefined) o.name = name;
  if (given(rows[at + ENCODING])) o.encoding = IMAGE_ENCODINGS[rows[at + ENCODING]];
  if (given(rows[at + AUTO_ENCODE])) o.autoEncode = rows[at + AUTO_ENCODE] === 1;
  if (given(rows[at + PROGRESSIVE])) o.progressive = rows[at + PROGRESSIVE] === 1;
  if (watermark !== undefined) o.watermark = watermark;
  if (given(rows[at + WEB_TRANSFORMS])) o.allowWebpAvifTransforms = rows[at + WEB_TRANSFORMS] === 1;
  if (given(rows[at + SEO_BOT])) o.isSEOBot = rows[at + SEO_BOT] === 1;
  return o;
}

export function decodeImageBatch({ numbers: rows, texts }: ImageBatch): ImageUrlRequest[] {
  const requests: ImageUrlRequest[] = [];
  let cursor = 0;
  for (let at = 0; at < rows.length; at += IMAGE_BATCH_STRIDE) {
    const [id, name, watermark] = [0, 1, 2].map((k) => {
      const length = rows[at + TEXT_LENGTHS + k];
      if (!given(length)) return undefined;
      cursor += length;
      return texts.slice(cursor - length, cursor);
    });
    const size = take(rows, at + SIZE, SIZE_KEYS) as Record<(typeof SIZE_KEYS)[number], number>;
    const request: ImageUrlRequest = { fit: IMAGE_FITS[rows[at + FIT]], id: id ?? '', ...size };
    if (given(rows[at + CROP]))
      request.crop = take(rows, at + CROP, CROP_KEYS) as ImageUrlRequest['crop'];
    if (rows[at + HAS_OPTIONS] === 1) request.options = optionsAt(rows, at, name, watermark);
    if (given(rows[at + VARIANT])) request.variant = IMAGE_VARIANTS[rows[at + VARIANT]];
    requests.push(request);
  }
  return requests;
}

export function encodeAddresses(addresses: readonly string[]): AddressBatch {
  return {
    text: addresses.join(''),
    lengths: Uint32Array.from(addresses, (address) => address.length),
  };
}

export function decodeAddresses({ text, lengths }: AddressBatch): string[] {
  let cursor = 0;
  return Array.from(lengths, (length) => text.slice(cursor, (cursor += length)));
}
