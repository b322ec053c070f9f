// Per-layout fixed presets (spec/001 §4 "Per-layout fixed presets"; §9 preset densities and
// target sizes). A preset overrides what the owner set for the options its layout fixes.

import { parseDesignedPreset } from './designed-preset.ts';
import type { FlatOptions } from './flatten.ts';
import { isLayoutCode, LAYOUT_CODES } from './layout-codes.ts';
import { MAGIC_LAYOUT_UNSUPPORTED } from './messages.ts';

const ALL_GROUP_TYPES = ['1', '2h', '2v', '3t', '3b', '3l', '3r', '3v', '3h'];
const COLLAGE_GROUP_TYPES = ['1', '2h', '2v', '3t', '3b', '3l', '3r'];
const FULL_FRAME = ['100%/100%'];
/** Minimum item size of the designed layouts (spec/001 §9 "Minimum size 50"). */
const PRESET_MINIMUM_SIZE = 50;

const SINGLE_ITEMS = {
  layoutParams_groups_groupSize: 1,
  layoutParams_groups_allowedGroupTypes: ['1'],
} as const;

const NO_SCATTER = {
  layoutParams_structure_scatter_randomScatter: 0,
  layoutParams_structure_scatter_manualScatter: '',
} as const;

const CROP_ON = {
  layoutParams_crop_enable: true,
  layoutParams_crop_enableSmartCrop: false,
} as const;

const CROP_OFF = {
  layoutParams_crop_enable: false,
  layoutParams_crop_cropOnlyFill: false,
} as const;

const HORIZONTAL_STRIP = {
  layoutParams_structure_scrollDirection: 'HORIZONTAL',
  layoutParams_structure_layoutOrientation: 'HORIZONTAL',
  layoutParams_structure_responsiveMode: 'SET_ITEMS_PER_ROW',
  layoutParams_structure_numberOfGridRows: 1,
  ...SINGLE_ITEMS,
} as const;

/** alternate and mix: designed groups in one full-width column. */
function designedColumn(repeating: readonly string[]): FlatOptions {
  return {
    layoutParams_crop_ratios: [1],
    layoutParams_crop_method: 'FILL',
    ...CROP_ON,
    layoutParams_structure_scrollDirection: 'VERTICAL',
    layoutParams_structure_gallerySpacing: 0,
    layoutParams_structure_responsiveMode: 'SET_ITEMS_PER_ROW',
    ...NO_SCATTER,
    layoutParams_structure_layoutOrientation: 'VERTICAL',
    layoutParams_structure_groupsOrder: 'BY_HEIGHT',
    layoutParams_structure_numberOfColumns: 1,
    layoutParams_groups_groupByOrientation: true,
    layoutParams_groups_numberOfGroupsPerRow: 0,
    layoutParams_groups_density: 0.48,
    layoutParams_groups_groupSize: 3,
    layoutParams_groups_allowedGroupTypes: ALL_GROUP_TYPES,
    layoutParams_groups_repeatingGroupTypes: [...repeating],
    layoutParams_targetItemSize_value: 86,
    layoutParams_targetItemSize_minimum: PRESET_MINIMUM_SIZE,
    layoutParams_info_placement: 'OVERLAY',
    fixedColumns: 1,
  };
}

