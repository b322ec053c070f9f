// The gallery model: options and items, no React, no DOM.

export { itemSizes, type GalleryItem } from './items.ts';
export { DEFAULT_VIEWPORT, LAYOUT_DEFAULTS } from './options/defaults.ts';
export { flattenOptions, type FlatOptions } from './options/flatten.ts';
export { LAYOUT_CODES, type LayoutCode, type LayoutName } from './options/layout-codes.ts';
export type { OptionProblem } from './options/read.ts';
export {
  resolveLayoutParams,
  type Container,
  type ResolveContext,
} from './options/resolve-layout.ts';
export { galleryLayoutParams, type GalleryLayoutContext } from './gallery-layout-params.ts';
