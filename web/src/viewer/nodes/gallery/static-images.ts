// The addresses of the static gallery's pictures (an image's own, a video's poster) at the sizes
// the layout gave them: an item's own http(s) address as it is, the host's createMediaUrl when
// it gives one, else the viewer's image engine with the viewer's limits (spec/000 §5), all of a
// gallery's in one engine call. Undefined where there is no picture, or while the engine loads.
// The same on the server and when hydrating. Pure.

import {
  type ImageUrlEngine,
  type ImageUrlRequest,
  RECT_STRIDE,
} from '../../../../../bindings/engine.ts';
import type { FlatOptions } from '../../../gallery/model/options/flatten.ts';
import type { ItemModel } from '../../../gallery/model/items/types.ts';
import type { CreateMediaUrl } from '../../../gallery/ui/items/create-media-url.ts';
import {
  imageRequest,
  isOwnAddress,
  resizeMethodOf,
} from '../../../gallery/ui/items/image-request.ts';
import { viewerImageRequest } from '../../image/limits.ts';

export interface ImageSources {
  engine: ImageUrlEngine | undefined;
  createMediaUrl: CreateMediaUrl | undefined;
  /** 1 on the server and when hydrating (the server cannot know the visitor's); the device's
   *  afterwards, so the addresses are the very ones the interactive gallery asks for. */
  pixelRatio: number;
}

/** The item's picture: its own for an image, the poster for a video. */
function pictureOf(item: ItemModel): ItemModel | undefined {
  if (item.type === 'image') return item.url === '' ? undefined : item;
  return item.posterUrl === undefined ? undefined : { ...item, url: item.posterUrl };
}

function hostAddress(
  create: CreateMediaUrl,
  picture: ItemModel,
  w: number,
  h: number,
  fit: 'fill' | 'fit',
) {
  try {
    const address = create(
      picture,
      picture.url,
      fit,
      w,
      h,
      picture.sharpParams,
      picture.focalPoint,
    );
    return typeof address === 'string' && address !== '' ? address : undefined;
  } catch {
    // The interactive gallery asks again and logs it (spec/002 §8 'Cannot create url').
    return undefined;
  }
}

export function staticImageAddresses(
  items: readonly ItemModel[],
  rects: Float64Array,
  options: FlatOptions,
  { engine, createMediaUrl, pixelRatio }: ImageSources,
): (string | undefined)[] {
  const fit = resizeMethodOf(options);
  const addresses: (string | undefined)[] = new Array(items.length).fill(undefined);
  const requests: ImageUrlRequest[] = [];
  const asked: number[] = [];
  items.forEach((item, index) => {
    const picture = pictureOf(item);
    const at = index * RECT_STRIDE;
    if (picture === undefined || at + 3 >= rects.length) return;
    if (isOwnAddress(picture.url)) {
      addresses[index] = /^https?:\/\//i.test(picture.url) ? picture.url : undefined;
      return;
    }
    const [width, height] = [rects[at + 2], rects[at + 3]];
    if (createMediaUrl !== undefined) {
      // In device pixels, as the gallery asks its host.
      const w = Math.max(1, Math.ceil(width * pixelRatio));
      const h = Math.max(1, Math.ceil(height * pixelRatio));
      addresses[index] = hostAddress(createMediaUrl, picture, w, h, fit);
      return;
    }
    const request = imageRequest(picture, 'resized', width, height, options, pixelRatio);
    requests.push(viewerImageRequest(request));
    asked.push(index);
  });
  if (engine !== undefined && requests.length > 0) {
    const made = engine.imageUrls(requests);
    asked.forEach((index, i) => (addresses[index] = made[i] || undefined));
  }
  return addresses;
}
