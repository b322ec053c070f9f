// Gallery options -> the layouter's parameters: defaults, the layout preset, the normalisation
// rules that change geometry (spec/001 §4), and the target item size (spec/001 §9).
// This version knows the columns layouts (masonry, grid); the rest of the option engine grows here.

import type { CropMethod, GroupsOrder, LayoutParams } from '../../../../../bindings/engine.ts';
import { DEFAULT_VIEWPORT } from './defaults.ts';
import { flattenOptions } from './flatten.ts';
import { LAYOUT_CODES } from './layout-codes.ts';
import { optionReader, type ProblemReporter } from './read.ts';
import { smartTargetItemSize, targetItemSize } from './target-item-size.ts';

export interface Container {
  width: number;
  height: number;
}

export interface ResolveContext {
  /** The window a percent target item size is measured against (default 1920 by 1200). */
  viewport?: Container;
  /** Receives each option that fell back to its default, with the schema message. */
  report?: ProblemReporter;
}

const ORIENTATIONS = ['HORIZONTAL', 'VERTICAL'] as const;
const SCROLL_DIRECTIONS = ['VERTICAL', 'HORIZONTAL'] as const;
const RESPONSIVE_MODES = ['FIT_TO_SCREEN', 'SET_ITEMS_PER_ROW'] as const;
const GROUPS_ORDERS = ['BY_HEIGHT', 'LEFT_TO_RIGHT'] as const;
const CROP_METHODS = ['FILL', 'FIT', 'MAX', 'MIN'] as const;
const TARGET_UNITS = ['PERCENT', 'PIXEL', 'SMART'] as const;

export function resolveLayoutParams(options: unknown, container: Container, context: ResolveContext = {}): LayoutParams {
  const read = optionReader(flattenOptions(options), context.report);
  const viewport = context.viewport ?? DEFAULT_VIEWPORT;

  const layout = read.number('layoutParams_structure_galleryLayout');
  let orientation = read.oneOf('layoutParams_structure_layoutOrientation', ORIENTATIONS);
  let scrollDirection = read.oneOf('layoutParams_structure_scrollDirection', SCROLL_DIRECTIONS);
  let cropEnable = read.boolean('layoutParams_crop_enable');
  let groupSize = read.number('layoutParams_groups_groupSize');
  const value = read.number('layoutParams_targetItemSize_value');

  // Presets (spec/001 §4 "Per-layout fixed presets").
  if (layout === LAYOUT_CODES.MASONRY) {
    cropEnable = false;
    scrollDirection = 'VERTICAL';
    groupSize = 1;
  } else if (layout === LAYOUT_CODES.GRID) {
    cropEnable = true;
    orientation = 'VERTICAL';
    groupSize = 1;
  }
  const smart = smartTargetItemSize(layout, value, orientation === 'VERTICAL');

  // Normalisation (spec/001 §4): vertical scroll or vertical orientation means single-item
  // groups; a fixed column count only in set-items-per-row mode; horizontal scroll means rows.
  const columnsLike = scrollDirection === 'VERTICAL' || orientation === 'VERTICAL';
  const setItemsPerRow = read.oneOf('layoutParams_structure_responsiveMode', RESPONSIVE_MODES) === 'SET_ITEMS_PER_ROW';
  const fixedColumns = columnsLike && setItemsPerRow ? read.number('layoutParams_structure_numberOfColumns') : 0;
  if (columnsLike && (layout === LAYOUT_CODES.MASONRY || layout === LAYOUT_CODES.GRID)) groupSize = 1;
  if (scrollDirection === 'HORIZONTAL') orientation = 'HORIZONTAL';

  return {
    orientation: orientation === 'VERTICAL' ? 'columns' : 'rows',
    containerWidth: container.width,
    containerHeight: container.height,
    itemSpacing: read.number('layoutParams_structure_itemSpacing'),
    gallerySpacing: read.number('layoutParams_structure_gallerySpacing'),
    targetItemSize: targetItemSize(read.oneOf('layoutParams_targetItemSize_unit', TARGET_UNITS), value, smart, viewport.width),
    fixedColumns,
    cropEnable,
    cropMethod: read.oneOf('layoutParams_crop_method', CROP_METHODS) as CropMethod,
    groupsOrder: read.oneOf('layoutParams_structure_groupsOrder', GROUPS_ORDERS) as GroupsOrder,
    groupSize,
    cropRatios: read.numberList('layoutParams_crop_ratios'),
    columnRatios: read.numberList('layoutParams_structure_columnRatios'),
  };
}
