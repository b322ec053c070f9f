// The flat parameter block both backends read (crates/layout/src/params.rs): the slot of each
// parameter in its header, the codes of its enumerations, and the defaults of the optional ones.
// The lists follow the header: crop ratios, column ratios, repeating group types, manual scatter.

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

/** The name of each header slot, in slot order (the wasm module exports the same list). */
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

/** The group types of spec/002 §3 "Layout entities", in the order of their codes. */
export const GROUP_TYPE_NAMES = ['1', '2h', '2v', '3t', '3b', '3l', '3r', '3h', '3v'] as const;
/** The allowed-group-types slot with every type's bit (1 << code) set. */
export const ALL_GROUP_TYPES_MASK = (1 << GROUP_TYPE_NAMES.length) - 1;

/** Defaults of the optional parameters (spec/001 §9: minimum item size 120, density 0.8). */
export const DEFAULT_MIN_ITEM_SIZE = 120;
export const DEFAULT_COLLAGE_DENSITY = 0.8;
