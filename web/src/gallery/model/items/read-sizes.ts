// The sizes of every item, without reading the rest of each: the layouter needs all the sizes up
// front, the views only the items on screen (spec/002 §9 virtualization), so a gallery of 100,000
// items reads its sizes in a few milliseconds and each item when it is about to show
// (createItemReader).

import { metadataOf, objectOf } from './fields.ts';
import { itemSide } from './item-size.ts';
import { ITEM_HAS_NO_DTO } from './messages.ts';
import type { ItemProblem } from './types.ts';

export interface ItemSizes {
  /** (width, height) per item, as the engine takes them; the same as readGalleryItem's. */
  sizes: Float64Array;
  /** What spec/002 §8 logs for the items: each missing transport object. */
  problems: ItemProblem[];
}

/** What itemSide would take from the transport object's own width or height. */
function isSide(value: unknown): value is number {
  return typeof value === 'number' && value >= 1 && value < Infinity;
}

/** The sizes of `dtos[from ..]`; anything but an array holds no items. */
export function readItemSizes(dtos: unknown, from = 0): ItemSizes {
  const problems: ItemProblem[] = [];
  if (!Array.isArray(dtos)) return { sizes: new Float64Array(0), problems };
  const start = Math.min(Math.max(0, Math.trunc(from) || 0), dtos.length);
  const sizes = new Float64Array((dtos.length - start) * 2);
  for (let index = start; index < dtos.length; index++) {
    const dto = objectOf(dtos[index]);
    const at = (index - start) * 2;
    if (dto === undefined) {
      problems.push({ index, message: ITEM_HAS_NO_DTO });
      sizes[at] = 1;
      sizes[at + 1] = 1;
      continue;
    }
    const { width, height } = dto;
    // Most items carry both sides as numbers of their own: read them without the fallbacks.
    if (isSide(width) && isSide(height)) {
      sizes[at] = width;
      sizes[at + 1] = height;
      continue;
    }
    const meta = metadataOf(dto);
    sizes[at] = itemSide('width', dto, meta);
    sizes[at + 1] = itemSide('height', dto, meta);
  }
  return { sizes, problems };
}
