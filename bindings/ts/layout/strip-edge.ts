// Twin of crates/layout/src/strip_edge.rs (the rules are explained there).

import {
  GROUP_1,
  GROUP_2H,
  GROUP_2V,
  GROUP_3B,
  GROUP_3H,
  GROUP_3L,
  GROUP_3R,
  GROUP_3T,
  GROUP_3V,
  innerSizes,
  placeItems,
  placeStripGroup,
} from './group-types.ts';
import { jsRound } from './js-math.ts';

/** Per item: not known (scatter tests the rounded rectangle), reaches the right edge, or not. */
export const EDGE_UNKNOWN = 0;
export const EDGE_REACHED = 1;
export const EDGE_SHORT = 2;

/**
 * A group of a strip as its strip sizes it: its type, the ratios its places show (`shown` from
 * `at`), its unrounded outer width and height, and the room for text under its items.
 */
export interface StripGroup {
  type: number;
  shown: Float64Array;
  at: number;
  natural: number;
  height: number;
  info: number;
}

const BEFORE = new Float64Array(12);

/**
 * The rounded sizes a group's items take at the strip's height before the last group takes the
 * width left over (the placement of a group that does not), into `before` (four numbers per
 * place, as rectangles at 0, 0).
 */
function sizesBeforeLeftover(
  group: StripGroup,
  s: number,
  inner: Float64Array,
  before: Float64Array,
): void {
  const { type, shown, at, natural, height, info } = group;
  if (type === GROUP_1) {
    innerSizes(type, shown, at, jsRound(natural), jsRound(height), s, info, inner);
    placeItems(type, inner, 0, 0, s, info, before, 0);
  } else {
    innerSizes(type, shown, at, natural, height, s, info, inner);
    placeStripGroup(type, inner, natural, height, 0, 0, s, before, 0, info);
  }
}

/**
 * Marks in `edges` (from the group's first item `first`) which items of the last group of a
 * stretched strip reach the gallery's right edge: the group starts at `left` and is `width`
 * wide, unrounded (see the module's note).
 */
export function markLastGroup(
  group: StripGroup,
  width: number,
  left: number,
  s: number,
  galleryWidth: number,
  inner: Float64Array,
  edges: Uint8Array,
  first: number,
): void {
  const before = BEFORE;
  before.fill(0);
  sizesBeforeLeftover(group, s, inner, before);
  const delta = width - jsRound(group.natural);
  const b = (p: number) => before[4 * p + 2];
  const mark = (place: number, x: number, w: number) => {
    if (x + (w + s) >= galleryWidth && first + place < edges.length)
      edges[first + place] = EDGE_REACHED;
  };
  // The items on the group's right side, each at its left with its width.
  const widenedFirst = left + (b(0) + delta + s);
  switch (group.type) {
    case GROUP_2H:
      mark(1, widenedFirst, b(1));
      break;
    case GROUP_3H:
      mark(2, left + b(0) + s + b(1) + s, b(2) + delta);
      break;
    case GROUP_2V:
      mark(0, left, b(0) + delta);
      mark(1, left, b(1) + delta);
      break;
    case GROUP_3V:
      mark(0, left, b(0) + delta);
      mark(1, left, b(1) + delta);
      mark(2, left, b(2) + delta);
      break;
    case GROUP_3T:
      mark(0, left, b(0) + delta);
      mark(2, left + (b(1) + delta + s), b(2));
      break;
    case GROUP_3B:
      mark(1, widenedFirst, b(1));
      mark(2, left, b(2) + delta);
      break;
    case GROUP_3L:
      mark(1, widenedFirst, b(1));
      mark(2, widenedFirst, b(2));
      break;
    case GROUP_3R:
      mark(2, left + (b(0) + s), b(2) + delta);
      break;
    default:
      mark(0, left, b(0) + delta);
  }
}
