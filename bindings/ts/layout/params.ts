// Twin of crates/layout/src/params.rs: the flat parameter block and its reading.

import { ERROR_BAD_PARAMS, type LayoutErrorCode } from './error.ts';
import { groupTypeSize } from './group-types.ts';
import { fmin } from './js-math.ts';

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
export const HORIZONTAL_SCROLL = 13;
export const MIN_ITEM_SIZE = 14;
export const COLLAGE_DENSITY = 15;
export const ALLOWED_GROUP_TYPES = 16;
export const SMART_CROP = 17;
export const EXTERNAL_INFO_HEIGHT = 18;
export const EXTERNAL_INFO_WIDTH = 19;
export const REPEATING_GROUP_COUNT = 20;
export const RIGHT_TO_LEFT = 21;
export const GROUPS_PER_ROW = 22;
export const RANDOM_SCATTER = 23;
export const SCATTER_SEED = 24;
export const MANUAL_SCATTER_COUNT = 25;
export const GROUP_BY_ORIENTATION = 26;
export const HEADER_LEN = 27;

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
  'horizontalScroll',
  'minItemSize',
  'collageDensity',
  'allowedGroupTypes',
  'smartCrop',
  'externalInfoHeight',
  'externalInfoWidth',
  'repeatingGroupCount',
  'rightToLeft',
  'groupsPerRow',
  'randomScatter',
  'scatterSeed',
  'manualScatterCount',
  'groupByOrientation',
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
  /** One strip as tall as the gallery, growing to the right (scrollDirection HORIZONTAL). */
  horizontalScroll: boolean;
  minItemSize: number;
  /** 0 to 1. */
  collageDensity: number;
  /** Bit per group type (1 << type, group-types.ts); 0 allows every type. */
  allowedGroupTypes: number;
  smartCrop: boolean;
  externalInfoHeight: number;
  externalInfoWidth: number;
  /** Group types (codes of group-types.ts) that groups take in turn; empty to choose freely. */
  repeatingGroupTypes: Float64Array;
  /** Items mirrored: each item's right edge where its left edge would be. */
  rightToLeft: boolean;
  /** Strips of exactly this many groups (layoutParams.groups.numberOfGroupsPerRow); 0 for none. */
  groupsPerRow: number;
  /** Random scatter, 0 to 100 (percent of the room around each item). */
  randomScatter: number;
  /** The seed random scatter draws from (a 32-bit unsigned integer). */
  scatterSeed: number;
  /** Manual scatter: x, y percents per item, taken in turn. */
  manualScatter: Float64Array;
  /** Group types follow the items' landscape/portrait pattern (layoutParams.groups.groupByOrientation). */
  groupByOrientation: boolean;
}

function nonNegative(x: number): number {
  return Number.isFinite(x) && x > 0 ? x : 0;
}

function isCount(x: number): boolean {
  return Number.isFinite(x) && x >= 0 && Math.floor(x) === x && x <= 0xffffffff;
}

/** Scatter is a percent: at most 100 (spec/001 §5 "random scatter 0 to 100"). */
export const MAX_SCATTER = 100;

function seed(x: number): number {
  return Number.isFinite(x) && x >= 0 && x <= 0xffffffff ? Math.floor(x) : 0;
}

function unit(x: number): number {
  return Number.isFinite(x) && x > 0 ? Math.min(x, 1) : 0;
}

/** A bit mask of the nine group types; anything else allows them all. */
function groupMask(x: number): number {
  return Number.isFinite(x) && x >= 1 && x <= 511 && Math.floor(x) === x ? x : 511;
}

/** Every group type code (group-types.ts), so that one allowed type can stand as a list. */
const GROUP_TYPE_CODES = new Float64Array([0, 1, 2, 3, 4, 5, 6, 7, 8]);

/**
 * The group types that groups take in turn: the listed ones, else, when exactly one type of
 * more than one item is allowed and the density keeps groups of its size (2d(n-1) floored
 * reaches n-1: a density of 0.5 or more), that type alone. Observed of pro-layouts 5.0.148, in
 * rows and in columns: such a type is then formed whatever the items' orientation and size,
 * with stand-ins past the last item, exactly as a repeating type.
 */
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

/** Reads a parameter block; a malformed block (wrong length, bad list counts) is an error code. */
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
    // Not a number stays so: the rows layouter falls back to groups of 3 (spec/002 §8).
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
