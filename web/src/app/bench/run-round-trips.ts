// The worker's round trip on the page: a layout asked of the worker and answered, timed from the
// page, as the gallery waits for one. Beside the engine's own time in the worker (the layout
// figures), it shows what the messages cost: copying the sizes in, moving the rectangles out.

import { type BenchLayout, randomSizes, SEED } from '../../../../bench/inputs.ts';
import { benchLayoutParams } from './bench-params.ts';
import { type BenchWorker, WORKER_ENGINES } from './bench-worker.ts';
import { breathe } from './breathe.ts';
import type { BenchPlan } from './plan.ts';
import type { RoundTripFigure, WorkerBackend } from './results.ts';
import { timeAsync } from './timing.ts';

export async function runRoundTrips(
  plan: BenchPlan,
  { name: layout, options }: BenchLayout,
  worker: BenchWorker,
  progress: (message: string) => void,
): Promise<RoundTripFigure[]> {
  const params = benchLayoutParams(options);
  const figures: RoundTripFigure[] = [];
  for (const items of plan.sizes) {
    const sizes = randomSizes(items, SEED);
    for (const backend of Object.keys(WORKER_ENGINES) as WorkerBackend[]) {
      progress(`worker round trip · ${layout} · ${items.toLocaleString('en')} items · ${backend}`);
      await breathe();
      const timing = await timeAsync(async () => {
        const rects = await worker.api.layout(WORKER_ENGINES[backend], sizes, params);
        return rects.length === 0 ? 0 : rects[rects.length - 1];
      }, plan.enginePlan(items));
      figures.push({
        backend,
        layout,
        items,
        nsPerItem: timing.nsPerCall / items,
        samples: timing.samplesNs.map((ns) => ns / items),
      });
    }
  }
  return figures;
}
