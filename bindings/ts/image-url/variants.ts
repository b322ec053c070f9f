// Twin of crates/image-url/src/variants.rs: the address variants of spec/002 §3 "Image address
// variants", each a change to the request before the address is built.

import { hostAndId, transformedAddress } from './address.ts';
import {
  FIT_CROP,
  FIT_FILL,
  FIT_FIT,
  VARIANT_DOWNLOAD,
  VARIANT_FULL,
  VARIANT_LOW_RES,
  VARIANT_MAGNIFIED,
  VARIANT_MULTI,
  VARIANT_PIXEL,
  VARIANT_SAMPLE,
  VARIANT_SCALED,
  VARIANT_SQUARE,
  VARIANT_THUMBNAIL,
} from '../../contract/image-url-request.ts';
import type { Request } from './request.ts';
import {
  classifySource,
  fileName,
  SOURCE_BLANK,
  SOURCE_PASS_THROUGH,
  type Source,
} from './source.ts';
import { encodeComponent } from './text.ts';

/** spec/002 §3 and §9: pixel 1x1 at quality 90; thumbnail quality 70; square 100x100 at 80. */
export const PIXEL_SIZE = 1;
export const PIXEL_QUALITY = 90;
export const THUMBNAIL_QUALITY = 70;
export const SQUARE_SIZE = 100;
export const SQUARE_QUALITY = 80;
/** spec/002 §3: sample is a fit into 500x500. */
export const SAMPLE_SIZE = 500;
/** spec/002 §3: low-res is 250 px tall at quality 30 with blur 30. */
export const LOW_RES_HEIGHT = 250;
export const LOW_RES_QUALITY = 30;
export const LOW_RES_BLUR = 30;
/** spec/001 §9: magnification value 2. */
export const MAGNIFICATION = 2;
/** spec/002 §3: the download address names the file in this parameter. */
export const DOWNLOAD_PARAMETER = '?dn=';
/** The multi variant: the address at each device pixel ratio, as a srcset. */
export const MULTI_RATIOS: readonly number[] = [1, 2];

const BLUR_FILTER = 4;

function withFilter(filters: readonly number[], index: number, value: number): number[] {
  const out = filters.slice();
  out[index] = value;
  return out;
}

function downloadName(r: Request, source: Source): string {
  if (source.kind !== SOURCE_PASS_THROUGH) return fileName(r.id, r.name, source.extension);
  return encodeComponent(r.id.slice(r.id.lastIndexOf('/') + 1));
}

/** The address of `r` in its variant on `host`. */
export function variantAddress(r: Request, host: string): string {
  const source = classifySource(r.id);
  if (source.kind === SOURCE_BLANK) return host;
  if (r.variant === VARIANT_FULL) return hostAndId(host, r.id);
  if (r.variant === VARIANT_DOWNLOAD)
    return `${hostAndId(host, r.id)}${DOWNLOAD_PARAMETER}${downloadName(r, source)}`;
  if (source.kind === SOURCE_PASS_THROUGH) return hostAndId(host, r.id);
  switch (r.variant) {
    case VARIANT_MULTI:
      return MULTI_RATIOS.map(
        (ratio) =>
          `${transformedAddress({ ...r, devicePixelRatio: ratio }, source, host)} ${ratio}x`,
      ).join(', ');
    case VARIANT_SCALED:
      return transformedAddress({ ...r, fit: FIT_FIT }, source, host);
    case VARIANT_PIXEL:
      return transformedAddress(
        {
          ...r,
          fit: FIT_FILL,
          targetWidth: PIXEL_SIZE,
          targetHeight: PIXEL_SIZE,
          quality: PIXEL_QUALITY,
        },
        source,
        host,
      );
    case VARIANT_THUMBNAIL:
      return transformedAddress({ ...r, quality: THUMBNAIL_QUALITY }, source, host);
    case VARIANT_SQUARE: {
      const fit = r.fit === FIT_CROP ? FIT_CROP : FIT_FILL;
      return transformedAddress(
        { ...r, fit, targetWidth: SQUARE_SIZE, targetHeight: SQUARE_SIZE, quality: SQUARE_QUALITY },
        source,
        host,
      );
    }
    case VARIANT_SAMPLE:
      return transformedAddress(
        { ...r, fit: FIT_FIT, targetWidth: SAMPLE_SIZE, targetHeight: SAMPLE_SIZE },
        source,
        host,
      );
    case VARIANT_LOW_RES: {
      const targetWidth = (r.targetWidth * LOW_RES_HEIGHT) / r.targetHeight;
      const filters = withFilter(r.filters, BLUR_FILTER, LOW_RES_BLUR);
      return transformedAddress(
        { ...r, targetWidth, targetHeight: LOW_RES_HEIGHT, quality: LOW_RES_QUALITY, filters },
        source,
        host,
      );
    }
    case VARIANT_MAGNIFIED:
      return transformedAddress(
        {
          ...r,
          targetWidth: r.targetWidth * MAGNIFICATION,
          targetHeight: r.targetHeight * MAGNIFICATION,
        },
        source,
        host,
      );
    default:
      return transformedAddress(r, source, host);
  }
}
