// A whole run of the benchmark page: the layouts, the worker's round trip, the image addresses,
// then the gallery's first paint. Figures arrive one by one (`update`), so the page draws them as
// they come.

import { BENCH_LAYOUTS, CONTAINER, SEED } from '../../../../bench/inputs.ts';
import { startBenchWorker } from './bench-worker.ts';
import { benchPlan, type BenchRequest } from './plan.ts';
import { type BenchResults, LAYOUT_BACKENDS, machineFigures } from './results.ts';
import { runFirstPaint } from './run-first-paint.ts';
import { runImageUrls } from './run-image-urls.ts';
import { runLayouts } from './run-layouts.ts';
import { runRoundTrips } from './run-round-trips.ts';

export interface BenchRunHooks {
  /** Stops the run before its next step; it then fails with the signal's reason. */
  signal?: AbortSignal;
  progress(message: string): void;
  /** The results so far, a new object each time. */
  update(results: BenchResults): void;
  /** The box the galleries of the first-paint figures are drawn in: in view, and scrolling. */
  stage(): HTMLElement;
}

export async function runBench(request: BenchRequest, hooks: BenchRunHooks): Promise<BenchResults> {
  const plan = benchPlan(request);
  const layouts = BENCH_LAYOUTS.filter(
    (layout) => request.layouts === undefined || request.layouts.includes(layout.name),
  );
  const started = performance.now();
  let results: BenchResults = {
    mode: request.mode,
    startedAt: new Date().toISOString(),
    durationMs: 0,
    machine: machineFigures(),
    container: { ...CONTAINER },
    seed: SEED,
    backends: [...LAYOUT_BACKENDS],
    layouts: layouts.map((layout) => layout.name),
    sizes: [...plan.sizes],
    layoutPoints: [],
    roundTrips: [],
    imageUrls: [],
    firstPaint: [],
  };
  const update = (change: Partial<BenchResults>) => {
    results = { ...results, ...change, durationMs: performance.now() - started };
    hooks.update(results);
  };
  // Each step is announced before it is taken: where a stopped run ends.
  const step = (message: string) => {
    hooks.signal?.throwIfAborted();
    hooks.progress(message);
  };
  update({});
  const worker = startBenchWorker();
  try {
    await runLayouts(plan, layouts, worker, {
      progress: step,
      point: (point) => update({ layoutPoints: [...results.layoutPoints, point] }),
    });
    if (layouts.length > 0)
      update({ roundTrips: await runRoundTrips(plan, layouts[0], worker, step) });
    update({ imageUrls: await runImageUrls(plan, worker, step) });
  } finally {
    worker.terminate();
  }
  update({ firstPaint: await runFirstPaint(plan, hooks.stage, step) });
  hooks.progress('');
  return results;
}
