// Twin of crates/layout/src/strip.rs (the rules are explained there).

import {
  GROUP_1,
  groupTypeSize,
  innerSizes,
  placeItems,
  placeStripGroup,
  stacks,
  widenFirstInRows,
  widthForHeight,
} from './group-types.ts';
import { singleOuterWidth } from './group-sizes.ts';
import { placeSizedGroup } from './sized-group-place.ts';
import { fmax, fmin, jsRound } from './js-math.ts';
import { EDGE_SHORT, markLastGroup } from './strip-edge.ts';

export const LAST_STRIP_STRETCH_LIMIT = 1.5;

/**
 * `Strips` of strip.rs, its held groups as typed arrays (`group*`, from 0). Module-level functions
 * take it rather than closures, whose identity changes with every layout and makes V8 throw away
 * the loop's optimised code.
 */
export interface Strips {
  galleryWidth: number;
  target: number;
  spacing: number;
  scroll: boolean;
  perRow: number;
  info: number;
  widest: number;
  inner: Float64Array;
  rects: Float64Array;
  edges: Uint8Array;
  groupType: Uint8Array;
  groupFirst: Uint32Array;
  groupRatio: Float64Array;
  groupShown: Float64Array;
  groupAtTarget: Float64Array;
  groupSized: Uint8Array;
  scratch: Float64Array;
  /** Room for the numbers `placeSizedGroup` reads (five). */
  placing: Float64Array;
  left: number;
  /** Where the open strip starts down the gallery; placing it moves this past it (`placeOpen`). */
  top: number;
}

/** A copy of `from` with room for `length` values. */
function widened<T extends Uint8Array | Uint32Array | Float64Array>(from: T, length: number): T {
  const to = new (from.constructor as new (length: number) => T)(length);
  to.set(from);
  return to;
}

/** Doubles the room for the open strip's groups (a horizontal gallery is one long strip). */
export function growStrip(strips: Strips): void {
  const room = 2 * strips.groupType.length;
  strips.groupType = widened(strips.groupType, room);
  strips.groupFirst = widened(strips.groupFirst, room);
  strips.groupRatio = widened(strips.groupRatio, room);
  strips.groupShown = widened(strips.groupShown, 3 * room);
  strips.groupSized = widened(strips.groupSized, room);
  strips.groupAtTarget = widened(strips.groupAtTarget, 6 * room);
}

export function closesStrip(strips: Strips, height: number, nextHeight: number): boolean {
  return Math.abs(strips.target - nextHeight) > Math.abs(strips.target - height);
}

function placeStrip(strips: Strips, to: number, last: boolean): number {
  const top = strips.top;
  const {
    galleryWidth,
    target,
    spacing,
    scroll,
    perRow,
    inner,
    rects,
    groupType,
    groupFirst,
    groupRatio,
    groupShown,
  } = strips;
  const info = scroll && perRow > 0 && !last ? 0 : strips.info;
  let ratio = 0;
  for (let g = 0; g < to; g++) ratio += groupRatio[g];
  let height = scroll && perRow === 0 ? target : galleryWidth / ratio;
  let stretched: boolean;
  if (perRow > 0) {
    stretched = !(scroll && last);
  } else {
    stretched = !scroll && !(last && height > LAST_STRIP_STRETCH_LIMIT * target);
  }
  if (!stretched) height = target;
  const stripHeight = height;
  let left = strips.left;
  for (let g = 0; g < to; g++) {
    const type = groupType[g];
    const first = groupFirst[g];
    const groupHeight = stacks(type) ? height - info : height;
    const groupInfo = stacks(type) ? 0 : info;
    const at = 3 * g;
    const takesLeftover = stretched && (perRow === 0 || !scroll) && g === to - 1;
    const natural =
      strips.groupSized[g] === 1 && strips.edges.length === 0
        ? NaN // not needed: a group sized in order places itself
        : type === GROUP_1 && (groupInfo === 0 || (scroll && perRow === 0))
          ? singleOuterWidth(groupShown[at], groupHeight - groupInfo, spacing)
          : widthForHeight(type, groupShown, at, groupHeight, spacing, groupInfo);
    if (strips.edges.length > 0)
      markEdges(
        strips,
        g,
        natural,
        groupHeight,
        groupInfo,
        takesLeftover,
        ratio * stripHeight - left,
        left,
      );
    if (strips.groupSized[g] === 1) {
      const fill = takesLeftover ? galleryWidth - left : NaN;
      const placing = strips.placing;
      placing[0] = groupHeight - groupInfo;
      placing[1] = spacing;
      placing[2] = left;
      placing[3] = top;
      placing[4] = fill;
      left += placeSizedGroup(
        type,
        strips.groupAtTarget,
        6 * g,
        groupShown,
        at,
        placing,
        rects,
        first,
        strips.scratch,
      );
      continue;
    }
    const roundWidth = jsRound(natural);
    const rounded = type === GROUP_1 && !takesLeftover;
    const width = takesLeftover ? galleryWidth - left : roundWidth;
    innerSizes(
      type,
      groupShown,
      at,
      rounded ? roundWidth : natural,
      rounded ? jsRound(groupHeight) : groupHeight,
      spacing,
      groupInfo,
      inner,
    );
    if (takesLeftover) widenFirstInRows(type, inner, width - natural);
    if (type === GROUP_1) placeItems(type, inner, left, top, spacing, groupInfo, rects, first);
    else
      placeStripGroup(
        type,
        inner,
        takesLeftover ? width : natural,
        groupHeight,
        left,
        top,
        spacing,
        rects,
        first,
        groupInfo,
      );
    left += width;
  }
  strips.widest = fmax(strips.widest, left);
  strips.left = left;
  return height;
}

export function placeHeld(strips: Strips, to: number): void {
  placeStrip(strips, to, false);
}

/** Numbers go through `strips`: as arguments and results V8 would allocate one for each. */
export function placeOpen(strips: Strips, to: number, last: boolean): void {
  const height = placeStrip(strips, to, last);
  strips.left = 0;
  strips.top += height;
}

function markEdges(
  strips: Strips,
  g: number,
  natural: number,
  height: number,
  info: number,
  last: boolean,
  exact: number,
  left: number,
): void {
  const first = strips.groupFirst[g];
  const type = strips.groupType[g];
  const end = fmin(first + groupTypeSize(type), strips.edges.length);
  for (let i = first; i < end; i++) strips.edges[i] = EDGE_SHORT;
  if (!last) return;
  const group = { type, shown: strips.groupShown, at: 3 * g, natural, height, info };
  markLastGroup(
    group,
    exact,
    left,
    strips.spacing,
    strips.galleryWidth,
    strips.inner,
    strips.edges,
    first,
  );
}
