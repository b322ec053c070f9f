// Twin of crates/layout/src/resume.rs (the rules are explained there).

/** A group reads at most this many items from its first: the largest group. */
export const GROUP_LOOKAHEAD = 3;

/** Where a layout loop resumes: its position at the start of item `item`. */
export interface Resume {
  /** The first item laid out from here. */
  item: number;
  /** Groups placed before it (the turn of repeating group types and of left-to-right columns). */
  group: number;
  /** Rows: the number of the strip it opens, from 1. */
  strip: number;
  /** Rows: the top of that strip; columns: the gallery's height so far. */
  top: number;
  /** Rows: the widest strip so far. */
  widest: number;
  /** Columns: each column's height so far; empty before any item. */
  heights: Float64Array;
  /** Set once the loop reached an item whose place may depend on later items: from then on the point stays where it is. */
  settled: boolean;
}

/** The start of a layout. */
export function startOfLayout(): Resume {
  return {
    item: 0,
    group: 0,
    strip: 1,
    top: 0,
    widest: 0,
    heights: new Float64Array(0),
    settled: false,
  };
}

/** Whether a group that starts at local item `item` of `count` can depend on later items. */
export function nearEnd(item: number, count: number): boolean {
  return item + GROUP_LOOKAHEAD > count;
}
