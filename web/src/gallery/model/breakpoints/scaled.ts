// The scaled rung (widths.ts SCALED_WIDTHS): at each common container width the engine's own
// layout, and from there up to the next one that layout scaled in proportion to the container.
// A layout scaled uniformly keeps its items apart and its gaps in proportion, so it needs no
// structure of its own; it serves a gallery whose ranges of one structure the budget cannot
// hold. Pure.

import type { LayoutAt } from './samples.ts';
import type { LayoutSegment } from './segment.ts';
import { scaledLayout } from './interpolate.ts';
import { BREAKPOINT_MAX_WIDTH, BREAKPOINT_MIN_WIDTH, SCALED_WIDTHS } from './widths.ts';

export function scaledSegments(
  layoutAt: LayoutAt,
  min = BREAKPOINT_MIN_WIDTH,
  max = BREAKPOINT_MAX_WIDTH,
): LayoutSegment[] {
  const widths = [min, ...SCALED_WIDTHS.filter((width) => width > min && width <= max)];
  return widths.map((from, i) => {
    const to = i + 1 < widths.length ? widths[i + 1] - 1 : max;
    const start = layoutAt(from);
    return { from, to, start, end: scaledLayout(start, from, to), scaled: true };
  });
}
