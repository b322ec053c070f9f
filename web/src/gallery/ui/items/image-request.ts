// What the engine is asked for an item's image (spec/001 §3 "Media item input", §5 "Image
// address builder rules"; spec/002 §3 "Image address variants", §7): the item's media id, its own
// size, the size it is shown at, the resize method of the crop options, quality 90 unless the
// item's sharpParams say otherwise, the device pixel ratio and the focal point.

import type { ImageFit, ImageUrlRequest, ImageVariant } from '../../../../../bindings/engine.ts';
import type { FlatOptions } from '../../model/index.ts';
import type { ItemModel } from '../../model/items/types.ts';

/** The quality of an image address unless the item says otherwise (spec/002 §7). */
export const DEFAULT_IMAGE_QUALITY = 90;

/** The engine caps the ratio at 2 (spec/001 §9 "Image constants"); so does a host's address. */
export const MAX_DEVICE_PIXEL_RATIO = 2;

/**
 * FIT keeps the picture inside the item's box; FILL, MIN and MAX cover the box, whose shape the
 * layout already chose from the crop method.
 */
export function resizeMethodOf(options: FlatOptions): Extract<ImageFit, 'fill' | 'fit'> {
  return options.layoutParams_crop_method === 'FIT' ? 'fit' : 'fill';
}

/**
 * Whether the item's url is an address of its own rather than an id on the static media host: it
 * names a scheme (http, https, data, blob ...) or a path. spec/001 §5 transforms only the host's
 * files, never external links, so such an address is used as it is.
 */
export function isOwnAddress(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.includes('/');
}

export function devicePixelRatio(): number {
  return Math.min(globalThis.devicePixelRatio || 1, MAX_DEVICE_PIXEL_RATIO);
}

/** The request for `variant` of the item's image shown at width by height CSS pixels. */
export function imageRequest(
  item: ItemModel,
  variant: ImageVariant,
  width: number,
  height: number,
  options: FlatOptions,
  pixelRatio: number,
): ImageUrlRequest {
  const { sharpParams, focalPoint } = item;
  return {
    fit: resizeMethodOf(options),
    id: item.url,
    width: item.width,
    height: item.height,
    targetWidth: width,
    targetHeight: height,
    variant,
    options: {
      quality: sharpParams.quality ?? DEFAULT_IMAGE_QUALITY,
      devicePixelRatio: pixelRatio,
      // The model's focal point is a fraction; the engine takes percent (spec/001 §5).
      focalPoint: { x: focalPoint.x * 100, y: focalPoint.y * 100 },
      ...(sharpParams.usm === undefined ? {} : { unsharpMask: sharpParams.usm }),
      ...(item.fileName === undefined ? {} : { name: item.fileName }),
    },
  };
}
