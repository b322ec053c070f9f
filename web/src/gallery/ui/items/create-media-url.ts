// The host's own image addresses (spec/002 §7 "Host-supplied media-address function"): called
// with the item, its original address, the resize method, the size required in device pixels,
// the sharpening params and the focal point; each answer is kept, so the host is asked once per
// set of arguments. A call that throws or gives no address logs 'Cannot create url' (spec/002 §8)
// and the original address is kept as its answer.

import type { FocalPoint, ItemModel, SharpParams } from '../../model/items/types.ts';
import { CANNOT_CREATE_URL } from '../constants.ts';

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
      try {
        address = create(item, url, resizeMethod, width, height, sharpParams, focalPoint);
        if (typeof address !== 'string' || address === '')
          throw new Error(`createMediaUrl gave ${JSON.stringify(address)}`);
      } catch (error) {
        console.error(CANNOT_CREATE_URL, error);
        address = url;
      }
      known.set(key, address);
    }
    return address;
  };
}
