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

export const EDGE_UNKNOWN = 0;
export const EDGE_REACHED = 1;
export const EDGE_SHORT = 2;

export interface StripGroup {
  type: number;
  shown: Float64Array;
  at: number;
  natural: number;
  height: number;
  info: number;
}

const BEFORE = new Float64Array(12);

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
