// What the text item's tests share: an item read from a transport object, as the gallery reads it.

import { type ItemModel, readGalleryItem } from '../../model/index.ts';
import type { ItemMediaProps } from './item-media-props.ts';

export function textItem(metadata: object): ItemModel {
  return readGalleryItem({ itemId: 'text-1', metadata: { type: 'text', ...metadata } }, 0).item;
}

export function textProps(metadata: object, width = 300, height = 200): ItemMediaProps {
  return { item: textItem(metadata), idx: 0, width, height, options: {}, emit: () => {} };
}
