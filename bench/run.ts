// `npm run bench [-- --json] [-- --layouts GRID,COLLAGE] [-- --items 1000,10000] [-- --no-reference]
// [-- --no-browser] [-- --runs 3] [-- --no-reference-viewer]`: the WASM backend, the TypeScript twin and the reference gallery
// on every layout (bench/layout-bench.ts), the viewer's server render, the image addresses, then
// the gallery in Chromium (bench/gallery-browser.ts) and a 10,000-item slider
// (bench/slider-browser.ts). With --json, stdout carries the layout JSON report alone and the
// tables go to stderr.

import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTsEngine, createWasmEngine, DEFAULT_WASM_URL } from '../bindings/index.ts';
import { BENCH_LAYOUTS, ITEM_COUNTS } from './inputs.ts';
import { runLayoutBench } from './layout-bench.ts';
import { formatTable } from './table.ts';
import { sinkValue } from './timing.ts';
import { benchArgs } from './args.ts';

function progress(message: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${message}`);
}

const args = benchArgs(process.argv.slice(2), BENCH_LAYOUTS, ITEM_COUNTS);

async function main(): Promise<void> {
  const wasmPath = fileURLToPath(DEFAULT_WASM_URL);
  let wasmBytes: number;
  try {
    wasmBytes = statSync(wasmPath).size;
  } catch {
    process.stderr.write(`bench: ${wasmPath} is missing; build it with \`npm run build:wasm\`\n`);
    process.exit(1);
  }
  const engines = [await createWasmEngine(), createTsEngine()];
  const report = runLayoutBench({
    layouts: args.layouts,
    itemCounts: args.itemCounts,
    engines,
    wasmBytes,
    reference: args.reference,
    progress,
  });
  const table = `${formatTable(report)}\n`;
  if (args.json) {
    process.stderr.write(table);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    process.stdout.write(table);
  }
  if (sinkValue() === -1) process.stderr.write('\n');
}

await main();
await (
  await import('./viewer-render.ts')
).runViewerRenderBench(process.argv.includes('--json'), args.referenceViewer);
await (await import('./image-url.ts')).runImageUrlBench(process.argv.includes('--json'));
if (args.browser)
  await (
    await import('./gallery-browser.ts')
  ).runGalleryBrowserBench({ itemCounts: args.itemCounts, runs: args.browserRuns }, args.json);
if (args.browser) {
  const { formatSlider, measureSlider } = await import('./slider-browser.ts');
  const slider = formatSlider(await measureSlider(args.browserRuns));
  (args.json ? process.stderr : process.stdout).write(`\n${slider}`);
}
