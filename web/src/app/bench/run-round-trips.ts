// The worker's round trip on the page: a layout asked of the worker and answered, timed from the
// page, as the gallery waits for one. Beside the engine's own time in the worker (the layout
// figures), it shows what the messages cost: copying the sizes in, moving the rectangles out.

import type { LayoutParams } from '../../../../bindings/engine.ts';
import { type BenchLayout, CONTAINER, randomSizes, SEED } from '../../../../bench/inputs.ts';
import { galleryLayoutParams } from '../../gallery/model/index.ts';
import type { BenchWorker } from './bench-worker.ts';
import { breathe } from './breathe.ts';
import type { BenchPlan } from './plan.ts';
import type { RoundTripFigure, WorkerBackend } from './results.ts';
import { timeAsync } from './timing.ts';

const ENGINES: Record<WorkerBackend, 'wasm' | 'ts'> = { 'wasm-worker': 'wasm', 'ts-worker': 'ts' };

export async function runRoundTrips(
  plan: BenchPlan,
  { name: layout, options }: BenchLayout,
  worker: BenchWorker,
  progress: (message: string) => void,
): Promise<RoundTripFigure[]> {
  const params: LayoutParams = galleryLayoutParams(options, CONTAINER, {
    viewport: { width: window.innerWidth, height: window.innerHeight },
    externalInfoRenderer: false,
  });
  const figures: RoundTripFigure[] = [];
  for (const items of plan.sizes) {
    const sizes = randomSizes(items, SEED);
    for (const backend of Object.keys(ENGINES) as WorkerBackend[]) {
      progress(`worker round trip · ${layout} · ${items.toLocaleString('en')} items · ${backend}`);
      await breathe();
      const timing = await timeAsync(async () => {
        const rects = await worker.api.layout(ENGINES[backend], sizes, params);
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
