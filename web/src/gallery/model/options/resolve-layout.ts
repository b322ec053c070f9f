// Processed gallery options -> the layouter's parameters: crop ratio strings, the gallery's size
// left by thumbnails and arrows, and the target item size (spec/001 §9). The option engine
// (process.ts) has already filled in the defaults, the layout's preset and the normalisation
// rules (spec/001 §4); galleryLayoutParams runs both for raw options.

import type {
  CropMethod,
  GroupsOrder,
  GroupType,
  LayoutParams,
} from '../../../../../bindings/engine.ts';
import { ARROW_MARGIN } from './arrow-room.ts';
import { DEFAULT_VIEWPORT, OPTION_DEFAULTS } from './defaults.ts';
import type { FlatOptions } from './flatten.ts';
import { LAYOUT_CODES } from './layout-codes.ts';
import { optionReader, type ProblemReporter } from './read.ts';
import { BASE_TARGET_ITEM_SIZE, smartTargetItemSize, targetItemSize } from './target-item-size.ts';

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
/** Every group type, in the layouter's order. */
const GROUP_TYPES: readonly GroupType[] = ['1', '2h', '2v', '3t', '3b', '3l', '3r', '3h', '3v'];
/**
 * The designed layouts lay out at their preset's target size (spec/001 §9 "Target sizes"),
 * whatever unit the owner chose.
 */
const DESIGNED_LAYOUTS: ReadonlySet<number> = new Set([
  LAYOUT_CODES.BRICKS,
  LAYOUT_CODES.MIX,
  LAYOUT_CODES.ALTERNATE,
]);

/**
 * One crop ratio: a number, a numeric string, `a%/b%` or `apx/bpx` (spec/001 §5). `a%/b%` is the
 * shape of the media of an item that spans a percent of the gallery's width and of its height,
 * less the item spacing on each side (observed of pro-gallery 5.0.148); pixels count whole, as
 * the reference reads them. Anything else is undefined.
 */
export function parseCropRatio(
  value: unknown,
  gallery: Container,
  itemSpacing = 0,
): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text !== '' && Number.isFinite(Number(text))) return Number(text);
  const pair = /^(\d+(?:\.\d+)?)(%|px)\/(\d+(?:\.\d+)?)(%|px)$/.exec(text);
  if (pair === null) return undefined;
  const side = (amount: string, unit: string, whole: number) =>
    unit === '%' ? (Number(amount) / 100) * whole - itemSpacing : Math.trunc(Number(amount));
  const ratio = side(pair[1], pair[2], gallery.width) / side(pair[3], pair[4], gallery.height);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
}

/** A crop ratio written in pixels or percent rather than as a number. */
function hasUnits(value: unknown): boolean {
  return typeof value === 'string' && /(%|px)\s*$/.test(value);
}

/**
 * The crop ratios as numbers; an entry that cannot be read is not a number, which keeps the
 * item's own shape (observed). Undefined when the value is no list. The reference works a ratio
 * written with units out item by item, so grid cells then take each item's rounded height rather
 * than one shared height: a single such ratio goes to the layouter as two equal ratios, which it
 * takes in turn (masonry_grid.rs `fixed_cell_height` shares a height only for one ratio).
 */
function cropRatiosOf(
  value: unknown,
  gallery: Container,
  itemSpacing: number,
): number[] | undefined {
  const list =
    typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [value] : value;
  if (!Array.isArray(list)) return undefined;
  const ratios = list.map((entry) => parseCropRatio(entry, gallery, itemSpacing) ?? Number.NaN);
  return ratios.length === 1 && hasUnits(list[0]) ? [ratios[0], ratios[0]] : ratios;
}

/**
 * Manual scatter, `x/y` pairs separated by commas, each number a percent with or without `%`
 * (spec/001 §5), as flat x, y numbers; pairs that cannot be read are left out.
 */
export function parseManualScatter(value: unknown): number[] {
  if (typeof value !== 'string') return [];
  const out: number[] = [];
  for (const pair of value.split(',')) {
    const match = /^\s*(-?\d+(?:\.\d+)?)%?\s*\/\s*(-?\d+(?:\.\d+)?)%?\s*$/.exec(pair);
    if (match !== null) out.push(Number(match[1]), Number(match[2]));
  }
  return out;
}

function finiteNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function groupTypes(value: unknown, fallback: readonly GroupType[]): GroupType[] {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) return [...fallback];
  return list
    .map((v) => String(v).trim())
    .filter((v): v is GroupType => (GROUP_TYPES as readonly string[]).includes(v));
}

/** The allowed group types, a set to the layouter, spelled in its order whatever the options'. */
function allowedGroupTypesOf(value: unknown): GroupType[] {
  const listed = groupTypes(
    value,
    OPTION_DEFAULTS.layoutParams_groups_allowedGroupTypes as GroupType[],
  );
  return GROUP_TYPES.filter((type) => listed.includes(type));
}

/**
 * The gallery's own height: the container less a thumbnail strip above or below it, with its
 * margin and the gallery spacing (observed of pro-gallery 5.0.148).
 */
function galleryHeight(flat: FlatOptions, container: Container, gallerySpacing: number): number {
  const thumbnails =
    flat.layoutParams_thumbnails_enable === true &&
    (flat.layoutParams_thumbnails_position ?? OPTION_DEFAULTS.layoutParams_thumbnails_position) !==
      'ON_GALLERY';
  if (!thumbnails) return container.height;
  const alignment =
    flat.layoutParams_thumbnails_alignment ?? OPTION_DEFAULTS.layoutParams_thumbnails_alignment;
  if (alignment !== 'TOP' && alignment !== 'BOTTOM') return container.height;
  const size = finiteNumber(
    flat.layoutParams_thumbnails_size,
    OPTION_DEFAULTS.layoutParams_thumbnails_size,
  );
  const margin = finiteNumber(
    flat.layoutParams_thumbnails_marginToGallery,
    OPTION_DEFAULTS.layoutParams_thumbnails_marginToGallery,
  );
  return container.height - size - margin - gallerySpacing;
}

/** The gallery's own width: the container less a thumbnail strip beside it, as its height. */
function galleryWidthOf(flat: FlatOptions, container: Container, gallerySpacing: number): number {
  const thumbnails =
    flat.layoutParams_thumbnails_enable === true &&
    (flat.layoutParams_thumbnails_position ?? 'OUTSIDE_GALLERY') !== 'ON_GALLERY';
  const alignment =
    flat.layoutParams_thumbnails_alignment ?? OPTION_DEFAULTS.layoutParams_thumbnails_alignment;
  if (!thumbnails || (alignment !== 'LEFT' && alignment !== 'RIGHT')) return container.width;
  const size = finiteNumber(
    flat.layoutParams_thumbnails_size,
    OPTION_DEFAULTS.layoutParams_thumbnails_size,
  );
  const margin = finiteNumber(
    flat.layoutParams_thumbnails_marginToGallery,
    OPTION_DEFAULTS.layoutParams_thumbnails_marginToGallery,
  );
  return container.width - size - margin - gallerySpacing;
}

/**
 * The box a percent crop ratio of a vertical gallery is measured in (observed of pro-gallery
 * 5.0.148): the gallery's width widened by the item spacing, less the gallery spacing on each side,
 * by its height with half an item spacing.
 */
function verticalCropBox(
  gallery: Container,
  itemSpacing: number,
  gallerySpacing: number,
): Container {
  return {
    width: gallery.width + itemSpacing - 2 * gallerySpacing,
    height: gallery.height + itemSpacing / 2,
  };
}

/**
 * Whether the text beside items sits above or below them on one side only, overlays aside: only
 * then does a gallery ratio leave room for it (observed of pro-gallery 5.0.148; text that
 * alternates or sits on both sides does not add to the gallery's height).
 */
function textOnOneSide(placement: unknown): boolean {
  const sides = String(placement ?? '')
    .split(',')
    .map((side) => side.trim())
    .filter((side) => side !== '' && side !== 'OVERLAY');
  return sides.length === 1 && (sides[0] === 'ABOVE' || sides[0] === 'BELOW');
}

/**
 * Whether repeating group types let a gallery ratio leave room for the text under items: a list
 * of at most one entry, or of entries that join to `1` (observed of pro-gallery 5.0.148: `1, 3v`,
 * `1, 1` or `x, y` add nothing; `3v`, `x`, `1, ''` and none add the text's height).
 */
function repeatingLeavesTextRoom(value: unknown): boolean {
  return !Array.isArray(value) || value.length <= 1 || value.join('') === '1';
}

