// Twin of crates/layout/src/params.rs: the flat parameter block and its reading.

import { ERROR_BAD_PARAMS, type LayoutErrorCode } from './error.ts';

export const ORIENTATION = 0;
export const CONTAINER_WIDTH = 1;
export const CONTAINER_HEIGHT = 2;
export const ITEM_SPACING = 3;
export const GALLERY_SPACING = 4;
export const TARGET_ITEM_SIZE = 5;
export const FIXED_COLUMNS = 6;
export const CROP_ENABLE = 7;
export const CROP_METHOD = 8;
export const GROUPS_ORDER = 9;
export const GROUP_SIZE = 10;
export const CROP_RATIO_COUNT = 11;
export const COLUMN_RATIO_COUNT = 12;
export const HEADER_LEN = 13;

export const SLOT_NAMES = [
  'orientation',
  'containerWidth',
  'containerHeight',
  'itemSpacing',
  'gallerySpacing',
  'targetItemSize',
  'fixedColumns',
  'cropEnable',
  'cropMethod',
  'groupsOrder',
  'groupSize',
  'cropRatioCount',
  'columnRatioCount',
] as const;

export const ORIENTATION_COLUMNS = 0;
export const ORIENTATION_ROWS = 1;
export const CROP_FILL = 0;
export const CROP_FIT = 1;
export const CROP_MIN = 2;
export const CROP_MAX = 3;
export const ORDER_BY_HEIGHT = 0;
export const ORDER_LEFT_TO_RIGHT = 1;

/** The parameters after sanitising: every number finite, every count in range. */
export interface ParsedParams {
  orientation: number;
  containerWidth: number;
  containerHeight: number;
  itemSpacing: number;
  gallerySpacing: number;
  targetItemSize: number;
  fixedColumns: number;
  cropEnable: boolean;
  cropMethod: number;
  groupsOrder: number;
  groupSize: number;
  cropRatios: Float64Array;
  columnRatios: Float64Array;
}

function nonNegative(x: number): number {
  return Number.isFinite(x) && x > 0 ? x : 0;
}

function isCount(x: number): boolean {
  return Number.isFinite(x) && x >= 0 && Math.floor(x) === x && x <= 0xffffffff;
}

function cropMethod(x: number): number {
  const code = Math.trunc(x);
  return code === CROP_FIT || code === CROP_MIN || code === CROP_MAX ? code : CROP_FILL;
}

/** Reads a parameter block; a malformed block (wrong length, bad list counts) is an error code. */
export function parseParams(block: Float64Array): ParsedParams | LayoutErrorCode {
  if (block.length < HEADER_LEN) return ERROR_BAD_PARAMS;
  const cropCount = block[CROP_RATIO_COUNT];
  const columnCount = block[COLUMN_RATIO_COUNT];
  if (!isCount(cropCount) || !isCount(columnCount)) return ERROR_BAD_PARAMS;
  if (block.length !== HEADER_LEN + cropCount + columnCount) return ERROR_BAD_PARAMS;
  return {
    orientation: block[ORIENTATION] === 1 ? ORIENTATION_ROWS : ORIENTATION_COLUMNS,
    containerWidth: block[CONTAINER_WIDTH],
    containerHeight: nonNegative(block[CONTAINER_HEIGHT]),
    itemSpacing: nonNegative(block[ITEM_SPACING]),
    gallerySpacing: nonNegative(block[GALLERY_SPACING]),
    targetItemSize: block[TARGET_ITEM_SIZE],
    fixedColumns: Math.floor(nonNegative(block[FIXED_COLUMNS])),
    cropEnable: block[CROP_ENABLE] === 1,
    cropMethod: cropMethod(block[CROP_METHOD]),
    groupsOrder: block[GROUPS_ORDER] === 1 ? ORDER_LEFT_TO_RIGHT : ORDER_BY_HEIGHT,
    groupSize: nonNegative(block[GROUP_SIZE]),
    cropRatios: block.subarray(HEADER_LEN, HEADER_LEN + cropCount),
    columnRatios: block.subarray(HEADER_LEN + cropCount),
  };
}
