// galleryData.options as content carries them (spec/000 §3 "Gallery data"): the layout, the item
// and the thumbnails, each part read defensively and settled with the content defaults of
// spec/000 §9. Pure: no React, no DOM.

import { asRecord, readBoolean, readEnum, readNumber } from '../data.ts';
import { DEFAULT_CROP, DEFAULT_ITEM_RATIO, DEFAULT_ITEM_SPACING } from './content-defaults.ts';

export const LAYOUT_TYPES = [
  'COLLAGE',
  'MASONRY',
  'GRID',
  'THUMBNAIL',
  'SLIDER',
  'SLIDESHOW',
  'PANORAMA',
  'COLUMN',
  'MAGIC',
  'FULLSIZE',
] as const;
export const ORIENTATIONS = ['ROWS', 'COLUMNS'] as const;
export const CROPS = ['FILL', 'FIT'] as const;
export const THUMBNAIL_PLACEMENTS = ['TOP', 'RIGHT', 'BOTTOM', 'LEFT', 'NONE'] as const;

export type LayoutType = (typeof LAYOUT_TYPES)[number];
export type Orientation = (typeof ORIENTATIONS)[number];
export type Crop = (typeof CROPS)[number];
export type ThumbnailPlacement = (typeof THUMBNAIL_PLACEMENTS)[number];

/** A gallery without a layout type is a grid: the defaults of spec/000 §9 are a grid's. */
export const DEFAULT_LAYOUT_TYPE: LayoutType = 'GRID';

export interface ContentGalleryOptions {
  layout: {
    type: LayoutType;
    orientation: Orientation;
    horizontalScroll: boolean;
    /** The columns the data asks for on this device; undefined when it asks for none. */
    numberOfColumns: number | undefined;
  };
  item: {
    /** The target item size in pixels; undefined when the data gives none. */
    targetSize: number | undefined;
    ratio: number;
    crop: Crop;
    spacing: number;
  };
  thumbnails: { placement: ThumbnailPlacement; spacing: number | undefined };
}

function positive(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined;
}

function notNegative(value: number | undefined): number | undefined {
  return value !== undefined && value >= 0 ? value : undefined;
}

/** The columns of this device: mobileNumberOfColumns on a phone, else numberOfColumns (0 is
 *  none: the layout fits items to the width). */
function columnsOf(layout: ReturnType<typeof asRecord>, isMobile: boolean): number | undefined {
  const desktop = positive(readNumber(layout, 'numberOfColumns'));
  if (!isMobile) return desktop;
  return positive(readNumber(layout, 'mobileNumberOfColumns')) ?? desktop;
}

export function readContentOptions(value: unknown, isMobile: boolean): ContentGalleryOptions {
  const options = asRecord(value);
  const layout = asRecord(options?.layout);
  const item = asRecord(options?.item);
  const thumbnails = asRecord(options?.thumbnails);
  return {
    layout: {
      type: readEnum(layout, 'type', LAYOUT_TYPES) ?? DEFAULT_LAYOUT_TYPE,
      orientation: readEnum(layout, 'orientation', ORIENTATIONS) ?? 'ROWS',
      horizontalScroll: readBoolean(layout, 'horizontalScroll') ?? false,
      numberOfColumns: columnsOf(layout, isMobile),
    },
    item: {
      targetSize: positive(readNumber(item, 'targetSize')),
      ratio: positive(readNumber(item, 'ratio')) ?? DEFAULT_ITEM_RATIO,
      crop: readEnum(item, 'crop', CROPS) ?? DEFAULT_CROP,
      spacing: notNegative(readNumber(item, 'spacing')) ?? DEFAULT_ITEM_SPACING,
    },
    thumbnails: {
      placement: readEnum(thumbnails, 'placement', THUMBNAIL_PLACEMENTS) ?? 'BOTTOM',
      spacing: notNegative(readNumber(thumbnails, 'spacing')),
    },
  };
}
