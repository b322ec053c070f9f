// The layout queries half of the engine contract: questions the runtime asks of a finished
// layout's rectangles (spec/002 §5 keyboard navigation; §9 initial render and load more).

export { DIRECTION_CODES, directionCode } from '../ts/layout/queries.ts';

export type Direction = 'up' | 'down' | 'left' | 'right';

export interface LayoutQueriesEngine {
  /**
   * The index of the item an arrow key moves to from item `index`, or -1 when there is none.
   * `rects` holds left, top, width, height per item, as a layout returns them. Items wholly on
   * that side count; those overlapping the item across the direction come first, then the
   * smallest gap, then the nearest centre, then the lower index. Right to left, the caller
   * swaps left and right (spec/002 §5). Throws a RangeError for an unknown direction.
   */
  nearestItem(rects: Float64Array, index: number, direction: Direction): number;
  /**
   * The highest index among the items whose top is above `height` (they show, at least in part,
   * from the gallery's top down to `height`), or -1 when none does.
   */
  lastVisibleItem(rects: Float64Array, height: number): number;
}
