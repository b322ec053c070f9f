// Image-address throughput on the page: the WebAssembly engine and the TypeScript twin in the
// page's worker, each building the addresses of a seeded batch of gallery requests in one call
// (spec/002 §7), as bench/image-url.ts does in Node.

import { SEED } from '../../../../bench/inputs.ts';
import { type BenchWorker, WORKER_ENGINES } from './bench-worker.ts';
import { breathe } from './breathe.ts';
import type { BenchPlan } from './plan.ts';
import type { ImageUrlBackend, ImageUrlFigure } from './results.ts';

export async function runImageUrls(
  plan: BenchPlan,
  worker: BenchWorker,
  progress: (message: string) => void,
): Promise<ImageUrlFigure[]> {
  const figures: ImageUrlFigure[] = [];
  for (const batch of plan.imageUrlBatches) {
    for (const backend of Object.keys(WORKER_ENGINES) as ImageUrlBackend[]) {
      progress(`image addresses · batches of ${batch.toLocaleString('en')} · ${backend}`);
      await breathe();
      const timing = await worker.api.timeImageUrls(
        WORKER_ENGINES[backend],
        batch,
        SEED,
        plan.imageUrlPlan,
      );
      const nsPerAddress = timing.nsPerCall / batch;
      figures.push({
        backend,
        batch,
        nsPerAddress,
        addressesPerSecond: 1e9 / nsPerAddress,
        samples: timing.samplesNs.map((ns) => ns / batch),
      });
    }
  }
  return figures;
}
