// The addresses of the images a new blueprint shows first (spec/002 §7, DESIGN.md "Data flow"):
// the items whose rectangles reach into the viewport's band, each at the size the layout gave
// it, the picture and its placeholder, all in one call into the engine. The main thread hands
// one request per item with the item's own part (its media id, size, quality, focal point); the
// fit comes from the processed options and the target size from the layout.

import {
  type AppendedLayout,
  type Engine,
  IMAGE_VARIANTS,
  type ImageUrlRequest,
  type ImageVariant,
  RECT_STRIDE,
} from '../../../../bindings/engine.ts';
import type { FlatOptions } from '../model/index.ts';
import { resizeMethodOf } from '../ui/items/image-request.ts';
import { placeholderVariantOf } from '../ui/items/placeholder-variant.ts';
import { decodeImageBatch, encodeAddresses } from './image-batch.ts';
import type { FirstImages, FirstImagesRequest } from './protocol.ts';

/** None; new arrays each time, for the reply moves them. */
function noFirstImages(): FirstImages {
  return { items: new Uint32Array(0), variants: new Uint8Array(0), addresses: encodeAddresses([]) };
}

export function firstImages(
  engine: Engine,
  request: FirstImagesRequest | undefined,
  layout: AppendedLayout,
  options: FlatOptions,
): FirstImages {
  if (request === undefined) return noFirstImages();
  const { band } = request;
  const fit = resizeMethodOf(options);
  const placeholder = placeholderVariantOf(options);
  const variants: ImageVariant[] =
    placeholder === undefined ? ['resized'] : ['resized', placeholder];
  const wanted: ImageUrlRequest[] = [];
  const items: number[] = [];
  const codes: number[] = [];
  decodeImageBatch(request.batch).forEach((template, k) => {
    const index = request.items[k];
    const at = (index - layout.from) * RECT_STRIDE;
    if (at < 0 || at >= layout.rects.length) return;
    const [width, top, height] = [layout.rects[at + 2], layout.rects[at + 1], layout.rects[at + 3]];
    if (top >= band.bottom || top + height <= band.top) return;
    for (const variant of variants) {
      wanted.push({ ...template, fit, variant, targetWidth: width, targetHeight: height });
      items.push(index);
      codes.push(IMAGE_VARIANTS.indexOf(variant));
    }
  });
  if (wanted.length === 0) return noFirstImages();
  let addresses: string[];
  try {
    addresses = engine.imageUrls(wanted);
  } catch {
    // The views ask for these again, and the address book says what failed (spec/002 §8).
    return noFirstImages();
  }
  return {
    items: Uint32Array.from(items),
    variants: Uint8Array.from(codes),
    addresses: encodeAddresses(addresses),
  };
}
