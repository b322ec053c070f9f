// The layout of a gallery at any container width, from the ranges of layoutSegments: the range
// that holds the width (the first below the smallest, the last beyond the widest), each edge and
// the height moved in proportion between the layouts at the range's ends: the engine's own at a
// range's ends (whole pixels; the layouter floors the container's width), in between a layout of
// the same structure that the layouter's rounding to whole pixels does not step; or, in a scaled
// range, the engine's layout at its first width scaled in proportion to the container. The
// server's stylesheet writes the same numbers (stylesheet.ts), and the hydrated gallery draws
// them, so nothing moves when it takes over. Pure.

import type { LayoutResult } from '../../../../../bindings/engine.ts';
import type { LayoutSegment } from './segment.ts';

/** A range's first width, its last, and the layouts there (what the client asks the engine). */
export interface SegmentEnds {
  from: number;
  to: number;
}

/** The range of `starts` (each range's first width, ascending; the last ends at `max`). */
export function segmentAt(starts: readonly number[], max: number, width: number): SegmentEnds {
  const floored = Math.floor(width);
  let index = 0;
  while (index + 1 < starts.length && starts[index + 1] <= floored) index++;
  const to = index + 1 < starts.length ? starts[index + 1] - 1 : max;
  return { from: starts[index], to };
}

/** How far along the range `width` is: 0 at its first width, 1 at its last. */
export function fractionAt({ from, to }: SegmentEnds, width: number): number {
  return to === from ? 0 : (width - from) / (to - from);
}

export function interpolateLayout(
  start: LayoutResult,
  end: LayoutResult,
  ends: SegmentEnds,
  width: number,
): LayoutResult {
  const t = fractionAt(ends, width);
  const between = (a: number, b: number) => a + (b - a) * t;
  const rects = new Float64Array(start.rects.length);
  for (let i = 0; i < rects.length; i++) rects[i] = between(start.rects[i], end.rects[i]);
  return {
    rects,
    width: between(start.width, end.width),
    height: between(start.height, end.height),
    columns: start.columns,
  };
}

/** `layout` (the engine's at width `from`) scaled in proportion to width `to`: the end of a
 *  scaled range, on the server and when hydrating alike. */
export function scaledLayout(layout: LayoutResult, from: number, to: number): LayoutResult {
  const factor = to / from;
  const rects = new Float64Array(layout.rects.length);
  for (let i = 0; i < rects.length; i++) rects[i] = layout.rects[i] * factor;
  return { ...layout, rects, width: layout.width * factor, height: layout.height * factor };
}

export function layoutAtWidth(segments: readonly LayoutSegment[], width: number): LayoutResult {
  const starts = segments.map((segment) => segment.from);
  const ends = segmentAt(starts, segments[segments.length - 1].to, width);
  const segment = segments[starts.indexOf(ends.from)];
  return interpolateLayout(segment.start, segment.end, ends, width);
}
