// The layout benchmark: the WASM backend, the TypeScript twin and the reference gallery
// (pro-gallery-lib + pro-layouts 5.0.148, black box) on the same inputs, for every layout.

import type { Engine, LayoutParams, LayoutResult } from '../bindings/index.ts';
import { resolveLayoutParams } from '../web/src/gallery/model/index.ts';
import {
  type BenchLayout,
  CONTAINER,
  type LayoutName,
  randomSizes,
  referenceItems,
  SEED,
} from './inputs.ts';
import { referenceLayoutWith, referenceSetup } from './reference.ts';
import {
  type Agreement,
  type BenchError,
  type BenchReport,
  type Figure,
  maxDifference,
  type ResultFloor,
  ratiosOf,
  scalingOf,
  type TimedCalls,
} from './report.ts';
import { time, type TimingPlan } from './timing.ts';

export { SEED };

/** Engines are fast: warm up, then the median of many samples of at least 20 ms. */
function enginePlan(items: number): TimingPlan {
  if (items <= 1_000) return { warmupCalls: 50, samples: 15, minSampleMs: 20 };
  if (items <= 10_000) return { warmupCalls: 10, samples: 11, minSampleMs: 20 };
  return { warmupCalls: 3, minWarmupMs: 500, samples: 7, minSampleMs: 0 };
}

/** The reference takes tens of microseconds per item: few samples, and one call at 100,000. */
function referencePlan(items: number): TimingPlan {
  if (items <= 1_000) return { warmupCalls: 3, samples: 5, minSampleMs: 0 };
  if (items <= 10_000) return { warmupCalls: 1, samples: 3, minSampleMs: 0 };
  return { warmupCalls: 0, samples: 1, minSampleMs: 0 };
}

function checksum(rects: Float64Array): number {
  return rects.length === 0 ? 0 : rects[rects.length - 1] + rects[rects.length - 3];
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface LayoutBenchSettings {
  layouts: readonly BenchLayout[];
  itemCounts: readonly number[];
  engines: readonly Engine[];
  wasmBytes: number;
  /** False: time the engines only. */
  reference?: boolean;
  progress: (message: string) => void;
}

/** Times allocating and writing a result-sized Float64Array, as the engines' figures are timed. */
function resultFloor(items: number): ResultFloor {
  const timing = time(() => {
    const rects = new Float64Array(items * 4).fill(1);
    return rects[rects.length - 1];
  }, enginePlan(items));
  return { items, nsPerItem: timing.nsPerCall / items };
}

/**
 * Allocates, then drops, results enough for the garbage collector's slack, so that the results of
 * timed calls land in memory the process already has. With glibc keeping freed memory (the bench
 * script's MALLOC_MMAP_THRESHOLD_ and MALLOC_TRIM_THRESHOLD_), no timed call then pays the page
 * faults of fresh memory: about 15 microseconds each on some VMs, 120 ns/item at 100,000 items,
 * the machine's cost rather than the engines' (the result floor shows what a result costs).
 */
function settleResultMemory(items: number): void {
  const held: Float64Array[] = [];
  for (let i = 0; i < SETTLING_RESULTS; i++) held.push(new Float64Array(items * 4).fill(1));
  held.length = 0;
}

const SETTLING_RESULTS = 40;

export function runLayoutBench(settings: LayoutBenchSettings): BenchReport {
  const figures: Figure[] = [];
  const errors: BenchError[] = [];
  const timedCalls: TimedCalls[] = [];
  const agreement: Agreement[] = [];
  const record = (
    backend: Figure['backend'],
    layout: LayoutName,
    items: number,
    nsPerCall: number,
    calls: number,
  ) => {
    figures.push({ backend, layout, items, nsPerItem: nsPerCall / items });
    timedCalls.push({ backend, layout, items, calls });
  };

  settleResultMemory(Math.max(...settings.itemCounts));
  for (const { name: layout, options } of settings.layouts) {
    // Both sides read the options as the reference processed them (as in tests/conformance).
    const setup = referenceSetup(options, CONTAINER);
    let params: LayoutParams | undefined;
    let paramsError = '';
    try {
      params = resolveLayoutParams(setup.options, CONTAINER, { viewport: setup.viewport });
    } catch (error) {
      paramsError = message(error);
    }
    for (const items of settings.itemCounts) {
      const sizes = randomSizes(items, SEED);
      const results: Partial<Record<'wasm' | 'ts', LayoutResult>> = {};
      for (const engine of settings.engines) {
        settings.progress(`${layout} ${items} ${engine.backend}`);
        try {
          if (!params) throw new Error(paramsError);
          const p = params;
          results[engine.backend] = engine.layout(sizes, p);
          const timing = time(() => checksum(engine.layout(sizes, p).rects), enginePlan(items));
          record(engine.backend, layout, items, timing.nsPerCall, timing.calls);
        } catch (error) {
          errors.push({ backend: engine.backend, layout, items, error: message(error) });
        }
      }
      let referenceRects: Float64Array | undefined;
      if (settings.reference !== false) {
        settings.progress(`${layout} ${items} reference`);
        const referenceInput = referenceItems(sizes);
        try {
          const timing = time(() => {
            // The reference's option processing is timed with it: a constant, negligible cost.
            referenceRects = referenceLayoutWith(
              referenceSetup(options, CONTAINER),
              referenceInput,
            ).rects;
            return checksum(referenceRects);
          }, referencePlan(items));
          record('reference', layout, items, timing.nsPerCall, timing.calls);
        } catch (error) {
          errors.push({ backend: 'reference', layout, items, error: message(error) });
        }
      }
      agreement.push({
        layout,
        items,
        wasmVsTs:
          results.wasm && results.ts ? maxDifference(results.wasm.rects, results.ts.rects) : NaN,
        tsVsReference:
          results.ts && referenceRects ? maxDifference(results.ts.rects, referenceRects) : NaN,
      });
    }
  }
  settings.progress('');

  const names = settings.layouts.map((l) => l.name);
  return {
    wasmBytes: settings.wasmBytes,
    container: { ...CONTAINER },
    seed: SEED,
    figures,
    errors,
    ratios: names.flatMap((layout) =>
      settings.itemCounts.map((items) => ratiosOf(figures, layout, items)),
    ),
    scaling: names.map((layout) => scalingOf(figures, layout)),
    timedCalls,
    agreement,
    resultFloor: settings.itemCounts.map(resultFloor),
  };
}
