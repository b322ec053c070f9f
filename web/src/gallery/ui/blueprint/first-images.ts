// The main thread's half of the first images of a blueprint (spec/002 §7): what each item gives
// of its image request (the worker adds the fit, the variant and the size from the options and
// the layout), and the addresses that come back, kept under the keys the address book looks
// them up by, so the first items' pictures have their address on their first draw.

import { IMAGE_VARIANTS, RECT_STRIDE } from '../../../../../bindings/engine.ts';
import type { FlatOptions, ItemModel } from '../../model/index.ts';
import { decodeAddresses, encodeImageBatch } from '../../worker/image-batch.ts';
import type { FirstImages, FirstImagesRequest } from '../../worker/index.ts';
import { imageAddressKey, type ImageWant } from '../items/image-address-book.ts';
import { imageRequest, isOwnAddress } from '../items/image-request.ts';
import type { Band } from '../virtual-window.ts';

/**
 * How many items, from the first laid out, bring their image requests with a blueprint: more
 * than the band of spec/002 §9 holds in a usual gallery, few enough to read in a blink at 100,000.
 */
export const FIRST_IMAGES_LIMIT = 600;

const NO_OPTIONS: FlatOptions = {};

/**
 * The picture an item's view shows, as the item views choose it (items/ItemMedia,
 * items/VideoMedia): an image's own, else the poster of a video or a dummy; none for a text
 * or a 3D model.
 */
export function pictureOf(item: ItemModel): ItemModel | null {
  if (item.type === 'text' || item.type === '3d') return null;
  if (item.type === 'image' || (item.type === 'dummy' && item.posterUrl === undefined)) return item;
  return item.posterUrl === undefined ? null : { ...item, url: item.posterUrl };
}

/** The engine's pictures among the items `from` to `count`, or undefined when there are none. */
export function firstImagesRequest(
  read: (index: number) => ItemModel,
  from: number,
  count: number,
  band: Band,
  pixelRatio: number,
): FirstImagesRequest | undefined {
  const templates = [];
  const items: number[] = [];
  for (let index = from; index < Math.min(count, from + FIRST_IMAGES_LIMIT); index++) {
    const picture = pictureOf(read(index));
    if (picture === null || picture.url === '' || isOwnAddress(picture.url)) continue;
    templates.push(imageRequest(picture, 'resized', 0, 0, NO_OPTIONS, pixelRatio));
    items.push(index);
  }
  if (items.length === 0) return undefined;
  return { batch: encodeImageBatch(templates), items: Uint32Array.from(items), band };
}

/** The addresses of `images` by their address-book keys; an empty one is the original address. */
export function firstImageSeeds(
  images: FirstImages,
  read: (index: number) => ItemModel,
  rects: Float64Array,
  options: FlatOptions,
  pixelRatio: number,
): ReadonlyMap<string, string> {
  const seeds = new Map<string, string>();
  decodeAddresses(images.addresses).forEach((address, k) => {
    const index = images.items[k];
    const picture = pictureOf(read(index));
    if (picture === null) return;
    const at = index * RECT_STRIDE;
    const want: ImageWant = {
      item: picture,
      variant: IMAGE_VARIANTS[images.variants[k]] as ImageWant['variant'],
      width: rects[at + 2],
      height: rects[at + 3],
    };
    seeds.set(imageAddressKey(want, options, pixelRatio), address || picture.url);
  });
  return seeds;
}
