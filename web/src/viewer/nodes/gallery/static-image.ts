// The address of a static gallery item's picture (an image, or a video's poster) at the size the
// layout gave it: the item's own http(s) address as it is, the host's createMediaUrl when it
// gives one, else the viewer's image engine with the viewer's limits (spec/000 §5). Undefined
// while the engine loads or when there is no picture; the same on the server and when hydrating.

import type { ImageUrlEngine } from '../../../../../bindings/engine.ts';
import type { FlatOptions } from '../../../gallery/model/options/flatten.ts';
import type { ItemModel } from '../../../gallery/model/items/types.ts';
import type { CreateMediaUrl } from '../../../gallery/ui/items/create-media-url.ts';
import {
  imageRequest,
  isOwnAddress,
  resizeMethodOf,
} from '../../../gallery/ui/items/image-request.ts';
import { viewerImageRequest } from '../../image/limits.ts';

export interface StaticImageSources {
  options: FlatOptions;
  engine: ImageUrlEngine | undefined;
  createMediaUrl: CreateMediaUrl | undefined;
}

/** The item's picture: its own for an image, the poster for a video. */
function pictureOf(item: ItemModel): ItemModel | undefined {
  if (item.type === 'image') return item.url === '' ? undefined : item;
  return item.posterUrl === undefined ? undefined : { ...item, url: item.posterUrl };
}

export function staticImageAddress(
  item: ItemModel,
  width: number,
  height: number,
  { options, engine, createMediaUrl }: StaticImageSources,
): string | undefined {
  const picture = pictureOf(item);
  if (picture === undefined) return undefined;
  if (isOwnAddress(picture.url)) return /^https?:\/\//i.test(picture.url) ? picture.url : undefined;
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  if (createMediaUrl !== undefined) {
    const method = resizeMethodOf(options);
    const { sharpParams, focalPoint } = picture;
    try {
      const address = createMediaUrl(picture, picture.url, method, w, h, sharpParams, focalPoint);
      return typeof address === 'string' && address !== '' ? address : undefined;
    } catch {
      // The interactive gallery asks again and logs it (spec/002 §8 'Cannot create url').
      return undefined;
    }
  }
  if (engine === undefined) return undefined;
  // Device pixel ratio 1: the server cannot know the visitor's.
  return engine.imageUrl(viewerImageRequest(imageRequest(picture, 'resized', w, h, options, 1)));
}
