// Layout parameters for tests: a plain 1,200-px masonry in columns, to spread changes over.

import type { LayoutParams } from '../engine.ts';

export const BASE_PARAMS: LayoutParams = {
  orientation: 'columns',
  containerWidth: 1200,
  containerHeight: 800,
  itemSpacing: 0,
  gallerySpacing: 0,
  targetItemSize: 400,
  fixedColumns: 0,
  cropEnable: false,
  cropMethod: 'FILL',
  groupsOrder: 'BY_HEIGHT',
  groupSize: 1,
  cropRatios: [1],
  columnRatios: [],
};

/** One strip as tall as the container, of single items, at a 30 px target size. */
export const HORIZONTAL_PARAMS: LayoutParams = {
  ...BASE_PARAMS,
  orientation: 'rows',
  horizontalScroll: true,
  containerWidth: 1000,
  containerHeight: 600,
  itemSpacing: 10,
  targetItemSize: 30,
  allowedGroupTypes: ['1'],
};

/** Rows (strips) of single items at a 370 px target, 10 px apart, in the 1,200-px frame. */
export const ROWS_PARAMS: LayoutParams = {
  ...BASE_PARAMS,
  orientation: 'rows',
  itemSpacing: 10,
  targetItemSize: 370,
  groupSize: 1,
};
