// The widths a gallery is laid out for, cut into ranges of one structure (structure.ts): the
// layout is sampled every few pixels, and where the structure changes between two samples the
// exact pixel is found by halving. Each range keeps the engine's layouts at its two ends; between
// them the gallery's layout is the one that moves every edge in proportion (interpolate.ts), which
// a stylesheet can write as one rule per range. The layouter rounds every size to a whole pixel,
// so no one line per edge is its layout at every width; a range is cut again at the sample
// where its line strays furthest, until no sample strays by more than BREAKPOINT_TOLERANCE. A
// structure that lasts a few samples and gives way to the range's own again (a masonry's columns
// of nearly one height take turns being the shortest) is passed over: the range keeps its own
// structure there, a layout as valid, without a rule of its own. Pure: the engine is handed in.

import type { LayoutResult } from '../../../../../bindings/engine.ts';
import { layoutStructure, sameStructure } from './structure.ts';
import { interpolateLayout } from './interpolate.ts';
import type { LayoutSegment } from './segment.ts';
import {
  BREAKPOINT_MAX_WIDTH,
  BREAKPOINT_MIN_WIDTH,
  BREAKPOINT_SAMPLE_STEP,
  BREAKPOINT_TOLERANCE,
} from './widths.ts';

export type { LayoutSegment } from './segment.ts';

export type LayoutAt = (width: number) => LayoutResult;

/** How many samples a passing structure may last. */
const PASSING_SAMPLES = [1, 2, 3];

interface Sample {
  layout: LayoutResult;
  structure: Int32Array;
}

export function layoutSegments(
  layoutAt: LayoutAt,
  min = BREAKPOINT_MIN_WIDTH,
  max = BREAKPOINT_MAX_WIDTH,
  step = BREAKPOINT_SAMPLE_STEP,
): LayoutSegment[] {
  const samples = new Map<number, Sample>();
  const sample = (width: number): Sample => {
    let found = samples.get(width);
    if (found === undefined) {
      const layout = layoutAt(width);
      found = { layout, structure: layoutStructure(layout.rects) };
      samples.set(width, found);
    }
    return found;
  };
  const segments: LayoutSegment[] = [];
  let from = min;
  let last = min; // the widest width known to have the structure of `from`
  /** How far the range's line strays from the engine at `width`, in pixels. */
  const strays = (segment: LayoutSegment, width: number) => {
    const drawn = interpolateLayout(segment.start, segment.end, segment, width);
    const { rects, height } = sample(width).layout;
    let most = Math.abs(drawn.height - height);
    for (let i = 0; i < rects.length; i++)
      most = Math.max(most, Math.abs(drawn.rects[i] - rects[i]));
    return most;
  };
  const keep = (segment: LayoutSegment) => {
    // A range is cut only between two widths of its own structure, so both parts stay one.
    const own = sample(segment.from).structure;
    const cuts = [...samples.keys()]
      .filter((width) => width > segment.from && width < segment.to)
      .map((width) => ({ width, off: strays(segment, width) }))
      .filter(({ off }) => off > BREAKPOINT_TOLERANCE)
      .sort((a, b) => b.off - a.off)
      .filter(({ width }) => sameStructure(own, sample(width).structure));
    const cut = cuts.find(({ width }) => sameStructure(own, sample(width + 1).structure));
    if (cut === undefined) {
      segments.push(segment);
      return;
    }
    keep({ ...segment, to: cut.width, end: sample(cut.width).layout });
    keep({ ...segment, from: cut.width + 1, start: sample(cut.width + 1).layout });
  };
  const close = (to: number) =>
    keep({ from, to, start: sample(from).layout, end: sample(to).layout });
  const own = (width: number) => sameStructure(sample(from).structure, sample(width).structure);
  for (let next = Math.min(max, min + step); last < max; next = Math.min(max, next + step)) {
    // A structure that gives way to the range's own again within a few samples is passed over.
    const back = PASSING_SAMPLES.map((k) => next + k * step).find(
      (width) => width <= max && !own(next) && own(width),
    );
    if (back !== undefined) next = back;
    while (!own(next)) {
      // The first width after `last` whose structure is not `from`'s.
      let [same, other] = [last, next];
      while (other - same > 1) {
        const middle = Math.floor((same + other) / 2);
        if (own(middle)) same = middle;
        else other = middle;
      }
      close(same);
      from = other;
      last = other;
    }
    last = next;
  }
  close(max);
  return segments;
}
