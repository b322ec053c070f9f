// The layout half of the engine contract: what the layouter takes and returns.

import { LAYOUT_ERRORS, type LayoutErrorCode } from '../ts/layout/error.ts';

export type Orientation = 'columns' | 'rows';
export type CropMethod = 'FILL' | 'FIT' | 'MIN' | 'MAX';
export type GroupsOrder = 'BY_HEIGHT' | 'LEFT_TO_RIGHT';

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

export interface LayoutEngine {
  /**
   * Lays out the items whose sizes are `sizes` (width, height pairs). Throws `LayoutError` when
   * the input cannot be laid out; never returns NaN or Infinity.
   */
  layout(sizes: Float64Array, params: LayoutParams): LayoutResult;
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
