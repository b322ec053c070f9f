// The option defaults the layout reads (spec/001 §9 "Option defaults"; the reference's base
// defaults where §9 is silent: crop FILL off with ratio 1, rows orientation, columns by height).

import { LAYOUT_CODES } from './layout-codes.ts';

export const LAYOUT_DEFAULTS = {
  layoutParams_structure_galleryLayout: LAYOUT_CODES.EMPTY,
  layoutParams_structure_itemSpacing: 10,
  layoutParams_structure_gallerySpacing: 0,
  layoutParams_structure_numberOfColumns: 3,
  layoutParams_structure_numberOfGridRows: 1,
  layoutParams_structure_layoutOrientation: 'HORIZONTAL',
  layoutParams_structure_scrollDirection: 'VERTICAL',
  layoutParams_structure_responsiveMode: 'FIT_TO_SCREEN',
  layoutParams_structure_groupsOrder: 'BY_HEIGHT',
  layoutParams_structure_columnRatios: [] as number[],
  layoutParams_groups_groupSize: 3,
  layoutParams_groups_density: 0.8,
  layoutParams_crop_method: 'FILL',
  layoutParams_crop_enable: false,
  layoutParams_crop_ratios: [1] as number[],
  layoutParams_targetItemSize_unit: 'SMART',
  layoutParams_targetItemSize_value: 30,
  layoutParams_targetItemSize_minimum: 120,
} as const;

export type LayoutOptionName = keyof typeof LAYOUT_DEFAULTS;

/** The window a percent target item size is measured against, when none is given (spec/001 §9). */
export const DEFAULT_VIEWPORT = { width: 1920, height: 1200 } as const;
