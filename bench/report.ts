// What one benchmark run found, in the shape `--json` prints.

import type { LayoutName } from './inputs.ts';

export type Backend = 'wasm' | 'ts' | 'reference';

export const BACKENDS: readonly Backend[] = ['wasm', 'ts', 'reference'];

/** The layouter's speed budget at 100,000 items, in ns per item. */
export const BUDGET_NS_PER_ITEM: Readonly<Record<'wasm' | 'ts', number>> = { wasm: 100, ts: 300 };

/** The item count the budget applies to, and the one its scaling is measured against. */
export const BUDGET_ITEMS = 100_000;
export const SCALING_BASE_ITEMS = 10_000;

/** One layout figure: the median nanoseconds per item of one backend on one input. */
export interface Figure {
  backend: Backend;
  layout: LayoutName;
  items: number;
  nsPerItem: number;
}

/** A backend that refused an input: shown in the table, never timed. */
export interface BenchError {
  backend: Backend;
  layout: LayoutName;
  items: number;
  error: string;
}

export interface Ratios {
  layout: LayoutName;
  items: number;
  tsOverWasm: number;
  referenceOverWasm: number;
  referenceOverTs: number;
}

/** Time at 100,000 items over time at 10,000 for each backend: about 10 when linear. */
export interface Scaling {
  layout: LayoutName;
  wasm: number;
  ts: number;
  reference: number;
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

/**
 * The least any engine pays to hand back its rectangles at `items` items on this machine: a fresh
 * Float64Array of 4 numbers per item, allocated and written once (on a virtual machine, mostly
 * the page faults of new memory). Both engines' figures include it.
 */
export interface ResultFloor {
  items: number;
  nsPerItem: number;
}

export interface BenchReport {
  wasmBytes: number;
  container: { width: number; height: number };
  seed: number;
  figures: Figure[];
  errors: BenchError[];
  ratios: Ratios[];
  scaling: Scaling[];
  timedCalls: TimedCalls[];
  agreement: Agreement[];
  resultFloor: ResultFloor[];
}

export function figureOf(
  figures: readonly Figure[],
  backend: Backend,
  layout: LayoutName,
  items: number,
): number {
  const found = figures.find(
    (f) => f.backend === backend && f.layout === layout && f.items === items,
  );
  return found ? found.nsPerItem : NaN;
}

export function errorOf(
  errors: readonly BenchError[],
  backend: Backend,
  layout: LayoutName,
  items: number,
): string | undefined {
  return errors.find((e) => e.backend === backend && e.layout === layout && e.items === items)
    ?.error;
}

export function ratiosOf(figures: readonly Figure[], layout: LayoutName, items: number): Ratios {
  const wasm = figureOf(figures, 'wasm', layout, items);
  const ts = figureOf(figures, 'ts', layout, items);
  const reference = figureOf(figures, 'reference', layout, items);
  return {
    layout,
    items,
    tsOverWasm: ts / wasm,
    referenceOverWasm: reference / wasm,
    referenceOverTs: reference / ts,
  };
}

/** Whole-call time at `BUDGET_ITEMS` over whole-call time at `SCALING_BASE_ITEMS`. */
export function scalingOf(figures: readonly Figure[], layout: LayoutName): Scaling {
  const ratio = (backend: Backend) =>
    (figureOf(figures, backend, layout, BUDGET_ITEMS) * BUDGET_ITEMS) /
    (figureOf(figures, backend, layout, SCALING_BASE_ITEMS) * SCALING_BASE_ITEMS);
  return { layout, wasm: ratio('wasm'), ts: ratio('ts'), reference: ratio('reference') };
}

/** max |a[i] - b[i]|, or Infinity when the lengths differ. */
export function maxDifference(a: Float64Array, b: Float64Array): number {
  if (a.length !== b.length) return Infinity;
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i] - b[i]));
  return max;
}
