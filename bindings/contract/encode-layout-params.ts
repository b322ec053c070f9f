// Writes `LayoutParams` into the flat block both backends read (layout-params.ts).

import type { CropMethod, GroupsOrder, GroupType, LayoutParams } from './layout.ts';
import * as slot from './layout-params.ts';

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

function groupCode(type: GroupType): number {
  return slot.GROUP_TYPE_NAMES.indexOf(type);
}

function groupMask(types: readonly GroupType[] | undefined): number {
  if (types === undefined) return slot.ALL_GROUP_TYPES_MASK;
  let mask = 0;
  for (const type of types) {
    const code = groupCode(type);
    if (code >= 0) mask |= 1 << code;
  }
  // No known type leaves single items, which every layout can make.
  return mask === 0 ? 1 : mask;
}

export function encodeLayoutParams(params: LayoutParams): Float64Array {
  const { cropRatios, columnRatios } = params;
  const repeating = (params.repeatingGroupTypes ?? []).map(groupCode).filter((code) => code >= 0);
  const manualScatter = params.manualScatter ?? [];
  const scatterCount = manualScatter.length - (manualScatter.length % 2);
  const block = new Float64Array(
    slot.HEADER_LEN + cropRatios.length + columnRatios.length + repeating.length + scatterCount,
  );
  block[slot.ORIENTATION] =
    params.orientation === 'rows' ? slot.ORIENTATION_ROWS : slot.ORIENTATION_COLUMNS;
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
  block[slot.HORIZONTAL_SCROLL] = params.horizontalScroll ? 1 : 0;
  block[slot.MIN_ITEM_SIZE] = params.minItemSize ?? slot.DEFAULT_MIN_ITEM_SIZE;
  block[slot.COLLAGE_DENSITY] = params.collageDensity ?? slot.DEFAULT_COLLAGE_DENSITY;
  block[slot.ALLOWED_GROUP_TYPES] = groupMask(params.allowedGroupTypes);
  block[slot.SMART_CROP] = params.smartCrop ? 1 : 0;
  block[slot.EXTERNAL_INFO_HEIGHT] = params.externalInfoHeight ?? 0;
  block[slot.EXTERNAL_INFO_WIDTH] = params.externalInfoWidth ?? 0;
  block[slot.REPEATING_GROUP_COUNT] = repeating.length;
  block[slot.RIGHT_TO_LEFT] = params.rightToLeft ? 1 : 0;
  block[slot.GROUPS_PER_ROW] = params.groupsPerRow ?? 0;
  block[slot.RANDOM_SCATTER] = params.randomScatter ?? 0;
  block[slot.SCATTER_SEED] = params.scatterSeed ?? 0;
  block[slot.MANUAL_SCATTER_COUNT] = scatterCount;
  block[slot.GROUP_BY_ORIENTATION] = params.groupByOrientation === false ? 0 : 1;
  block.set(cropRatios, slot.HEADER_LEN);
  block.set(columnRatios, slot.HEADER_LEN + cropRatios.length);
  const repeatingAt = slot.HEADER_LEN + cropRatios.length + columnRatios.length;
  block.set(repeating, repeatingAt);
  block.set(manualScatter.slice(0, scatterCount), repeatingAt + repeating.length);
  return block;
}
