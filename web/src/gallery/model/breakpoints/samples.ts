// The engine's layouts at the widths a gallery's ranges are found from (segments.ts): first every
// BREAKPOINT_SAMPLE_STEP pixels, then again halfway wherever two neighbouring samples differ in
// structure (down to the exact pixel where it changes), or where the layout halfway is not on
// the straight line between them (a structure that comes and goes between two samples of one,
// or a bend). Each width is laid out once; past `limit` layouts it gives up (null). Pure.

import type { LayoutResult } from '../../../../../bindings/engine.ts';
import { layoutStructure, sameStructure } from './structure.ts';

export type LayoutAt = (width: number) => LayoutResult;

export interface Sample {
  width: number;
  layout: LayoutResult;
  structure: Int32Array;
}

/** How many widths on each side of a change of structure are looked at. */
const AROUND_CHANGE = 4;
/** Two samples this close with one structure are not looked between. */
const UNCHECKED_SPAN = 8;

/** The widest any value of the layout at `middle` is off the straight line from `a` to `b`. */
export function strays(a: Sample, b: Sample, middle: Sample, enough = Infinity): number {
  const t = (middle.width - a.width) / (b.width - a.width);
  const [ra, rb, rm] = [a.layout.rects, b.layout.rects, middle.layout.rects];
  const [ha, hb] = [a.layout.height, b.layout.height];
  let most = Math.abs(ha + (hb - ha) * t - middle.layout.height);
  for (let i = 0; i < rm.length && most <= enough; i++) {
    const off = Math.abs(ra[i] + (rb[i] - ra[i]) * t - rm[i]);
    if (off > most) most = off;
  }
  return most;
}

export class Samples {
  private readonly byWidth = new Map<number, Sample>();
  private readonly layoutAt: LayoutAt;
  readonly limit: number;

  constructor(layoutAt: LayoutAt, limit: number) {
    this.layoutAt = layoutAt;
    this.limit = limit;
  }

  get count(): number {
    return this.byWidth.size;
  }

  at(width: number): Sample {
    let found = this.byWidth.get(width);
    if (found === undefined) {
      const layout = this.layoutAt(width);
      found = { width, layout, structure: layoutStructure(layout.rects) };
      this.byWidth.set(width, found);
    }
    return found;
  }

  /** Every sample, narrowest first. */
  sorted(): Sample[] {
    return [...this.byWidth.values()].sort((a, b) => a.width - b.width);
  }

  /** The first samples, every `step` pixels from `min` to `max`. */
  coarse(min: number, max: number, step: number): Sample[] {
    const widths: number[] = [];
    for (let width = min; width < max; width += step) widths.push(width);
    widths.push(max);
    return widths.map((width) => this.at(width));
  }

  /** Samples `min` to `max` as the header says; false once past the limit. */
  cover(min: number, max: number, step: number, tolerance: number): boolean {
    const pending: [number, number][] = [];
    for (let from = min; from < max; from += step) pending.push([from, Math.min(max, from + step)]);
    while (pending.length > 0) {
      if (this.count > this.limit) return false;
      const [a, b] = pending.pop()!;
      if (b - a <= 1) continue;
      const [sa, sb] = [this.at(a), this.at(b)];
      const middle = (a + b) >> 1;
      if (sameStructure(sa.structure, sb.structure)) {
        if (b - a <= UNCHECKED_SPAN) continue;
        const sm = this.at(middle);
        if (sameStructure(sa.structure, sm.structure) && strays(sa, sb, sm, tolerance) <= tolerance)
          continue;
      }
      this.at(middle);
      pending.push([middle, b], [a, middle]);
    }
    // Where the structure changes it often flickers (items of nearly one size taking turns):
    // the widths just around a change are looked at too.
    const sorted = this.sorted();
    for (let i = 1; i < sorted.length && this.count <= this.limit; i++) {
      const [before, after] = [sorted[i - 1], sorted[i]];
      if (after.width - before.width !== 1 || sameStructure(before.structure, after.structure))
        continue;
      for (let k = 1; k <= AROUND_CHANGE; k++) {
        if (before.width - k >= min) this.at(before.width - k);
        if (after.width + k <= max) this.at(after.width + k);
      }
    }
    return this.count <= this.limit;
  }
}
