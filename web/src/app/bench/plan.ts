// What a run of the benchmark page measures, and how long it may take: the full run (every layout
// at 1,000 to 1,000,000 items, several samples a point) or the quick one (`?run=quick`, used by
// `npm run bench:browser -- --quick` and its test): the same layouts and backends, fewer sizes
// and samples.

import type { TimingPlan } from './timing.ts';

export type BenchMode = 'full' | 'quick';

export interface BenchPlan {
  mode: BenchMode;
  /** Items per gallery of the layout benchmark. */
  sizes: readonly number[];
  /** How the engines are timed at a size. */
  enginePlan(items: number): TimingPlan;
  /** How the reference is timed at a size: it takes tens of microseconds per item. */
  referencePlan(items: number): TimingPlan;
  /**
   * The reference is skipped at a size when its call at the size before, scaled by the ratio of
   * the sizes, comes to more than this: it would keep the page busy for minutes.
   */
  referenceLimitMs: number;
  /** Requests per batch of the image-address benchmark. */
  imageUrlBatches: readonly number[];
  imageUrlPlan: TimingPlan;
  /** Items of the galleries whose first paint is measured, and mounts of each. */
  galleryItems: readonly number[];
  galleryRuns: number;
}

const FULL: BenchPlan = {
  mode: 'full',
  sizes: [1_000, 10_000, 100_000, 1_000_000],
  enginePlan(items) {
    // The warm-up lasts long enough for V8 to have optimised the hot wasm functions.
    if (items <= 1_000) return { warmupCalls: 30, minWarmupMs: 250, samples: 9, minSampleMs: 20 };
    if (items <= 10_000) return { warmupCalls: 5, minWarmupMs: 250, samples: 7, minSampleMs: 20 };
    if (items <= 100_000) return { warmupCalls: 2, minWarmupMs: 200, samples: 5, minSampleMs: 0 };
    return { warmupCalls: 1, samples: 5, minSampleMs: 0 };
  },
  referencePlan(items) {
    if (items <= 1_000) return { warmupCalls: 2, samples: 5, minSampleMs: 0 };
    // Warmed up at the smaller size: a call here takes seconds.
    return { warmupCalls: 0, samples: 3, minSampleMs: 0 };
  },
  referenceLimitMs: 5_000,
  imageUrlBatches: [100, 10_000],
  imageUrlPlan: { warmupCalls: 20, samples: 9, minSampleMs: 30 },
  galleryItems: [1_000, 10_000, 100_000],
  galleryRuns: 3,
};

const QUICK: BenchPlan = {
  mode: 'quick',
  sizes: [1_000, 10_000],
  enginePlan: () => ({ warmupCalls: 3, samples: 3, minSampleMs: 2 }),
  referencePlan: () => ({ warmupCalls: 0, samples: 3, minSampleMs: 0 }),
  referenceLimitMs: 250,
  imageUrlBatches: [100, 1_000],
  imageUrlPlan: { warmupCalls: 3, samples: 3, minSampleMs: 5 },
  galleryItems: [1_000],
  galleryRuns: 1,
};

/** What a run measures: a mode, and optionally only some layouts or sizes (`?layouts=`, `?items=`). */
export interface BenchRequest {
  mode: BenchMode;
  /** Names of bench/inputs.ts (BENCH_LAYOUTS); all when absent. */
  layouts?: readonly string[];
  /** Items per gallery; the mode's sizes when absent. */
  sizes?: readonly number[];
}

export function benchPlan(request: BenchRequest): BenchPlan {
  const plan = request.mode === 'quick' ? QUICK : FULL;
  return request.sizes === undefined ? plan : { ...plan, sizes: request.sizes };
}

/** The run an address asks for (`run=quick|full`, `layouts=GRID,COLLAGE`, `items=1000,1000000`). */
export function benchRequestOf(query: string): BenchRequest | undefined {
  const params = new URLSearchParams(query);
  const mode = params.get('run');
  if (mode !== 'quick' && mode !== 'full') return undefined;
  const list = (name: string) =>
    params
      .get(name)
      ?.split(',')
      .filter((s) => s !== '');
  const sizes = list('items')?.map(Number);
  return {
    mode,
    layouts: list('layouts')?.map((name) => name.toUpperCase()),
    sizes: sizes?.every((n) => Number.isInteger(n) && n > 0) ? sizes : undefined,
  };
}

/** Why the reference is not run at `items`, judged from its call at the size before; or nothing. */
export function referenceSkip(
  plan: BenchPlan,
  items: number,
  before: { items: number; msPerCall: number } | undefined,
): string | undefined {
  if (before === undefined) return undefined;
  const predictedMs = (before.msPerCall * items) / before.items;
  if (predictedMs <= plan.referenceLimitMs) return undefined;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 0)} s`;
  return (
    `skipped: one call took ${seconds(before.msPerCall)} at ${before.items.toLocaleString('en')} items, ` +
    `so about ${seconds(predictedMs)} here (over the page's limit of ${seconds(plan.referenceLimitMs)})`
  );
}
