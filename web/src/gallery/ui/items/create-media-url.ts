// The host's own image addresses (spec/002 §7 "Host-supplied media-address function"): called
// with the item, its original address, the resize method, the size required in device pixels,
// the sharpening params and the focal point; each answer is kept, so the host is asked once per
// set of arguments.

import type { FocalPoint, ItemModel, SharpParams } from '../../model/items/types.ts';

export type ResizeMethod = 'fill' | 'fit' | 'full' | 'video';

export type CreateMediaUrl = (
  item: ItemModel,
  url: string,
  resizeMethod: ResizeMethod,
  width: number,
  height: number,
  sharpParams: SharpParams,
  focalPoint: FocalPoint,
) => string;

export type CachedMediaUrl = CreateMediaUrl;

/** `create`, asked once per set of arguments (the item by its id). */
export function cachedMediaUrl(create: CreateMediaUrl): CachedMediaUrl {
  const known = new Map<string, string>();
  return (item, url, resizeMethod, width, height, sharpParams, focalPoint) => {
    const key = JSON.stringify([
      item.id,
      url,
      resizeMethod,
      width,
      height,
      sharpParams,
      focalPoint,
    ]);
    let address = known.get(key);
    if (address === undefined) {
      address = create(item, url, resizeMethod, width, height, sharpParams, focalPoint);
      known.set(key, address);
    }
    return address;
  };
}
