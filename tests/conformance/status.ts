// Where every layout stands against the reference, one line each: how many of the seeded cases
// agree, and the first that does not (replay it with explain.ts).
//
//   npx node tests/conformance/status.ts [--runs N] [--seed N] [--layouts GRID,0]

import { loadBackends } from '../../bindings/testing/backends.ts';
import { checkCase } from './layout-check.ts';
import { CONFORMANCE_LAYOUTS, caseSeed, layoutCase } from './layout-cases.ts';
import { suiteFromArgs } from './selection.ts';

const { runs, seed, layouts } = suiteFromArgs(process.argv, CONFORMANCE_LAYOUTS);
const backends = await loadBackends();

process.stdout.write(`suite seed ${seed}, ${runs} cases per layout\n`);
for (const layout of layouts) {
  let agree = 0;
  let first = '';
  for (let run = 0; run < runs; run++) {
    const c = layoutCase(layout, caseSeed(seed, layout, run));
    const problem = checkCase(backends, c);
    if (problem === null) agree++;
    else if (first === '') first = `first: seed ${c.seed} (${c.items.length} items): ${problem}`;
  }
  process.stdout.write(`${layout.padEnd(16)} ${String(agree).padStart(4)}/${runs}  ${first}\n`);
}