/**
 * Processed options (processOptions: defaults, the layout's preset, normalisation; spec/001 §4)
 * -> the layouter's parameters. Nothing here presets or normalises again: the options are read
 * as the option engine left them.
 */
export function resolveLayoutParams(
  options: FlatOptions,
  container: Container,
  context: ResolveContext = {},
): LayoutParams {
  const read = optionReader(options, context.report);
  const viewport = context.viewport ?? DEFAULT_VIEWPORT;
  const layout = finiteNumber(
    options.layoutParams_structure_galleryLayout,
    OPTION_DEFAULTS.layoutParams_structure_galleryLayout,
  );

  const orientation = read.oneOf('layoutParams_structure_layoutOrientation', ORIENTATIONS);
  const scrollDirection = read.oneOf('layoutParams_structure_scrollDirection', SCROLL_DIRECTIONS);
  const cropEnable = read.boolean('layoutParams_crop_enable');
  const groupSize = read.number('layoutParams_groups_groupSize');
  const density = read.number('layoutParams_groups_density');
  const value = read.number('layoutParams_targetItemSize_value');
  const cropMethod = read.oneOf('layoutParams_crop_method', CROP_METHODS) as CropMethod;
  const allowedGroupTypes = allowedGroupTypesOf(options.layoutParams_groups_allowedGroupTypes);
  const repeatingGroupTypes = groupTypes(options.layoutParams_groups_repeatingGroupTypes, []);

  const horizontalScroll = scrollDirection === 'HORIZONTAL';
  const columnsLike = orientation === 'VERTICAL';
  const setItemsPerRow =
    read.oneOf('layoutParams_structure_responsiveMode', RESPONSIVE_MODES) === 'SET_ITEMS_PER_ROW';
  // JSON_FIXED options are processed without a computed column count or target size (observed
  // of pro-gallery 5.0.148): the options' own fields count, else none and the base target size.
  const jsonFixed = layout === LAYOUT_CODES.JSON_FIXED;
  const fixedColumns = jsonFixed
    ? Math.max(0, finiteNumber(options.fixedColumns, 0))
    : columnsLike && setItemsPerRow
      ? read.number('layoutParams_structure_numberOfColumns')
      : 0;
  const itemSpacing = read.number('layoutParams_structure_itemSpacing');
  const gallerySpacing = read.number('layoutParams_structure_gallerySpacing');

  // A horizontal gallery with a ratio is its width (less thumbnails beside it) times the ratio
  // tall, thumbnails above or below it aside, and the text under its items unless the ratio
  // includes it; arrows outside it take their size and a margin on each side, and the item
  // spacing the frame would add (observed of pro-gallery 5.0.148).
  const galleryRatio = horizontalScroll
    ? finiteNumber(options.layoutParams_structure_galleryRatio_value, 0)
    : 0;
  // ... nor with a thumbnail strip outside it (observed).
  const thumbnailsOutside =
    options.layoutParams_thumbnails_enable === true &&
    (options.layoutParams_thumbnails_position ??
      OPTION_DEFAULTS.layoutParams_thumbnails_position) !== 'ON_GALLERY';
  const textUnder =
    options.layoutParams_structure_galleryRatio_includeExternalInfo === true ||
    thumbnailsOutside ||
    !textOnOneSide(options.layoutParams_info_placement) ||
    !repeatingLeavesTextRoom(options.layoutParams_groups_repeatingGroupTypes)
      ? 0
      : Math.max(0, finiteNumber(options.externalInfoHeight, 0));
  // The gallery's height as the reference measures it: the whole pixels of the container's (with
  // the frame, horizontally) less a thumbnail strip above or below. A strip or arrows that take
  // more than the container leave the gallery a box of negative size; pro-layouts then lays out
  // at the container's own size, the frame's widening added (observed of pro-gallery 5.0.148: the
  // items show behind the thumbnails).
  const frame = itemSpacing / 2 - gallerySpacing;
  const strip = container.height - galleryHeight(options, container, gallerySpacing);
  const heightFrame = horizontalScroll ? frame : 0;
  const measuredHeight = Math.floor(container.height + heightFrame) - strip;
  const height =
    galleryRatio > 0
      ? Math.max(0, galleryWidthOf(options, container, gallerySpacing) * galleryRatio) + textUnder
      : measuredHeight < 0
        ? Math.ceil(container.height) + frame - heightFrame
        : horizontalScroll
          ? container.height - strip
          : measuredHeight;
  const arrowsOutside =
    horizontalScroll && options.layoutParams_navigationArrows_position === 'OUTSIDE_GALLERY';
  const arrowSize = finiteNumber(
    options.layoutParams_navigationArrows_size,
    OPTION_DEFAULTS.layoutParams_navigationArrows_size,
  );
  const arrowsRoom = arrowsOutside ? 2 * (arrowSize + ARROW_MARGIN) + itemSpacing : 0;
  // The gallery takes whole pixels of a container's fractional width (observed).
  const wholeWidth = { width: Math.floor(container.width), height: container.height };
  const ownWidth = galleryWidthOf(options, wholeWidth, gallerySpacing);
  const width =
    Math.ceil(wholeWidth.width + 2 * frame - arrowsRoom) - (wholeWidth.width - ownWidth) < 0
      ? Math.ceil(container.width)
      : ownWidth - arrowsRoom;
  const smart = smartTargetItemSize(layout, value, columnsLike);
  const unit = DESIGNED_LAYOUTS.has(layout)
    ? 'SMART'
    : read.oneOf('layoutParams_targetItemSize_unit', TARGET_UNITS);
  const externalInfoHeight = Math.max(0, finiteNumber(options.externalInfoHeight, 0));
  // A percent crop ratio measures the media of an item spanning that share of the gallery, less
  // the item spacing: horizontally the gallery's box less the text kept under each item, its
  // height in whole pixels like the strip's (observed with a gallery ratio).
  const cropBox = horizontalScroll
    ? {
        width: width + itemSpacing - 2 * gallerySpacing,
        height:
          Math.floor(height + itemSpacing / 2 - gallerySpacing) +
          itemSpacing / 2 -
          externalInfoHeight,
      }
    : verticalCropBox({ width, height }, itemSpacing, gallerySpacing);
  const parsedRatios = cropRatiosOf(options.layoutParams_crop_ratios, cropBox, itemSpacing);
  // A ratio that cannot be read is reported; in a list it keeps its item's own shape, as in the
  // reference.
  const readable = parsedRatios !== undefined && !parsedRatios.some(Number.isNaN);
  const fallback = readable ? [] : read.numberList('layoutParams_crop_ratios');
  const cropRatios = parsedRatios ?? fallback;

  return {
    orientation: columnsLike ? 'columns' : 'rows',
    containerWidth: width,
    containerHeight: height,
    itemSpacing,
    gallerySpacing,
    targetItemSize: jsonFixed
      ? finiteNumber(options.targetItemSize, BASE_TARGET_ITEM_SIZE)
      : targetItemSize(unit, value, smart, viewport.width),
    fixedColumns,
    cropEnable,
    cropMethod,
    groupsOrder: read.oneOf('layoutParams_structure_groupsOrder', GROUPS_ORDERS) as GroupsOrder,
    groupSize,
    cropRatios,
    columnRatios: read.numberList('layoutParams_structure_columnRatios'),
    horizontalScroll,
    minItemSize: finiteNumber(
      options.layoutParams_targetItemSize_minimum,
      OPTION_DEFAULTS.layoutParams_targetItemSize_minimum,
    ),
    collageDensity: density,
    allowedGroupTypes,
    repeatingGroupTypes,
    smartCrop: options.layoutParams_crop_enableSmartCrop === true,
    // The room processed options reserve for text beside items (pro-gallery's own names).
    externalInfoHeight,
    externalInfoWidth: Math.max(0, finiteNumber(options.externalInfoWidth, 0)),
    rightToLeft: options.behaviourParams_gallery_layoutDirection === 'RIGHT_TO_LEFT',
    randomScatter: Math.max(
      0,
      finiteNumber(options.layoutParams_structure_scatter_randomScatter, 0),
    ),
    manualScatter: parseManualScatter(options.layoutParams_structure_scatter_manualScatter),
    groupByOrientation: options.layoutParams_groups_groupByOrientation !== false,
    groupsPerRow: columnsLike
      ? 0
      : Math.max(0, Math.floor(finiteNumber(options.layoutParams_groups_numberOfGroupsPerRow, 0))),
  };
}
