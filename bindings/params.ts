// Writes `LayoutParams` into the flat block both backends read (crates/layout/src/params.rs).

import type { CropMethod, GroupsOrder, LayoutParams } from './engine.ts';
import * as slot from './ts/layout/params.ts';

const CROP_METHODS: Record<CropMethod, number> = {
  FILL: slot.CROP_FILL,
  FIT: slot.CROP_FIT,
  MIN: slot.CROP_MIN,
  MAX: slot.CROP_MAX,
};

const GROUPS_ORDERS: Record<GroupsOrder, number> = {
  BY_HEIGHT: slot.ORDER_BY_HEIGHT,
  LEFT_TO_RIGHT: slot.ORDER_LEFT_TO_RIGHT,
};

export function encodeLayoutParams(params: LayoutParams): Float64Array {
  const { cropRatios, columnRatios } = params;
  const block = new Float64Array(slot.HEADER_LEN + cropRatios.length + columnRatios.length);
  block[slot.ORIENTATION] = params.orientation === 'rows' ? slot.ORIENTATION_ROWS : slot.ORIENTATION_COLUMNS;
  block[slot.CONTAINER_WIDTH] = params.containerWidth;
  block[slot.CONTAINER_HEIGHT] = params.containerHeight;
  block[slot.ITEM_SPACING] = params.itemSpacing;
  block[slot.GALLERY_SPACING] = params.gallerySpacing;
  block[slot.TARGET_ITEM_SIZE] = params.targetItemSize;
  block[slot.FIXED_COLUMNS] = params.fixedColumns;
  block[slot.CROP_ENABLE] = params.cropEnable ? 1 : 0;
  block[slot.CROP_METHOD] = CROP_METHODS[params.cropMethod] ?? slot.CROP_FILL;
  block[slot.GROUPS_ORDER] = GROUPS_ORDERS[params.groupsOrder] ?? slot.ORDER_BY_HEIGHT;
  block[slot.GROUP_SIZE] = params.groupSize;
  block[slot.CROP_RATIO_COUNT] = cropRatios.length;
  block[slot.COLUMN_RATIO_COUNT] = columnRatios.length;
  block.set(cropRatios, slot.HEADER_LEN);
  block.set(columnRatios, slot.HEADER_LEN + cropRatios.length);
  return block;
}
