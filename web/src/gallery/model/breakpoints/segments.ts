// The widths a gallery is laid out for, cut into ranges of one structure (structure.ts): each
// range keeps the engine's layouts at its two ends; between them the gallery's layout is the one
// that moves every edge in proportion (interpolate.ts), which a stylesheet can write as one rule
// per range. The layouter rounds every size to a whole pixel, so no one line per edge is its
// layout at every width: a range runs, from its first width, to the furthest sample of its
// structure such that at no sample between them its line strays from the engine's layout by more
// than the tolerance. A structure that comes and goes between two of the range's own (a
// masonry's columns of nearly one height taking turns being the shortest) is passed over when
// the line stays that close there: the range keeps its own structure, a layout as valid, without
// a rule of its own; a passing structure far from the line is not. Pure: the engine is handed in.

import { type LayoutAt, type Sample, Samples, strays } from './samples.ts';
import { sameStructure } from './structure.ts';
import type { LayoutSegment } from './segment.ts';
import {
  BREAKPOINT_MAX_WIDTH,
  BREAKPOINT_MIN_WIDTH,
  BREAKPOINT_SAMPLE_STEP,
  BREAKPOINT_TOLERANCES,
} from './widths.ts';

export type { LayoutSegment } from './segment.ts';
export type { LayoutAt } from './samples.ts';

/** The ranges of `samples` (min to max, as Samples.cover left them) at a tolerance. */
export function rangesOf(samples: Samples, max: number, tolerance: number): LayoutSegment[] {
  const segments: LayoutSegment[] = [];
  let sorted = samples.sorted();
  let index = 0;
  for (;;) {
    const start = sorted[index];
    // The furthest sample of the range's structure its line reaches (the next one always does).
    let end = start;
    for (let k = sorted.length - 1; k > index; k--) {
      const candidate = sorted[k];
      if (
        sameStructure(start.structure, candidate.structure) &&
        reaches(sorted, index, k, tolerance)
      ) {
        end = candidate;
        break;
      }
    }
    segments.push({ from: start.width, to: end.width, start: start.layout, end: end.layout });
    if (end.width >= max) return segments;
    const next = end.width + 1;
    if (sorted[sorted.indexOf(end) + 1].width !== next) {
      samples.at(next);
      sorted = samples.sorted();
    }
    index = sorted.findIndex((sample) => sample.width === next);
  }
}

/** Whether the line from sample `a` to sample `b` stays within `tolerance` at every one between. */
function reaches(sorted: readonly Sample[], a: number, b: number, tolerance: number): boolean {
  for (let k = a + 1; k < b; k++)
    if (strays(sorted[a], sorted[b], sorted[k], tolerance) > tolerance) return false;
  return true;
}

/** The ranges at a tolerance (the finest when not given), however many it takes (budget.ts
 *  chooses among the rungs within the stylesheet's budget). */
export function layoutSegments(
  layoutAt: LayoutAt,
  min = BREAKPOINT_MIN_WIDTH,
  max = BREAKPOINT_MAX_WIDTH,
  tolerance: number = BREAKPOINT_TOLERANCES[0],
): LayoutSegment[] {
  const samples = new Samples(layoutAt, Infinity);
  samples.cover(min, max, BREAKPOINT_SAMPLE_STEP, tolerance);
  return rangesOf(samples, max, tolerance);
}

/** The samples a gallery's ranges are found from; null past the limit, or when `enough`
 *  finds the first ones (every BREAKPOINT_SAMPLE_STEP pixels) are not worth refining. */
export function sampleWidths(
  layoutAt: LayoutAt,
  min = BREAKPOINT_MIN_WIDTH,
  max = BREAKPOINT_MAX_WIDTH,
  limit = Infinity,
  enough: (coarse: readonly Sample[]) => boolean = () => true,
): Samples | null {
  const samples = new Samples(layoutAt, limit);
  if (!enough(samples.coarse(min, max, BREAKPOINT_SAMPLE_STEP))) return null;
  return samples.cover(min, max, BREAKPOINT_SAMPLE_STEP, BREAKPOINT_TOLERANCES[0]) ? samples : null;
}
