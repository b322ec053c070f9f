// Where slides are along a horizontal layout, in the gallery's own reading direction: "start" is
// the left edge left to right and the right edge right to left (the engine hands the layout
// already mirrored right to left). A slide is a group: the items stacked at one x.
// Virtualization (spec/002 §9): 10 screens either side of the viewport for a scrolling gallery,
// 3 groups either side of the active one for a gallery without scrolling.

import { RECT_STRIDE } from '../../../../../../bindings/engine.ts';

/** Screens kept in the DOM either side of a scrolling gallery's viewport (spec/002 §9). */
export const SCROLL_SCREENS = 10;
/** Groups kept in the DOM either side of the active one without scrolling (spec/002 §9). */
export const SCROLL_LESS_GROUPS = 3;
/** The drawn band moves in steps of this fraction of a screen, not on every scroll event. */
const STEPS_PER_SCREEN = 4;

export interface SlideGeometry {
  count: number;
  layoutWidth: number;
  /** Each item's start along the reading direction. */
  starts: Float64Array;
  ends: Float64Array;
  /** Each item's group. */
  groups: Int32Array;
  /** The first item of each group. */
  groupFirst: number[];
}

export function slideGeometry(
  rects: Float64Array,
  layoutWidth: number,
  rightToLeft: boolean,
): SlideGeometry {
  const count = rects.length / RECT_STRIDE;
  const starts = new Float64Array(count);
  const ends = new Float64Array(count);
  const groups = new Int32Array(count);
  const groupFirst: number[] = [];
  for (let i = 0; i < count; i++) {
    const at = i * RECT_STRIDE;
    const left = rects[at];
    const width = rects[at + 2];
    starts[i] = rightToLeft ? layoutWidth - left - width : left;
    ends[i] = starts[i] + width;
    if (i === 0 || starts[i] !== starts[i - 1]) groupFirst.push(i);
    groups[i] = groupFirst.length - 1;
  }
  return { count, layoutWidth, starts, ends, groups, groupFirst };
}

/** The furthest a gallery `viewportWidth` wide scrolls. */
export function maxOffset(geometry: SlideGeometry, viewportWidth: number): number {
  return Math.max(0, geometry.layoutWidth - viewportWidth);
}

/** The scroll offset (from the start) that brings item `index` to the gallery's start. */
export function offsetOf(geometry: SlideGeometry, index: number, viewportWidth: number): number {
  const start = geometry.starts[index] ?? 0;
  return Math.min(Math.max(0, start), maxOffset(geometry, viewportWidth));
}

/** The item whose group starts nearest the scroll offset: the current item after a scroll. */
export function indexAtOffset(
  geometry: SlideGeometry,
  offset: number,
  viewportWidth: number,
): number {
  let best = 0;
  let bestDistance = Infinity;
  for (const first of geometry.groupFirst) {
    const distance = Math.abs(offsetOf(geometry, first, viewportWidth) - offset);
    if (distance < bestDistance) {
      best = first;
      bestDistance = distance;
    }
  }
  return best;
}

/** The offset the drawn band is taken at: the scroll offset rounded down to a quarter screen. */
export function bandAnchor(offset: number, viewportWidth: number): number {
  const step = Math.max(viewportWidth, 1) / STEPS_PER_SCREEN;
  return Math.floor(offset / step) * step;
}

/**
 * The items within `SCROLL_SCREENS` screens either side of a viewport at `anchor` (a band anchor),
 * in index order, with `keep` (the active item) always among them.
 */
export function itemsNearOffset(
  geometry: SlideGeometry,
  anchor: number,
  viewportWidth: number,
  keep: number,
): number[] {
  const screen = Math.max(viewportWidth, 1);
  const from = anchor - SCROLL_SCREENS * screen;
  const to = anchor + screen / STEPS_PER_SCREEN + screen + SCROLL_SCREENS * screen;
  const near: number[] = [];
  for (let i = 0; i < geometry.count; i++)
    if ((geometry.ends[i] > from && geometry.starts[i] < to) || i === keep) near.push(i);
  return near;
}

/** The items of the `SCROLL_LESS_GROUPS` groups either side of the active item's group. */
export function itemsNearGroup(geometry: SlideGeometry, active: number): number[] {
  if (geometry.count === 0) return [];
  const group = geometry.groups[Math.min(Math.max(active, 0), geometry.count - 1)];
  const near: number[] = [];
  for (let i = 0; i < geometry.count; i++)
    if (Math.abs(geometry.groups[i] - group) <= SCROLL_LESS_GROUPS) near.push(i);
  return near;
}

/**
 * Where a step `by` groups from `active` leads: the first item of that group, wrapped around when
 * `loop`, or -1 when the first or last group blocks it.
 */
export function steppedIndex(
  geometry: SlideGeometry,
  active: number,
  by: number,
  loop: boolean,
): number {
  const groupsCount = geometry.groupFirst.length;
  if (groupsCount === 0) return -1;
  let group = geometry.groups[Math.min(Math.max(active, 0), geometry.count - 1)] + by;
  if (group < 0 || group >= groupsCount) {
    if (!loop) return -1;
    group = ((group % groupsCount) + groupsCount) % groupsCount;
  }
  return geometry.groupFirst[group];
}
