// Migration of legacy option names and values (spec/001 §9 "Migration of legacy names"):
// renames, inverted booleans, numeric codes to enumerations, title placements, click actions,
// hover values, auto-slideshow, crop alignment, right-to-left. A new name the owner already set
// wins over its legacy name; every legacy name read is removed.

import { flattenOptions, type FlatOptions } from './flatten.ts';
import {
  ACTION_CLICKS,
  BOOLEAN_CODES,
  COMBINED_NAMES,
  INVERTED,
  LEGACY_CLICK_TO_PLAY,
  NUMERIC_CODES,
  RENAMED,
  RENAMED_VALUES,
  UPPER_CASED,
} from './legacy-names.ts';

/** Legacy sizes count only when they read as a number of at least 0. */
const isSize = (value: unknown) => Number(value) >= 0;

/** "1.5, 2, 16px/9px" -> [1.5, 2, "16px/9px"]: numbers where a part reads as a size. */
function splitNumbersWhereNumeric(text: string): (number | string)[] {
  return text.split(',').map((part) => (isSize(part) ? Number(part) : part));
}

type Reader = (name: string) => unknown;
type Writer = (name: string, value: unknown) => void;

function migrateAutoSlide(read: Reader, write: Writer) {
  const on = read('isAutoSlideshow');
  if (on === undefined) return;
  write(
    'behaviourParams_gallery_horizontal_autoSlide_behaviour',
    !on ? 'OFF' : read('autoSlideshowType') === 'interval' ? 'INTERVAL' : 'CONTINUOUS',
  );
}

function migrateNumbers(read: Reader, write: Writer) {
  const sound = read('videoSound');
  if (sound !== undefined) write('behaviourParams_item_video_volume', Number(sound));
  const speed = read('videoSpeed');
  if (speed !== undefined && isSize(speed))
    write('behaviourParams_item_video_speed', Number(speed));
  const columns = read('numberOfImagesPerRow');
  if (columns !== undefined && isSize(columns))
    write('layoutParams_structure_numberOfColumns', columns);
  const spacing = ['layoutParams_gallerySpacing', 'galleryMargin']
    .map(read)
    .find((value) => value !== undefined && isSize(value));
  if (spacing !== undefined) write('layoutParams_structure_gallerySpacing', spacing);
}

function migrateLists(read: Reader, write: Writer) {
  const rotatingRatios = read('rotatingCropRatios');
  const cubeRatio = read('cubeRatio');
  const cropRatio = read('layoutParams_cropRatio');
  if (typeof rotatingRatios === 'string' && rotatingRatios !== '')
    write('layoutParams_crop_ratios', splitNumbersWhereNumeric(rotatingRatios));
  else if (cubeRatio)
    write('layoutParams_crop_ratios', splitNumbersWhereNumeric(String(cubeRatio)));
  else if (cropRatio !== undefined)
    write(
      'layoutParams_crop_ratios',
      cropRatio ? splitNumbersWhereNumeric(String(cropRatio)) : cropRatio,
    );

  const widths = read('columnWidths');
  if (typeof widths === 'string')
    write(
      'layoutParams_structure_columnRatios',
      widths === '' ? [] : widths.split(',').map(Number),
    );
  else if (widths) write('layoutParams_structure_columnRatios', widths);

  const rotatingGroups = read('rotatingGroupTypes');
  const repeatingGroups = read('layoutParams_repeatingGroupTypes');
  if (rotatingGroups) {
    if (typeof rotatingGroups === 'string')
      write('layoutParams_groups_repeatingGroupTypes', rotatingGroups.split(','));
  } else if (typeof repeatingGroups === 'string')
    write(
      'layoutParams_groups_repeatingGroupTypes',
      repeatingGroups === '' ? [] : repeatingGroups.split(','),
    );

  const groupTypes = read('groupTypes');
  if (typeof groupTypes === 'string')
    write('layoutParams_groups_allowedGroupTypes', groupTypes.split(','));
  else if (groupTypes) write('layoutParams_groups_allowedGroupTypes', groupTypes);
}

const SIZE_UNITS: Readonly<Record<string, string>> = {
  px: 'PIXEL',
  ratio: 'PERCENT',
  smart: 'SMART',
};
const SIZE_SOURCES: Readonly<Record<string, string>> = {
  PIXEL: 'gallerySizePx',
  PERCENT: 'gallerySizeRatio',
  SMART: 'gallerySize',
};

/**
 * The legacy sizes, read by their unit: the unit the owner gave under its current name when there
 * is one (in a legacy spelling too: px), else the legacy unit. The given unit itself is kept.
 */
