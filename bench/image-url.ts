// The image-address benchmark: the WASM batch call, the TypeScript twin's batch and the
// reference builder (@wix/image-kit 1.125.0, black box, one call per address) on the same
// seeded gallery requests, in nanoseconds per address, with the ratios.
// `npx node bench/image-url.ts [--json]` runs it alone; `npm run bench` runs it after the layouts.

import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  createTsEngine,
  createWasmEngine,
  DEFAULT_WASM_URL,
  type ImageUrlRequest,
} from '../bindings/index.ts';
import { galleryRequests } from './image-url-inputs.ts';
import { REFERENCE_HOST, referenceImageUrl } from './image-url-reference.ts';
import { time, type TimingPlan } from './timing.ts';

const SEED = 20_240_601;
/** Gallery sizes: a page of items and a long scroll. */
const BATCH_SIZES: readonly number[] = [100, 10_000];
/** The image-address speed budget: the WASM batch call builds an address in at most 300 ns. */
export const TARGET_NS_PER_ADDRESS = 300;

export interface ImageUrlFigure {
  batch: number;
  wasmNs: number;
  tsNs: number;
  referenceNs: number;
  tsOverWasm: number;
  referenceOverWasm: number;
  /** Addresses of the three that agree after the host. */
  agreeing: number;
}

export interface ImageUrlBenchReport {
  wasmBytes: number;
  seed: number;
  targetNsPerAddress: number;
  figures: ImageUrlFigure[];
}

const PLAN: TimingPlan = { warmupCalls: 20, samples: 9, minSampleMs: 30 };
const REFERENCE_PLAN: TimingPlan = { warmupCalls: 2, samples: 5, minSampleMs: 30 };

function lengthSum(urls: readonly string[]): number {
  return urls.length === 0 ? 0 : urls[urls.length - 1].length + urls[0].length;
}

export async function measureImageUrls(): Promise<ImageUrlBenchReport> {
  const wasm = await createWasmEngine();
  const ts = createTsEngine();
  const figures: ImageUrlFigure[] = [];
  for (const batch of BATCH_SIZES) {
    const requests: ImageUrlRequest[] = galleryRequests(batch, SEED);
    const reference = () => requests.map(referenceImageUrl);
    const wasmUrls = wasm.imageUrls(requests, REFERENCE_HOST);
    const tsUrls = ts.imageUrls(requests, REFERENCE_HOST);
    const referenceUrls = reference();
    const agreeing = requests.filter(
      (_, i) => wasmUrls[i] === referenceUrls[i] && tsUrls[i] === referenceUrls[i],
    ).length;
    const wasmNs = time(() => lengthSum(wasm.imageUrls(requests)), PLAN).nsPerCall / batch;
    const tsNs = time(() => lengthSum(ts.imageUrls(requests)), PLAN).nsPerCall / batch;
    const referenceNs = time(() => lengthSum(reference()), REFERENCE_PLAN).nsPerCall / batch;
    figures.push({
      batch,
      wasmNs,
      tsNs,
      referenceNs,
      tsOverWasm: tsNs / wasmNs,
      referenceOverWasm: referenceNs / wasmNs,
      agreeing,
    });
  }
  return {
    wasmBytes: statSync(fileURLToPath(DEFAULT_WASM_URL)).size,
    seed: SEED,
    targetNsPerAddress: TARGET_NS_PER_ADDRESS,
    figures,
  };
}

export function formatImageUrlBench(report: ImageUrlBenchReport): string {
  const rows = [
    ['batch', 'wasm ns/address', 'ts ns/address', 'ref ns/address', 'ts/wasm', 'ref/wasm', 'agree'],
  ];
  for (const f of report.figures) {
    rows.push([
      String(f.batch),
      f.wasmNs.toFixed(0),
      f.tsNs.toFixed(0),
      f.referenceNs.toFixed(0),
      `${f.tsOverWasm.toFixed(1)}x`,
      `${f.referenceOverWasm.toFixed(1)}x`,
      `${f.agreeing}/${f.batch}`,
    ]);
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  const table = rows.map((row) =>
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '),
  );
  return [
    `Tessera image-address benchmark: seeded gallery requests (seed ${report.seed}), tessera.wasm ${report.wasmBytes} bytes`,
    '',
    ...table,
    '',
    `ns/address: median wall-clock time of one batch call divided by its size (target: wasm at most ${report.targetNsPerAddress}).`,
    'wasm and ts include encoding the request objects and cutting the result into strings; ref is',
    '@wix/image-kit 1.125.0 called once per address. agree: addresses equal on all three after the host.',
    '',
  ].join('\n');
}

/** The image-address section of `npm run bench`: the table on stdout, or on stderr with --json. */
export async function runImageUrlBench(json: boolean): Promise<void> {
  const report = await measureImageUrls();
  (json ? process.stderr : process.stdout).write(`\n${formatImageUrlBench(report)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await measureImageUrls();
  process.stdout.write(
    process.argv.includes('--json')
      ? `${JSON.stringify(report, null, 2)}\n`
      : formatImageUrlBench(report),
  );
}
