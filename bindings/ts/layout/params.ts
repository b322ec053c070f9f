// Twin of crates/layout/src/params.rs (the rules are explained there). The block's slots are the
// contract's: bindings/contract/layout-params.ts.

import { ERROR_BAD_PARAMS, type LayoutErrorCode } from '../../contract/layout-errors.ts';
import {
  ALL_GROUP_TYPES_MASK,
  ALLOWED_GROUP_TYPES,
  COLLAGE_DENSITY,
  COLUMN_RATIO_COUNT,
  CONTAINER_HEIGHT,
  CONTAINER_WIDTH,
  CROP_ENABLE,
  CROP_FILL,
  CROP_FIT,
  CROP_MAX,
  CROP_METHOD,
  CROP_MIN,
  CROP_RATIO_COUNT,
  EXTERNAL_INFO_HEIGHT,
  EXTERNAL_INFO_WIDTH,
  FIXED_COLUMNS,
  GALLERY_SPACING,
  GROUP_BY_ORIENTATION,
  GROUP_SIZE,
  GROUPS_ORDER,
  GROUPS_PER_ROW,
  HEADER_LEN,
  HORIZONTAL_SCROLL,
  ITEM_SPACING,
  MANUAL_SCATTER_COUNT,
  MIN_ITEM_SIZE,
  ORDER_BY_HEIGHT,
  ORDER_LEFT_TO_RIGHT,
  ORIENTATION,
  ORIENTATION_COLUMNS,
  ORIENTATION_ROWS,
  RANDOM_SCATTER,
  REPEATING_GROUP_COUNT,
  RIGHT_TO_LEFT,
  SCATTER_SEED,
  SMART_CROP,
  TARGET_ITEM_SIZE,
} from '../../contract/layout-params.ts';
import { groupTypeSize } from './group-types.ts';
import { fmin } from './js-math.ts';

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
  horizontalScroll: boolean;
  minItemSize: number;
  collageDensity: number;
  allowedGroupTypes: number;
  smartCrop: boolean;
  externalInfoHeight: number;
  externalInfoWidth: number;
  repeatingGroupTypes: Float64Array;
  rightToLeft: boolean;
  groupsPerRow: number;
  randomScatter: number;
  /** A 32-bit unsigned integer (u32 on the Rust side). */
  scatterSeed: number;
  manualScatter: Float64Array;
  groupByOrientation: boolean;
}

function nonNegative(x: number): number {
  return Number.isFinite(x) && x > 0 ? x : 0;
}

function isCount(x: number): boolean {
  return Number.isFinite(x) && x >= 0 && Math.floor(x) === x && x <= 0xffffffff;
}

export const MAX_SCATTER = 100;

function seed(x: number): number {
  return Number.isFinite(x) && x >= 0 && x <= 0xffffffff ? Math.floor(x) : 0;
}

function unit(x: number): number {
  return Number.isFinite(x) && x > 0 ? Math.min(x, 1) : 0;
}

function groupMask(x: number): number {
  return Number.isFinite(x) && x >= 1 && x <= ALL_GROUP_TYPES_MASK && Math.floor(x) === x
    ? x
    : ALL_GROUP_TYPES_MASK;
}

const GROUP_TYPE_CODES = new Float64Array([0, 1, 2, 3, 4, 5, 6, 7, 8]);

function repeatingTypes(listed: Float64Array, allowed: number, density: number): Float64Array {
  if (listed.length > 0 || allowed === 1 || (allowed & (allowed - 1)) !== 0) return listed;
  const type = 31 - Math.clz32(allowed);
  const rank = groupTypeSize(type) - 1;
  if (Math.floor(2 * density * rank) < rank) return listed;
  return GROUP_TYPE_CODES.subarray(type, type + 1);
}

function cropMethod(x: number): number {
  const code = Math.trunc(x);
  return code === CROP_FIT || code === CROP_MIN || code === CROP_MAX ? code : CROP_FILL;
}

export function parseParams(block: Float64Array): ParsedParams | LayoutErrorCode {
  if (block.length < HEADER_LEN) return ERROR_BAD_PARAMS;
  const cropCount = block[CROP_RATIO_COUNT];
  const columnCount = block[COLUMN_RATIO_COUNT];
  const repeatingCount = block[REPEATING_GROUP_COUNT];
  const scatterCount = block[MANUAL_SCATTER_COUNT];
  if (
    !isCount(cropCount) ||
    !isCount(columnCount) ||
    !isCount(repeatingCount) ||
    !isCount(scatterCount)
  )
    return ERROR_BAD_PARAMS;
  if (block.length !== HEADER_LEN + cropCount + columnCount + repeatingCount + scatterCount)
    return ERROR_BAD_PARAMS;
  const columnsAt = HEADER_LEN + cropCount;
  const repeatingAt = columnsAt + columnCount;
  const scatterAt = repeatingAt + repeatingCount;
  const allowedGroupTypes = groupMask(block[ALLOWED_GROUP_TYPES]);
  const collageDensity = unit(block[COLLAGE_DENSITY]);
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
    groupSize: Number.isNaN(block[GROUP_SIZE]) ? NaN : nonNegative(block[GROUP_SIZE]),
    cropRatios: block.subarray(HEADER_LEN, columnsAt),
    columnRatios: block.subarray(columnsAt, repeatingAt),
    horizontalScroll: block[HORIZONTAL_SCROLL] === 1,
    minItemSize: nonNegative(block[MIN_ITEM_SIZE]),
    collageDensity,
    allowedGroupTypes,
    smartCrop: block[SMART_CROP] === 1,
    externalInfoHeight: nonNegative(block[EXTERNAL_INFO_HEIGHT]),
    externalInfoWidth: nonNegative(block[EXTERNAL_INFO_WIDTH]),
    repeatingGroupTypes: repeatingTypes(
      block.subarray(repeatingAt, scatterAt),
      allowedGroupTypes,
      collageDensity,
    ),
    rightToLeft: block[RIGHT_TO_LEFT] === 1,
    groupsPerRow: Math.floor(nonNegative(block[GROUPS_PER_ROW])),
    randomScatter: fmin(nonNegative(block[RANDOM_SCATTER]), MAX_SCATTER),
    scatterSeed: seed(block[SCATTER_SEED]),
    manualScatter: block.subarray(scatterAt),
    groupByOrientation: block[GROUP_BY_ORIENTATION] !== 0,
  };
}
