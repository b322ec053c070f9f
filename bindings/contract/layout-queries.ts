// The layout queries half of the engine contract: questions the runtime asks of a finished
// layout's rectangles (spec/002 §5 keyboard navigation; §9 initial render and load more).

export type Direction = 'up' | 'down' | 'left' | 'right';

/** The directions as both backends number them (crates/layout/src/queries.rs `Direction::code`). */
export const DIRECTION_UP = 0;
export const DIRECTION_DOWN = 1;
export const DIRECTION_LEFT = 2;
export const DIRECTION_RIGHT = 3;

export const DIRECTION_CODES: Readonly<Record<Direction, number>> = {
  up: DIRECTION_UP,
  down: DIRECTION_DOWN,
  left: DIRECTION_LEFT,
  right: DIRECTION_RIGHT,
};

/** The code of `direction`; a RangeError for anything else. */
export function directionCode(direction: Direction): number {
  if (!Object.hasOwn(DIRECTION_CODES, direction)) {
    throw new RangeError(`unknown direction '${String(direction)}': use up, down, left or right`);
  }
  return DIRECTION_CODES[direction];
}

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
