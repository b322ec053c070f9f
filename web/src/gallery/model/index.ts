// The gallery model: options and items, no React, no DOM.

export {
  createItemReader,
  type FocalPoint,
  type GalleryItem,
  ITEM_HAS_NO_DTO,
  ITEM_TYPES,
  type ItemLink,
  type ItemModel,
  type ItemProblem,
  type ItemReader,
  type ItemReadSettings,
  itemSizes,
  type ItemSizes,
  type ItemType,
  LINK_TYPES,
  type LinkType,
  NO_KEY_FOUND,
  PAID_TAG,
  type Poster,
  readGalleryItem,
  readGalleryItems,
  readItemSizes,
  type ReadItemResult,
  type ReadItemsResult,
  type SharpParams,
  type TextStyle,
  UNTITLED_IMAGE,
  UNTITLED_VIDEO,
  type VideoQuality,
} from './items/index.ts';
export { DEFAULT_VIEWPORT, LAYOUT_DEFAULTS } from './options/defaults.ts';
export { DEVICE_TYPES, type DeviceType } from './options/enums.ts';
export { layoutCodeOfName, withLayoutCodes } from './layout-by-name.ts';
export { flattenOptions, type FlatOptions } from './options/flatten.ts';
export { LAYOUT_CODES, type LayoutCode, type LayoutName } from './options/layout-codes.ts';
export type { OptionProblem } from './options/read.ts';
export {
  resolveLayoutParams,
  type Container,
  type ResolveContext,
} from './options/resolve-layout.ts';
export {
  galleryLayout,
  galleryLayoutParams,
  type GalleryLayout,
  type GalleryLayoutContext,
} from './gallery-layout-params.ts';
