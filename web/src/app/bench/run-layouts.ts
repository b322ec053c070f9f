// The layout benchmark of the page: every layout at every size of the plan on each backend — the
// WebAssembly engine and the TypeScript twin in the page's worker, the twin on the page's own
// thread, and the reference (a lazy chunk) until it would take too long — on the inputs of the
// Node benchmark (bench/inputs.ts).

import { createTsEngine } from '../../../../bindings/ts-engine.ts';
import { type BenchLayout, randomSizes, SEED } from '../../../../bench/inputs.ts';
import { benchLayoutParams } from './bench-params.ts';
import type { BenchWorker } from './bench-worker.ts';
import { breathe } from './breathe.ts';
import { type BenchPlan, referenceSkip } from './plan.ts';
import type { LayoutBackend, LayoutPoint } from './results.ts';
import { type Timing, time } from './timing.ts';

export interface LayoutRunHooks {
  /** Called before each point is timed. */
  progress(message: string): void;
  /** Called with each point once it is known. */
  point(point: LayoutPoint): void;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function runLayouts(
  plan: BenchPlan,
  layouts: readonly BenchLayout[],
  worker: BenchWorker,
  hooks: LayoutRunHooks,
): Promise<void> {
  const twin = createTsEngine();
  for (const { name: layout, options } of layouts) {
    const params = benchLayoutParams(options);
    let referenceBefore: { items: number; msPerCall: number } | undefined;
    for (const items of plan.sizes) {
      const sizes = randomSizes(items, SEED);
      const timers: Record<LayoutBackend, () => Promise<Timing>> = {
        'wasm-worker': () => worker.api.timeLayout('wasm', sizes, params, plan.enginePlan(items)),
        'ts-worker': () => worker.api.timeLayout('ts', sizes, params, plan.enginePlan(items)),
        'ts-main': async () =>
          time(() => {
            const rects = twin.layout(sizes, params).rects;
            return rects.length === 0 ? 0 : rects[rects.length - 1];
          }, plan.enginePlan(items)),
        reference: async () => {
          const { timeReferenceLayout } = await import('./reference-backend.ts');
          return timeReferenceLayout(options, sizes, plan.referencePlan(items));
        },
      };
      for (const backend of Object.keys(timers) as LayoutBackend[]) {
        const skipped = backend === 'reference' ? referenceSkip(plan, items, referenceBefore) : '';
        if (skipped) {
          hooks.point({ backend, layout, items, skipped });
          continue;
        }
        hooks.progress(`${layout} · ${items.toLocaleString('en')} items · ${backend}`);
        await breathe();
        try {
          const timing = await timers[backend]();
          hooks.point({
            backend,
            layout,
            items,
            nsPerItem: timing.nsPerCall / items,
            samples: timing.samplesNs.map((ns) => ns / items),
          });
          if (backend === 'reference')
            referenceBefore = { items, msPerCall: timing.nsPerCall / 1e6 };
        } catch (error) {
          hooks.point({ backend, layout, items, error: message(error) });
        }
      }
    }
  }
}
