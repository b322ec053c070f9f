// Reads items on demand and keeps the latest ones: the views ask for the items on screen, again
// and again as the visitor scrolls, and each transport object is read once while it stays the same
// object at the same index and among the `limit` read most recently. The limit is far above what the
// virtualization band holds; without one, a scroll through 100,000 items would keep every item
// read, and each major garbage collection would grow with them. Problems are not reported here:
// readItemSizes reports them once for the list.

import { readGalleryItem, type ItemReadSettings } from './read-item.ts';
import type { ItemModel } from './types.ts';

export interface ItemReader {
  /** The item read from `dto`, the `index`-th of the gallery's items. */
  read(dto: unknown, index: number): ItemModel;
}

/** How many items a reader keeps: the items of the 20 screens drawn, several times over. */
export const KEPT_ITEMS = 2048;

export function createItemReader(
  settings: ItemReadSettings = {},
  limit: number = KEPT_ITEMS,
): ItemReader {
  // A Map iterates in insertion order: the first key is the one read longest ago.
  const kept = new Map<object, ItemModel>();
  return {
    read(dto, index) {
      const key = typeof dto === 'object' && dto !== null ? dto : undefined;
      const known = key && kept.get(key);
      if (known && known.idx === index) {
        kept.delete(key);
        kept.set(key, known);
        return known;
      }
      const { item } = readGalleryItem(dto, index, settings);
      if (key) {
        kept.delete(key);
        kept.set(key, item);
        if (kept.size > limit) kept.delete(kept.keys().next().value as object);
      }
      return item;
    },
  };
}
