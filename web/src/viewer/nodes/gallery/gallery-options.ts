// Content options -> the gallery's options (spec/000 §3 "Gallery data" onto the option names of
// spec/001 §3): the layout code, orientation, scroll direction, columns, target item size, crop
// and spacing, the thumbnails, and the content defaults of spec/000 §9 for the arrows and the
// thumbnails' size. The gallery's option engine then applies its presets and rules. Pure.

import type { FlatOptions } from '../../../gallery/model/options/flatten.ts';
import { LAYOUT_CODES } from '../../../gallery/model/options/layout-codes.ts';
import {
  ARROWS_SIZE,
  DEFAULT_COLUMNS,
  MOBILE_ARROWS_SIZE,
  MOBILE_THUMBNAIL_SIZE,
  THUMBNAIL_SIZE,
} from './content-defaults.ts';
import type { ContentGalleryOptions, LayoutType } from './content-options.ts';

/**
 * The gallery's layout code of a content layout type. The generated MAGIC layout is no longer
 * supported by the gallery (spec/001 §2, which logs an error and leaves the options unchanged):
 * content that names it is laid out as a collage, the layout the gallery uses for a code it does
 * not know.
 */
export function layoutCodeOf(type: LayoutType): number {
  return type === 'MAGIC' ? LAYOUT_CODES.COLLAGE : LAYOUT_CODES[type];
}

export interface GalleryOptionsContext {
  isMobile: boolean;
  /** ACTION when a click opens the full-screen viewer; LINK when it follows the item's link. */
  clickAction: 'ACTION' | 'LINK';
  /** spec/000 §6: the download-disable setting also blocks the right-click menu on the items. */
  disableDownload: boolean;
}

/**
 * Columns the data asks for are kept per row; a target size without columns fits as many items
 * to the width as that size allows; with neither, the default 3 columns.
 */
function columnOptions({ layout, item }: ContentGalleryOptions): FlatOptions {
  const columns = layout.numberOfColumns;
  if (columns === undefined && item.targetSize !== undefined)
    return { layoutParams_structure_responsiveMode: 'FIT_TO_SCREEN' };
  return {
    layoutParams_structure_responsiveMode: 'SET_ITEMS_PER_ROW',
    layoutParams_structure_numberOfColumns: columns ?? DEFAULT_COLUMNS,
  };
}

function thumbnailOptions({ layout, thumbnails }: ContentGalleryOptions, isMobile: boolean) {
  const { placement, spacing } = thumbnails;
  return {
    // Only the THUMBNAIL layout has a strip; NONE takes it away there too.
    layoutParams_thumbnails_enable: layout.type === 'THUMBNAIL' && placement !== 'NONE',
    ...(placement === 'NONE' ? {} : { layoutParams_thumbnails_alignment: placement }),
    ...(spacing === undefined ? {} : { layoutParams_thumbnails_spacing: spacing }),
    layoutParams_thumbnails_size: isMobile ? MOBILE_THUMBNAIL_SIZE : THUMBNAIL_SIZE,
  };
}

export function galleryOptionsOf(
  content: ContentGalleryOptions,
  { isMobile, clickAction, disableDownload }: GalleryOptionsContext,
): FlatOptions {
  const { layout, item } = content;
  return {
    layoutParams_structure_galleryLayout: layoutCodeOf(layout.type),
    layoutParams_structure_layoutOrientation:
      layout.orientation === 'COLUMNS' ? 'VERTICAL' : 'HORIZONTAL',
    layoutParams_structure_scrollDirection: layout.horizontalScroll ? 'HORIZONTAL' : 'VERTICAL',
    ...columnOptions(content),
    ...(item.targetSize === undefined
      ? {}
      : {
          layoutParams_targetItemSize_unit: 'PIXEL',
          layoutParams_targetItemSize_value: item.targetSize,
        }),
    layoutParams_crop_ratios: [item.ratio],
    layoutParams_crop_method: item.crop,
    layoutParams_structure_itemSpacing: item.spacing,
    ...thumbnailOptions(content, isMobile),
    layoutParams_navigationArrows_size: isMobile ? MOBILE_ARROWS_SIZE : ARROWS_SIZE,
    behaviourParams_item_clickAction: clickAction,
    behaviourParams_gallery_blockContextMenu: disableDownload,
  };
}
