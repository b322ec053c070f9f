// Reads items on demand and keeps each: the views ask for the items on screen, again and again as
// the visitor scrolls, and each transport object is read once (while it stays the same object at
// the same index). Problems are not reported here: readItemSizes reports them once for the list.

import { readGalleryItem, type ItemReadSettings } from './read-item.ts';
import type { ItemModel } from './types.ts';

export interface ItemReader {
  /** The item read from `dto`, the `index`-th of the gallery's items. */
  read(dto: unknown, index: number): ItemModel;
}

export function createItemReader(settings: ItemReadSettings = {}): ItemReader {
  const byObject = new WeakMap<object, ItemModel>();
  return {
    read(dto, index) {
      const key = typeof dto === 'object' && dto !== null ? dto : undefined;
      const known = key && byObject.get(key);
      if (known && known.idx === index) return known;
      const { item } = readGalleryItem(dto, index, settings);
      if (key) byObject.set(key, item);
      return item;
    },
  };
}
