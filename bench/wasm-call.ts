// The wasm layout call alone, as tessera.wasm builds compare: sizes and parameters copied into the
// module once, then `tessera_layout` timed by the process's CPU time per call (which a busy
// machine disturbs far less than wall-clock time). With two files, calls alternate between them
// (A, B, B, A, ...) and the ratio of their medians is printed: B/A under 1 means B is faster.
//   node bench/wasm-call.ts [--layouts A,B] [--calls 61] one.wasm [other.wasm]

import { readFileSync } from 'node:fs';
import { encodeLayoutParams } from '../bindings/params.ts';
import type { TesseraExports } from '../bindings/wasm/exports.ts';
import { instantiateTessera } from '../bindings/wasm/load.ts';
import { resolveLayoutParams } from '../web/src/gallery/model/index.ts';
import { benchArgs } from './args.ts';
import { BENCH_LAYOUTS, CONTAINER, randomSizes } from './inputs.ts';
import { SEED } from './layout-bench.ts';
import { referenceSetup } from './reference.ts';
import { median } from './timing.ts';

const argv = process.argv.slice(2);
const callsAt = argv.indexOf('--calls');
const calls = callsAt >= 0 ? Number(argv[callsAt + 1]) : 61;
const files = argv.filter((arg, i) => arg.endsWith('.wasm') && argv[i - 1] !== '--layouts');
if (files.length < 1 || files.length > 2 || !(calls > 0)) {
  throw new Error(
    'usage: node bench/wasm-call.ts [--layouts A,B] [--calls 61] one.wasm [other.wasm]',
  );
}
const args = benchArgs(argv, BENCH_LAYOUTS, [100_000]);
const items = args.itemCounts[0];
const sizes = randomSizes(items, SEED);
const modules = await Promise.all(
  files.map(async (file) => instantiateTessera(new Uint8Array(readFileSync(file)))),
);

/** A layout's call on one module, its regions written once. */
function prepared(wasm: TesseraExports, block: Float64Array): () => void {
  const sizesPtr = wasm.tessera_alloc(sizes.byteLength);
  const blockPtr = wasm.tessera_alloc(block.byteLength);
  const rectsPtr = wasm.tessera_alloc(items * 32);
  const summaryPtr = wasm.tessera_alloc(64);
  new Float64Array(wasm.memory.buffer).set(sizes, sizesPtr / 8);
  new Float64Array(wasm.memory.buffer).set(block, blockPtr / 8);
  return () => {
    const code = wasm.tessera_layout(
      sizesPtr,
      items,
      blockPtr,
      block.length,
      0,
      rectsPtr,
      summaryPtr,
    );
    if (code !== 0) throw new Error(`tessera_layout: error ${code}`);
  };
}

/** CPU nanoseconds per item of one call. */
function timed(call: () => void): number {
  const start = process.cpuUsage();
  call();
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1_000) / items;
}

for (const { name, options } of args.layouts) {
  const setup = referenceSetup(options, CONTAINER);
  const block = encodeLayoutParams(
    resolveLayoutParams(setup.options, CONTAINER, { viewport: setup.viewport }),
  );
  const callsOf = modules.map((wasm) => prepared(wasm, block));
  // Warm up until V8 has optimised the hot functions (on a background thread).
  for (const end = performance.now() + 1_000; performance.now() < end;)
    for (const call of callsOf) call();
  const samples: number[][] = callsOf.map(() => []);
  for (let i = 0; i < calls; i++) {
    const order = i % 2 === 0 ? callsOf.keys() : [...callsOf.keys()].reverse();
    for (const m of order) samples[m].push(timed(callsOf[m]));
  }
  const medians = samples.map(median);
  const figures = medians.map((m, i) => `${'AB'[i]} ${m.toFixed(1)}`).join('  ');
  const ratio = medians.length === 2 ? `  B/A ${(medians[1] / medians[0]).toFixed(3)}` : '';
  console.log(`${name.padEnd(16)} ${figures} ns/item${ratio}`);
}
