// The static items' pictures (an image's own, a video's poster) at the sizes of the layout at
// PICTURE_WIDTH: an item's own http(s) address as it is, the host's createMediaUrl when given,
// else the engine's address on the static media host (spec/002 §7). The same on the server and
// when hydrating. Pure.

import { tsImageUrlEngine } from '../../../../../bindings/ts-image-url.ts';
import { RECT_STRIDE } from '../../../../../bindings/engine.ts';
import type { FlatOptions } from '../../model/options/flatten.ts';
import type { ItemModel } from '../../model/items/types.ts';
import type { CreateMediaUrl } from '../items/create-media-url.ts';
import { imageRequest, isOwnAddress, resizeMethodOf } from '../items/image-request.ts';

function pictureOf(item: ItemModel): ItemModel | undefined {
  if (item.type === 'image') return item.url === '' ? undefined : item;
  return item.posterUrl === undefined ? undefined : { ...item, url: item.posterUrl };
}

export function staticPictures(
  items: readonly ItemModel[],
  rects: Float64Array,
  options: FlatOptions,
  createMediaUrl: CreateMediaUrl | undefined,
): (string | undefined)[] {
  const fit = resizeMethodOf(options);
  return items.map((item, index) => {
    const picture = pictureOf(item);
    const at = index * RECT_STRIDE;
    if (picture === undefined || at + 3 >= rects.length) return undefined;
    if (isOwnAddress(picture.url))
      return /^https?:\/\//i.test(picture.url) ? picture.url : undefined;
    const [width, height] = [Math.ceil(rects[at + 2]), Math.ceil(rects[at + 3])];
    if (createMediaUrl !== undefined) {
      try {
        const address = createMediaUrl(
          picture,
          picture.url,
          fit,
          width,
          height,
          picture.sharpParams,
          picture.focalPoint,
        );
        return typeof address === 'string' && address !== '' ? address : undefined;
      } catch {
        return undefined; // the interactive gallery asks again and logs it (spec/002 §8)
      }
    }
    const request = imageRequest(picture, 'resized', width, height, options, 1);
    return tsImageUrlEngine.imageUrls([request])[0] || undefined;
  });
}
