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

/** `layoutAt`, each width laid out once. */
export function remembered(layoutAt: LayoutAt): LayoutAt {
  const layouts = new Map<number, LayoutResult>();
  return (width) => {
    let layout = layouts.get(width);
    if (layout === undefined) layouts.set(width, (layout = layoutAt(width)));
    return layout;
  };
}

export class Samples {
  private readonly byWidth = new Map<number, Sample>();
  /** The same samples, narrowest first: kept in order as they come, not sorted on each ask. */
  private readonly inOrder: Sample[] = [];
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
      this.inOrder.splice(this.placeOf(width), 0, found);
    }
    return found;
  }

  /** Where a sample of `width` goes in `inOrder`: after every narrower one. */
  private placeOf(width: number): number {
    let [low, high] = [0, this.inOrder.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.inOrder[middle].width < width) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Every sample, narrowest first (the samples' own list: a later sample is added to it). */
  sorted(): readonly Sample[] {
    return this.inOrder;
  }

  /** The first samples, every `step` pixels from `min` to `max`. */
  coarse(min: number, max: number, step: number): Sample[] {
    const widths: number[] = [];
    for (let width = min; width < max; width += step) widths.push(width);
    widths.push(max);
    return widths.map((width) => this.at(width));
  }

  /** Samples `min` to `max` as the header says; false once past the limit. Where two samples
   *  differ in structure, the halves of the search for the change are not looked into again. */
  cover(min: number, max: number, step: number, tolerance: number): boolean {
    const pending: [number, number, boolean][] = [];
    for (let from = min; from < max; from += step)
      pending.push([from, Math.min(max, from + step), true]);
    while (pending.length > 0) {
      if (this.count > this.limit) return false;
      const [a, b, look] = pending.pop()!;
      if (b - a <= 1) continue;
      const [sa, sb] = [this.at(a), this.at(b)];
      const middle = (a + b) >> 1;
      const same = sameStructure(sa.structure, sb.structure);
      if (same) {
        if (!look || b - a <= UNCHECKED_SPAN) continue;
        const sm = this.at(middle);
        if (sameStructure(sa.structure, sm.structure) && strays(sa, sb, sm, tolerance) <= tolerance)
          continue;
      }
      this.at(middle);
      pending.push([middle, b, same], [a, middle, same]);
    }
    return this.count <= this.limit;
  }
}
