// Gallery items: transport objects -> the items the gallery renders (spec/002 §3).

export { altOf, isDemoOf, keyOf, PAID_TAG } from './derived.ts';
export { CENTRE } from './focal-point.ts';
export { type ItemLink, LINK_TYPES, type LinkType, readItemLink } from './item-link.ts';
export { createItemReader, type ItemReader } from './item-reader.ts';
export { itemDimension, itemSide, itemSizes } from './item-size.ts';
export { ITEM_TYPES, type ItemType, itemTypeOf } from './item-type.ts';
export { safeMediaAddress } from './safe-media-address.ts';
export { ITEM_HAS_NO_DTO, NO_KEY_FOUND, UNTITLED_IMAGE, UNTITLED_VIDEO } from './messages.ts';
export { type ItemSizes, readItemSizes } from './read-sizes.ts';
export {
  type ItemReadSettings,
  readGalleryItem,
  readGalleryItems,
  type ReadItemResult,
  type ReadItemsResult,
} from './read-item.ts';
export type {
  FocalPoint,
  GalleryItem,
  ItemModel,
  ItemProblem,
  Poster,
  SharpParams,
  TextStyle,
  VideoQuality,
} from './types.ts';