const FIXED: Readonly<Record<number, FlatOptions>> = {
  [LAYOUT_CODES.COLLAGE]: {
    ...CROP_OFF,
    layoutParams_structure_responsiveMode: 'FIT_TO_SCREEN',
    layoutParams_structure_numberOfGridRows: 1,
    layoutParams_structure_numberOfColumns: 0,
    layoutParams_groups_groupSize: 3,
    layoutParams_groups_allowedGroupTypes: COLLAGE_GROUP_TYPES,
    behaviourParams_gallery_horizontal_loop: false,
    behaviourParams_gallery_horizontal_slideAnimation: 'SCROLL',
  },
  [LAYOUT_CODES.MASONRY]: {
    ...CROP_OFF,
    layoutParams_structure_scrollDirection: 'VERTICAL',
    layoutParams_groups_density: 0,
    ...SINGLE_ITEMS,
    behaviourParams_gallery_horizontal_loop: false,
  },
  [LAYOUT_CODES.GRID]: {
    ...CROP_ON,
    layoutParams_crop_cropOnlyFill: false,
    layoutParams_structure_layoutOrientation: 'VERTICAL',
    layoutParams_targetItemSize_minimum: PRESET_MINIMUM_SIZE,
    behaviourParams_gallery_horizontal_loop: false,
    behaviourParams_gallery_horizontal_slideAnimation: 'SCROLL',
  },
  [LAYOUT_CODES.THUMBNAIL]: {
    layoutParams_crop_ratios: FULL_FRAME,
    ...CROP_ON,
    layoutParams_crop_cropOnlyFill: false,
    ...HORIZONTAL_STRIP,
    layoutParams_structure_gallerySpacing: 0,
    layoutParams_structure_itemSpacing: 0,
    ...NO_SCATTER,
    layoutParams_thumbnails_enable: true,
    layoutParams_targetItemSize_value: 550,
    layoutParams_info_placement: 'OVERLAY',
    behaviourParams_gallery_horizontal_enableScrollSnap: true,
  },
  [LAYOUT_CODES.SLIDER]: {
    ...CROP_ON,
    layoutParams_crop_cropOnlyFill: true,
    ...HORIZONTAL_STRIP,
    behaviourParams_gallery_horizontal_enableScrollSnap: true,
    behaviourParams_gallery_horizontal_slideAnimation: 'SCROLL',
  },
  [LAYOUT_CODES.SLIDESHOW]: {
    layoutParams_crop_ratios: FULL_FRAME,
    ...CROP_ON,
    layoutParams_crop_cropOnlyFill: false,
    ...HORIZONTAL_STRIP,
    layoutParams_structure_gallerySpacing: 0,
    layoutParams_structure_itemSpacing: 0,
    ...NO_SCATTER,
    layoutParams_structure_numberOfColumns: 1,
    layoutParams_targetItemSize_value: 550,
    layoutParams_info_placement: 'BELOW',
    behaviourParams_item_overlay_hoverAnimation: 'NO_EFFECT',
    behaviourParams_item_content_hoverAnimation: 'NO_EFFECT',
    behaviourParams_item_content_placementAnimation: 'NO_EFFECT',
    behaviourParams_gallery_horizontal_enableScrollSnap: true,
    stylingParams_itemBorderWidth: 0,
    stylingParams_itemBorderRadius: 0,
    stylingParams_itemBorderColor: undefined,
    fixedColumns: 1,
  },
  [LAYOUT_CODES.PANORAMA]: {
    ...CROP_OFF,
    layoutParams_structure_scrollDirection: 'VERTICAL',
    layoutParams_structure_responsiveMode: 'SET_ITEMS_PER_ROW',
    layoutParams_structure_layoutOrientation: 'VERTICAL',
    layoutParams_structure_numberOfColumns: 1,
    ...SINGLE_ITEMS,
    behaviourParams_gallery_horizontal_loop: false,
    fixedColumns: 1,
  },
  [LAYOUT_CODES.COLUMN]: {
    layoutParams_crop_ratios: [0.35],
    layoutParams_crop_method: 'FILL',
    ...CROP_ON,
    layoutParams_crop_cropOnlyFill: false,
    ...HORIZONTAL_STRIP,
    layoutParams_structure_numberOfColumns: 0,
    behaviourParams_gallery_horizontal_slideAnimation: 'SCROLL',
  },
  [LAYOUT_CODES.FULLSIZE]: {
    layoutParams_crop_ratios: FULL_FRAME,
    layoutParams_crop_method: 'FILL',
    ...CROP_ON,
    layoutParams_crop_cropOnlyFill: true,
    ...HORIZONTAL_STRIP,
    layoutParams_structure_gallerySpacing: 0,
    layoutParams_structure_itemSpacing: 0,
    ...NO_SCATTER,
    layoutParams_info_placement: 'OVERLAY',
    behaviourParams_gallery_horizontal_enableScrollSnap: true,
  },
  [LAYOUT_CODES.BRICKS]: {
    ...designedColumn(['2h']),
    layoutParams_crop_ratios: [0.707, 1.414, 1.414, 0.707],
    layoutParams_groups_density: 0.8,
    layoutParams_targetItemSize_value: 400,
    behaviourParams_gallery_horizontal_loop: false,
  },
  [LAYOUT_CODES.MIX]: designedColumn(['1', '3l', '1', '3r']),
  [LAYOUT_CODES.ALTERNATE]: designedColumn(['1', '2h', '1', '2h']),
};

/** Layouts whose items are cropped to a frame: crop method FIT there drops borders and shadow. */
const FRAMED_LAYOUTS = new Set<number>([
  LAYOUT_CODES.GRID,
  LAYOUT_CODES.THUMBNAIL,
  LAYOUT_CODES.SLIDER,
  LAYOUT_CODES.SLIDESHOW,
]);