function migrateSizes(options: FlatOptions, read: Reader, write: Writer) {
  const type = read('gallerySizeType');
  if (type !== undefined)
    write(
      'layoutParams_targetItemSize_unit',
      typeof type === 'string' ? (SIZE_UNITS[type] ?? type) : type,
    );
  const unit = options.layoutParams_targetItemSize_unit;
  const source = typeof unit === 'string' ? SIZE_SOURCES[SIZE_UNITS[unit] ?? unit] : undefined;
  if (source !== undefined && read(source) !== undefined)
    write('layoutParams_targetItemSize_value', read(source));

  const legacyMode = read('calculateTextBoxWidthMode');
  const givenUnits = options.layoutParams_info_sizeUnits;
  const mode = givenUnits !== undefined ? givenUnits : legacyMode;
  if (legacyMode !== undefined)
    write('layoutParams_info_sizeUnits', legacyMode === 'MANUAL' ? 'PIXEL' : legacyMode);
  if (mode === 'PERCENT' || mode === 'MANUAL') {
    const width = read(mode === 'PERCENT' ? 'textBoxWidthPercent' : 'textBoxWidth');
    if (width !== undefined) write('layoutParams_info_width', width);
    delete options.textBoxWidth;
    delete options.textBoxWidthPercent;
  }
}

// The tables as lists, made once: options are migrated for every gallery a server renders.
const RENAMED_ENTRIES = Object.entries(RENAMED);
const INVERTED_ENTRIES = Object.entries(INVERTED);
const NUMERIC_CODE_ENTRIES = Object.entries(NUMERIC_CODES);
const BOOLEAN_CODE_ENTRIES = Object.entries(BOOLEAN_CODES);
const RENAMED_VALUE_ENTRIES = Object.entries(RENAMED_VALUES);
const UPPER_CASED_ENTRIES = Object.entries(UPPER_CASED);
/** Every legacy name migration reads, and removes. */
const CONSUMED = [
  ...Object.keys(RENAMED),
  ...Object.keys(INVERTED),
  ...Object.keys(NUMERIC_CODES),
  ...Object.keys(BOOLEAN_CODES),
  ...Object.keys(RENAMED_VALUES),
  ...Object.keys(UPPER_CASED),
  ...COMBINED_NAMES,
];

/** Options (flat, nested or mixed) with every legacy name migrated, in flat form. */
export function migrateOptions(raw: unknown): FlatOptions {
  const options = flattenOptions(raw);
  const legacy: FlatOptions = { ...options };
  const read: Reader = (name) => legacy[name];
  const write: Writer = (name, value) => {
    if (options[name] === undefined) options[name] = value;
  };

  for (const [from, to] of RENAMED_ENTRIES) if (read(from) !== undefined) write(to, read(from));
  for (const [from, to] of INVERTED_ENTRIES) if (read(from) !== undefined) write(to, !read(from));
  for (const [from, { to, values }] of NUMERIC_CODE_ENTRIES) {
    const value = read(from);
    if (value !== undefined)
      write(
        to,
        typeof value === 'number' && Number.isInteger(value) && values[value] !== undefined
          ? values[value]
          : value,
      );
  }
  for (const [from, { to, whenTrue, whenFalse }] of BOOLEAN_CODE_ENTRIES) {
    const value = read(from);
    if (value !== undefined)
      write(to, value === true ? whenTrue : value === false ? whenFalse : value);
  }
  for (const [from, { to, values }] of RENAMED_VALUE_ENTRIES) {
    const value = read(from);
    if (value !== undefined)
      write(to, typeof value === 'string' && Object.hasOwn(values, value) ? values[value] : value);
  }
  for (const [from, to] of UPPER_CASED_ENTRIES) {
    const value = read(from);
    if (value === undefined) continue;
    // A null legacy value carries nothing over.
    if (value === null) continue;
    const upper = typeof value === 'string' ? value.toUpperCase() : value;
    if (from === 'itemClick' && typeof upper === 'string' && ACTION_CLICKS.has(upper))
      write(to, 'ACTION');
    else if (from === 'videoPlay' && upper === LEGACY_CLICK_TO_PLAY) write(to, 'CLICK');
    else write(to, upper);
  }
  migrateAutoSlide(read, write);
  migrateNumbers(read, write);
  migrateLists(read, write);
  migrateSizes(options, read, write);

  for (const name of CONSUMED) if (name in options) delete options[name];
  return options;
}

/** Whether a name is one migration reads (and removes). */
export function isLegacyOptionName(name: string): boolean {
  return (
    Object.hasOwn(RENAMED, name) ||
    Object.hasOwn(INVERTED, name) ||
    Object.hasOwn(NUMERIC_CODES, name) ||
    Object.hasOwn(BOOLEAN_CODES, name) ||
    Object.hasOwn(RENAMED_VALUES, name) ||
    Object.hasOwn(UPPER_CASED, name) ||
    (COMBINED_NAMES as readonly string[]).includes(name)
  );
}
