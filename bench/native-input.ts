// Prints the benchmark's layouts as plain numbers for the native instruction counter
// (crates/layout/examples/layout_instructions.rs, driven by bench/instructions.sh): per layout a
// line `name`, a line with its parameter block and a line with its item sizes.
// `node bench/native-input.ts [--layouts A,B] [--items 100000]` (one item count).

import { encodeLayoutParams } from '../bindings/params.ts';
import { resolveLayoutParams } from '../web/src/gallery/model/index.ts';
import { benchArgs } from './args.ts';
import { BENCH_LAYOUTS, CONTAINER, randomSizes } from './inputs.ts';
import { SEED } from './layout-bench.ts';
import { referenceSetup } from './reference.ts';

const args = benchArgs(process.argv.slice(2), BENCH_LAYOUTS, [100_000]);
const items = args.itemCounts[0];
const sizes = randomSizes(items, SEED).join(' ');
const lines: string[] = [];
for (const { name, options } of args.layouts) {
  const setup = referenceSetup(options, CONTAINER);
  const params = resolveLayoutParams(setup.options, CONTAINER, { viewport: setup.viewport });
  lines.push(name, Array.from(encodeLayoutParams(params)).join(' '), sizes);
}
process.stdout.write(`${lines.join('\n')}\n`);
