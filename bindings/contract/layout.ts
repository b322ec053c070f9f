// The layout half of the engine contract: what the layouter takes and returns.

import { LAYOUT_ERRORS, type LayoutErrorCode } from './layout-errors.ts';
import type { GROUP_TYPE_NAMES } from './layout-params.ts';

export type Orientation = 'columns' | 'rows';
export type CropMethod = 'FILL' | 'FIT' | 'MIN' | 'MAX';
export type GroupsOrder = 'BY_HEIGHT' | 'LEFT_TO_RIGHT';
/** The group types of spec/002 §3 "Layout entities". */
export type GroupType = (typeof GROUP_TYPE_NAMES)[number];

/**
 * What the layouter needs, already resolved by the option engine (web/src/gallery/model):
 * numbers in pixels, the target item size in pixels.
 */
export interface LayoutParams {
  orientation: Orientation;
  containerWidth: number;
  containerHeight: number;
  itemSpacing: number;
  gallerySpacing: number;
  targetItemSize: number;
  /** A fixed number of columns; 0 picks the count whose width comes nearest the target size. */
  fixedColumns: number;
  cropEnable: boolean;
  cropMethod: CropMethod;
  groupsOrder: GroupsOrder;
  groupSize: number;
  cropRatios: readonly number[];
  columnRatios: readonly number[];
  /** One strip as tall as the container, growing to the right (scrollDirection HORIZONTAL). Default false. */
  horizontalScroll?: boolean;
  /** The smallest item side a group may make (layoutParams.targetItemSize.minimum). Default 120. */
  minItemSize?: number;
  /** layoutParams.groups.density, 0 to 1. Default 0.8. */
  collageDensity?: number;
  /** The group types a rows layout may form. Default: all nine. */
  allowedGroupTypes?: readonly GroupType[];
  /** Group types that groups take in turn, cycling; empty (the default) chooses them freely. */
  repeatingGroupTypes?: readonly GroupType[];
  /** Crops portrait items to the inverse of the crop ratio. Default false. */
  smartCrop?: boolean;
  /** Room reserved for text above and below each item (external info), px. Default 0. */
  externalInfoHeight?: number;
  /** Room reserved for text beside each item (external info), px. Default 0. */
  externalInfoWidth?: number;
  /** Mirrors the layout (behaviourParams.gallery.layoutDirection RIGHT_TO_LEFT). Default false. */
  rightToLeft?: boolean;
  /** Strips of exactly this many groups (layoutParams.groups.numberOfGroupsPerRow); 0, the default, for none. */
  groupsPerRow?: number;
  /** Random scatter, 0 to 100: each item moves up to that percent of the room around it. Default 0. */
  randomScatter?: number;
  /** The seed random scatter draws from (a 32-bit unsigned integer), the same on server and client. Default 0. */
  scatterSeed?: number;
  /** Manual scatter: x, y percents per item (flat pairs), taken in turn. Default none. */
  manualScatter?: readonly number[];
  /** Group types follow the items' landscape/portrait pattern (layoutParams.groups.groupByOrientation). Default true. */
  groupByOrientation?: boolean;
}

/** Numbers per item: sizes are (width, height); rects are (left, top, width, height). */
export const SIZE_STRIDE = 2;
export const RECT_STRIDE = 4;

export interface LayoutResult {
  /** left, top, width, height per item, in input order, relative to the gallery's top-left. */
  rects: Float64Array;
  /** The rendered gallery's width. */
  width: number;
  /** The rendered gallery's height. */
  height: number;
  columns: number;
}

/**
 * A layout appended to (spec/002 §4 "Blueprint": items are appended when only more were added).
 * The items before `from` keep the rectangles they had; `rects` holds those of every item from
 * `from` on (the end of the earlier layout that could depend on later items, then the new items).
 */
export interface AppendedLayout {
  /** The first item `rects` holds. */
  from: number;
  /** left, top, width, height per item from `from` on. */
  rects: Float64Array;
  width: number;
  height: number;
  columns: number;
  /** What the next `layoutAppend` continues from: a few numbers, not one per item. */
  state: Float64Array;
}

/** The state of a layout of no items: `layoutAppend` from it lays out all the items it is given. */
export const EMPTY_LAYOUT_STATE: Float64Array = new Float64Array(0);

/** The rectangles of all the items: those of `earlier` before `appended.from`, then the appended ones. */
export function withAppended(earlier: Float64Array, appended: AppendedLayout): Float64Array {
  const kept = appended.from * RECT_STRIDE;
  const rects = new Float64Array(kept + appended.rects.length);
  rects.set(earlier.subarray(0, kept));
  rects.set(appended.rects, kept);
  return rects;
}

export interface LayoutEngine {
  /**
   * Lays out the items whose sizes are `sizes` (width, height pairs). `seeds`, one per item,
   * picks the group types of a collage in columns as pro-gallery picks them (`itemSeed` in
   * item-seeds.ts); without them the item indices are used. Throws `LayoutError`
   * when the input cannot be laid out; never returns NaN or Infinity.
   */
  layout(sizes: Float64Array, params: LayoutParams, seeds?: Uint32Array): LayoutResult;
  /**
   * Lays out the items `sizes` after those the layout `state` was made of (`EMPTY_LAYOUT_STATE`:
   * none), with the same `params`; `seeds`, one per new item, as for `layout`. Costs what the new
   * items cost, and gives the rectangles a `layout` of all the items gives. Throws `LayoutError`
   * when the input cannot be laid out or `state` does not fit `params`.
   */
  layoutAppend(
    state: Float64Array,
    sizes: Float64Array,
    params: LayoutParams,
    seeds?: Uint32Array,
  ): AppendedLayout;
}

/** A layout that cannot be made; `message` is the spec's text (spec/002 §8). */
export class LayoutError extends Error {
  readonly code: number;

  constructor(code: number) {
    super(LAYOUT_ERRORS[code as LayoutErrorCode] ?? `Layouter: unknown error ${code}`);
    this.name = 'LayoutError';
    this.code = code;
  }
}
