// The gallery's first-paint times on the page: after one gallery has started the page's engine
// worker (so each figure is a warm mount), each size of the plan is rendered `galleryRuns` times.

import { breathe } from './breathe.ts';
import { firstPaintItems, measureFirstPaint } from './first-paint.tsx';
import type { BenchPlan } from './plan.ts';
import type { FirstPaintFigure, FirstPaintRun } from './results.ts';
import { median } from './timing.ts';

const WARM_UP_ITEMS = 100;

export async function runFirstPaint(
  plan: BenchPlan,
  stageOf: () => HTMLElement,
  progress: (message: string) => void,
): Promise<FirstPaintFigure[]> {
  progress('gallery first paint · starting the engine');
  const stage = stageOf();
  await measureFirstPaint(stage, firstPaintItems(WARM_UP_ITEMS));
  const figures: FirstPaintFigure[] = [];
  for (const count of plan.galleryItems) {
    const items = firstPaintItems(count);
    const runs: FirstPaintRun[] = [];
    for (let run = 0; run < plan.galleryRuns; run++) {
      progress(
        `gallery first paint · ${count.toLocaleString('en')} items · run ${run + 1} of ${plan.galleryRuns}`,
      );
      await breathe();
      runs.push(await measureFirstPaint(stage, items));
    }
    figures.push({
      items: count,
      placedMs: median(runs.map((r) => r.placedMs)),
      paintedMs: median(runs.map((r) => r.paintedMs)),
      runs,
    });
  }
  return figures;
}
