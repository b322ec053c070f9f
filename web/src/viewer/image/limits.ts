// The viewer's own image limits (spec/000 §5 "Validation rules"): quality is capped at 90 and
// sharpening is clamped before the viewer asks the image address builder, whose own ranges
// (spec/001 §5) then apply as well. Pure: no React, no DOM.

import type { ImageUrlOptions, ImageUrlRequest, UnsharpMask } from '../../../../bindings/index.ts';

/** spec/000 §5: image quality is capped at 90. */
export const VIEWER_MAX_QUALITY = 90;

/** spec/000 §5: sharpening amount is clamped 0 to 5, radius 0 to 128, threshold 0 to 1. */
export const VIEWER_SHARPEN_LIMITS: Readonly<Record<keyof UnsharpMask, readonly [number, number]>> =
  {
    amount: [0, 5],
    radius: [0, 128],
    threshold: [0, 1],
  };

function clamp(value: number, [min, max]: readonly [number, number]): number {
  return value < min ? min : value > max ? max : value;
}

/** Only numbers are limited; anything else is left for the builder to refuse. */
function limitSharpen(mask: UnsharpMask): UnsharpMask {
  const out: UnsharpMask = { ...mask };
  for (const key of Object.keys(VIEWER_SHARPEN_LIMITS) as (keyof UnsharpMask)[]) {
    const value = mask[key];
    if (typeof value === 'number' && !Number.isNaN(value))
      out[key] = clamp(value, VIEWER_SHARPEN_LIMITS[key]);
  }
  return out;
}

/** The options with the viewer's limits applied; the input is not changed. */
export function limitViewerImageOptions(options: ImageUrlOptions): ImageUrlOptions {
  const out: ImageUrlOptions = { ...options };
  if (typeof options.quality === 'number' && options.quality > VIEWER_MAX_QUALITY)
    out.quality = VIEWER_MAX_QUALITY;
  if (options.unsharpMask) out.unsharpMask = limitSharpen(options.unsharpMask);
  return out;
}

/** The request the viewer's image component hands the builder. */
export function viewerImageRequest(request: ImageUrlRequest): ImageUrlRequest {
  return request.options
    ? { ...request, options: limitViewerImageOptions(request.options) }
    : request;
}
