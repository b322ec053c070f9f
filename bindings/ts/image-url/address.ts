// Twin of crates/image-url/src/address.rs: one transformed address, of the shape
// {host}{id}/v1/[crop/x_,y_,w_,h_/]fill/w_,h_,{al_c|fp_},[lg_],[q_],[usm_],[bl],[wm_],[filters],
// [enc_]/{fileName} (spec/001 §7, §5 "Image address builder rules"); `fit/w_,h_` in place of
// the fill part when a fit's source has no width or height.

import { filterParts } from './filters.ts';
import {
  FOCAL_POINT_MAX,
  IMAGE_API_VERSION,
  MAX_DEVICE_PIXEL_RATIO,
  PNG_QUALITY_BONUS,
  QUALITY_MAX,
  QUALITY_MIN,
} from './limits.ts';
import { fixed2, jsNumber, jsRound } from './number.ts';
import { qualityForArea } from './quality.ts';
import {
  ENCODING_AVIF,
  ENCODING_PAVIF,
  FIT_CROP,
  FIT_FILL,
  FIT_FIT,
} from '../../contract/image-url-request.ts';
import type { Request } from './request.ts';
import { sharpenPart } from './sharpen.ts';
import { asciiLower } from './text.ts';
import { transformSize } from './size.ts';
import { FILE_MEDIA_PLATFORM, FILE_PNG, FILE_WEB, fileName, type Source } from './source.ts';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The folder every id lives in (spec/001 §7: media/{imageId}); the default host ends with it. */
const MEDIA_FOLDER = 'media/';

/**
 * The host and the id. An id that starts with the media folder, in any case, already names its
 * folder: it takes the place of the host's own (or, on a host without one, is dropped), as the
 * reference's addresses do.
 */
export function hostAndId(host: string, id: string): string {
  const n = MEDIA_FOLDER.length;
  if (id.length < n || asciiLower(id.slice(0, n)) !== MEDIA_FOLDER) return host + id;
  if (host.endsWith(MEDIA_FOLDER)) return host.slice(0, host.length - n) + id;
  return host + id.slice(n);
}

/**
 * spec/001 §9: the device pixel ratio is capped at 2; a missing or non-positive one is 1, and
 * an address for a crawler ignores it.
 */
export function pixelRatioOf(r: Request): number {
  return r.seoBot ? 1 : effectivePixelRatio(r.devicePixelRatio);
}

/** The cap and the fallback of `pixelRatioOf`. */
export function effectivePixelRatio(ratio: number): number {
  if (!(ratio > 0)) return 1;
  return ratio < MAX_DEVICE_PIXEL_RATIO ? ratio : MAX_DEVICE_PIXEL_RATIO;
}

/**
 * webp and avif sources are resized only (never cropped, focused or aligned) unless the request
 * allows them every transform.
 */
export function resizeOnly(r: Request, source: Source): boolean {
  return source.fileKind === FILE_WEB && !r.webTransforms;
}

/** A source side that is not given: 0 or NaN. The target's side stands in for it. */
function isMissing(side: number): boolean {
  return side === 0 || side !== side;
}

/** The crop inside the source, or null when there is none or it is the whole source. */
export function clippedCrop(r: Request, source: Source): Rect | null {
  if (r.fit !== FIT_CROP || resizeOnly(r, source)) return null;
  const { cropX, cropY, cropWidth, cropHeight } = r;
  if (!(
    Number.isFinite(cropX) &&
    Number.isFinite(cropY) &&
    Number.isFinite(cropWidth) &&
    Number.isFinite(cropHeight)
  )) {
    return null;
  }
  const x = cropX > 0 ? cropX : 0;
  const y = cropY > 0 ? cropY : 0;
  const right = cropX + cropWidth < r.width ? cropX + cropWidth : r.width;
  const bottom = cropY + cropHeight < r.height ? cropY + cropHeight : r.height;
  const width = right - x;
  const height = bottom - y;
  if (!(width > 0 && height > 0)) return null;
  if (x === 0 && y === 0 && width === r.width && height === r.height) return null;
  return { x, y, width, height };
}

function clampFocal(value: number): number {
  return (value < 0 ? 0 : value > FOCAL_POINT_MAX ? FOCAL_POINT_MAX : value) / 100;
}

function qualityPart(r: Request, source: Source, width: number, height: number): string {
  if (source.fileKind === FILE_MEDIA_PLATFORM) return '';
  let quality =
    r.quality >= QUALITY_MIN && r.quality <= QUALITY_MAX
      ? r.quality
      : qualityForArea(width, height).quality;
  if (source.fileKind === FILE_PNG) quality += PNG_QUALITY_BONUS;
  return `,q_${jsNumber(quality)}`;
}

function encodingPart(r: Request): string {
  if (r.encoding === ENCODING_AVIF) return ',enc_avif,quality_auto';
  if (r.encoding === ENCODING_PAVIF) return ',enc_pavif,quality_auto';
  return r.autoEncode ? ',enc_auto' : '';
}

/** The address of a source that takes transforms. */
export function transformedAddress(r: Request, source: Source, host: string): string {
  const ratio = pixelRatioOf(r);
  const crop = clippedCrop(r, source);
  const sourceWidth = crop ? crop.width : r.width;
  const sourceHeight = crop ? crop.height : r.height;
  const unsizedFit = r.fit === FIT_FIT && (isMissing(sourceWidth) || isMissing(sourceHeight));
  const size = transformSize(
    r.fit === FIT_FIT,
    isMissing(sourceWidth) ? r.targetWidth : sourceWidth,
    isMissing(sourceHeight) ? r.targetHeight : sourceHeight,
    r.targetWidth * ratio,
    r.targetHeight * ratio,
    r.superResolution,
  );
  let out = `${hostAndId(host, r.id)}/${IMAGE_API_VERSION}/`;
  if (crop) {
    out += `crop/x_${jsNumber(jsRound(crop.x))},y_${jsNumber(jsRound(crop.y))},w_${jsNumber(jsRound(crop.width))},h_${jsNumber(jsRound(crop.height))}/`;
  }
  out += `${unsizedFit ? 'fit' : 'fill'}/w_${jsNumber(size.width)},h_${jsNumber(size.height)}`;
  const focal =
    r.fit === FIT_FILL && !resizeOnly(r, source) && r.focalX === r.focalX && r.focalY === r.focalY;
  // A fit part has no alignment.
  if (!unsizedFit)
    out += focal ? `,fp_${fixed2(clampFocal(r.focalX))}_${fixed2(clampFocal(r.focalY))}` : ',al_c';
  if (size.upscale !== 0) out += `,lg_${size.upscale}`;
  out += qualityPart(r, source, size.width, size.height);
  // A fit part is always sharpened.
  out += sharpenPart(
    r.sharpenRadius,
    r.sharpenAmount,
    r.sharpenThreshold,
    size.sharpens || unsizedFit,
  );
  if (!r.progressive) out += ',bl';
  if (r.watermark !== '') out += `,wm_${r.watermark}`;
  out += filterParts(r.filters);
  out += encodingPart(r);
  return `${out}/${fileName(r.id, r.name, source.extension)}`;
}