/** Grid groups (spec/001 §4): single items in columns; 2 or 3 rows of a horizontal grid stack pairs or triples. */
function gridGroups(options: FlatOptions): FlatOptions {
  const horizontal = options.layoutParams_structure_scrollDirection === 'HORIZONTAL';
  const rows = options.layoutParams_structure_numberOfGridRows;
  if (!horizontal) return { ...SINGLE_ITEMS, layoutParams_groups_density: 0 };
  // A horizontal grid is as many rows as asked, however wide the window.
  const rowsOnly = { layoutParams_structure_numberOfColumns: 0 };
  if (rows === 2 || rows === 3) {
    return {
      ...rowsOnly,
      layoutParams_groups_groupSize: rows,
      layoutParams_groups_allowedGroupTypes: [`${rows}v`],
      layoutParams_groups_density: 1,
    };
  }
  return { ...rowsOnly, ...SINGLE_ITEMS, layoutParams_groups_density: 0 };
}

function withoutFrameDecoration(options: FlatOptions): FlatOptions {
  if (options.layoutParams_crop_method !== 'FIT') return options;
  return {
    ...options,
    stylingParams_itemBorderWidth: 0,
    stylingParams_itemBorderRadius: 0,
    stylingParams_itemEnableShadow: false,
  };
}

/** Layouts that lay items out in a number of columns the owner may fix. */
const COUNTED_COLUMN_LAYOUTS = new Set<number>([
  LAYOUT_CODES.EMPTY,
  LAYOUT_CODES.MASONRY,
  LAYOUT_CODES.GRID,
]);

/** Vertical scroll or vertical orientation: a fixed column count, only in set-items-per-row mode (spec/001 §4). */
function fixedColumnCount(options: FlatOptions): unknown {
  const setItemsPerRow = options.layoutParams_structure_responsiveMode === 'SET_ITEMS_PER_ROW';
  const columns =
    options.layoutParams_structure_scrollDirection !== 'HORIZONTAL' ||
    options.layoutParams_structure_layoutOrientation === 'VERTICAL';
  return setItemsPerRow && columns ? options.layoutParams_structure_numberOfColumns : 0;
}

export interface PresetContext {
  /** The JSON style string of a designed preset (layout -2). */
  designedPreset?: string;
  /** Where the unsupported-magic-layout error goes (spec/001 §8); console.error by default. */
  logError?: (message: string) => void;
}

/** Applies the preset of the options' layout; an unknown layout code is a collage (spec/001 §2). */
export function applyLayoutPreset(options: FlatOptions, context: PresetContext = {}): FlatOptions {
  let layout = options.layoutParams_structure_galleryLayout;
  if (layout === LAYOUT_CODES.MAGIC) {
    (context.logError ?? console.error)(MAGIC_LAYOUT_UNSUPPORTED);
    return options;
  }
  if (layout === LAYOUT_CODES.JSON_FIXED) return options;
  let base = options;
  if (layout === LAYOUT_CODES.DESIGNED_PRESET) {
    // The designed style chooses the layout; one that is no preset of its own is a collage.
    base = { ...options, ...parseDesignedPreset(context.designedPreset) };
    layout = base.layoutParams_structure_galleryLayout;
    if (
      layout === LAYOUT_CODES.DESIGNED_PRESET ||
      layout === LAYOUT_CODES.MAGIC ||
      layout === LAYOUT_CODES.JSON_FIXED
    ) {
      layout = LAYOUT_CODES.COLLAGE;
    }
  }
  return withPreset(base, isLayoutCode(layout) ? layout : LAYOUT_CODES.COLLAGE);
}

function withPreset(base: FlatOptions, layout: number): FlatOptions {
  let result: FlatOptions = {
    ...base,
    layoutParams_structure_galleryLayout: layout,
    ...FIXED[layout],
  };
  // Masonry in rows fits rows to the screen; a column count means nothing there.
  if (
    layout === LAYOUT_CODES.MASONRY &&
    result.layoutParams_structure_layoutOrientation !== 'VERTICAL'
  ) {
    result = { ...result, layoutParams_structure_responsiveMode: 'FIT_TO_SCREEN' };
  }
  if (COUNTED_COLUMN_LAYOUTS.has(layout))
    result = { ...result, fixedColumns: fixedColumnCount(result) };
  if (layout === LAYOUT_CODES.GRID) result = { ...result, ...gridGroups(result) };
  if (FRAMED_LAYOUTS.has(layout)) result = withoutFrameDecoration(result);
  return result;
}
