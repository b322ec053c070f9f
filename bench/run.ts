// `npm run bench [-- --json]`: the WASM backend, the TypeScript twin and the reference gallery
// (pro-gallery-lib + pro-layouts 5.0.148, black box) on the same masonry and grid inputs.

import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTsEngine, createWasmEngine, DEFAULT_WASM_URL, type Engine, type LayoutResult } from '../bindings/index.ts';
import { resolveLayoutParams } from '../web/src/gallery/model/index.ts';
import { CONTAINER, ITEM_COUNTS, LAYOUT_NAMES, LAYOUT_OPTIONS, type LayoutName, randomSizes, referenceItems } from './inputs.ts';
import { referenceLayout } from './reference.ts';
import { type Agreement, type BenchReport, type Figure, maxDifference, ratiosOf, type TimedCalls } from './report.ts';
import { formatTable } from './table.ts';
import { sinkValue, time, type TimingPlan } from './timing.ts';

const SEED = 20_240_601;

/** Engines are fast: warm up, then the median of many samples of at least 20 ms. */
function enginePlan(items: number): TimingPlan {
  if (items <= 1_000) return { warmupCalls: 50, samples: 15, minSampleMs: 20 };
  if (items <= 10_000) return { warmupCalls: 10, samples: 11, minSampleMs: 20 };
  return { warmupCalls: 3, samples: 7, minSampleMs: 0 };
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

function progress(message: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${message}`);
}

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const wasmPath = fileURLToPath(DEFAULT_WASM_URL);
  let wasmBytes: number;
  try {
    wasmBytes = statSync(wasmPath).size;
  } catch {
    process.stderr.write(`bench: ${wasmPath} is missing; build it with \`npm run build:wasm\`\n`);
    process.exit(1);
  }
  const engines: Engine[] = [await createWasmEngine(), createTsEngine()];

  const figures: Figure[] = [];
  const timedCalls: TimedCalls[] = [];
  const agreement: Agreement[] = [];
  const record = (backend: Figure['backend'], layout: LayoutName, items: number, nsPerCall: number, calls: number) => {
    figures.push({ backend, layout, items, nsPerItem: nsPerCall / items });
    timedCalls.push({ backend, layout, items, calls });
  };

  for (const layout of LAYOUT_NAMES) {
    const params = resolveLayoutParams(LAYOUT_OPTIONS[layout], CONTAINER);
    for (const items of ITEM_COUNTS) {
      const sizes = randomSizes(items, SEED);
      const results: Partial<Record<'wasm' | 'ts', LayoutResult>> = {};
      for (const engine of engines) {
        progress(`${layout} ${items} ${engine.backend}`);
        results[engine.backend] = engine.layout(sizes, params);
        const timing = time(() => checksum(engine.layout(sizes, params).rects), enginePlan(items));
        record(engine.backend, layout, items, timing.nsPerCall, timing.calls);
      }
      progress(`${layout} ${items} reference`);
      const referenceInput = referenceItems(sizes);
      let referenceRects: Float64Array = new Float64Array(0);
      const timing = time(() => {
        // The reference's option processing is timed with it: a constant, negligible cost.
        referenceRects = referenceLayout(LAYOUT_OPTIONS[layout], CONTAINER, referenceInput).rects;
        return checksum(referenceRects);
      }, referencePlan(items));
      record('reference', layout, items, timing.nsPerCall, timing.calls);
      agreement.push({
        layout,
        items,
        wasmVsTs: maxDifference(results.wasm!.rects, results.ts!.rects),
        tsVsReference: maxDifference(results.ts!.rects, referenceRects),
      });
    }
  }
  progress('');

  const report: BenchReport = {
    wasmBytes,
    container: { ...CONTAINER },
    seed: SEED,
    figures,
    ratios: LAYOUT_NAMES.flatMap((layout) => ITEM_COUNTS.map((items) => ratiosOf(figures, layout, items))),
    timedCalls,
    agreement,
  };
  process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${formatTable(report)}\n`);
  if (sinkValue() === -1) process.stdout.write('\n');
}

await main();
