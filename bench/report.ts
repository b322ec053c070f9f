// What one benchmark run found, in the shape `--json` prints.

import type { LayoutName } from './inputs.ts';

export type Backend = 'wasm' | 'ts' | 'reference';

export const BACKENDS: readonly Backend[] = ['wasm', 'ts', 'reference'];

/** One layout figure: the median nanoseconds per item of one backend on one input. */
export interface Figure {
  backend: Backend;
  layout: LayoutName;
  items: number;
  nsPerItem: number;
}

export interface Ratios {
  layout: LayoutName;
  items: number;
  tsOverWasm: number;
  referenceOverWasm: number;
  referenceOverTs: number;
}

/** How many calls were timed for a figure (the reference runs once at the largest size). */
export interface TimedCalls {
  backend: Backend;
  layout: LayoutName;
  items: number;
  calls: number;
}

/** The largest difference, in px, between two backends' rectangles for the same input. */
export interface Agreement {
  layout: LayoutName;
  items: number;
  wasmVsTs: number;
  tsVsReference: number;
}

export interface BenchReport {
  wasmBytes: number;
  container: { width: number; height: number };
  seed: number;
  figures: Figure[];
  ratios: Ratios[];
  timedCalls: TimedCalls[];
  agreement: Agreement[];
}

export function figureOf(figures: readonly Figure[], backend: Backend, layout: LayoutName, items: number): number {
  const found = figures.find((f) => f.backend === backend && f.layout === layout && f.items === items);
  return found ? found.nsPerItem : NaN;
}

export function ratiosOf(figures: readonly Figure[], layout: LayoutName, items: number): Ratios {
  const wasm = figureOf(figures, 'wasm', layout, items);
  const ts = figureOf(figures, 'ts', layout, items);
  const reference = figureOf(figures, 'reference', layout, items);
  return { layout, items, tsOverWasm: ts / wasm, referenceOverWasm: reference / wasm, referenceOverTs: reference / ts };
}

/** max |a[i] - b[i]|, or Infinity when the lengths differ. */
export function maxDifference(a: Float64Array, b: Float64Array): number {
  if (a.length !== b.length) return Infinity;
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i] - b[i]));
  return max;
}
