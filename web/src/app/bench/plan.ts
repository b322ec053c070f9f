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
    if (items <= 1_000) return { warmupCalls: 30, samples: 9, minSampleMs: 20 };
    if (items <= 10_000) return { warmupCalls: 5, samples: 7, minSampleMs: 20 };
    if (items <= 100_000) return { warmupCalls: 2, minWarmupMs: 200, samples: 5, minSampleMs: 0 };
    return { warmupCalls: 1, samples: 5, minSampleMs: 0 };
  },
  referencePlan(items) {
    if (items <= 1_000) return { warmupCalls: 2, samples: 5, minSampleMs: 0 };
    if (items <= 10_000) return { warmupCalls: 1, samples: 3, minSampleMs: 0 };
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

export function benchPlan(mode: BenchMode): BenchPlan {
  return mode === 'quick' ? QUICK : FULL;
}
