// Every seeded case that disagrees with the reference, one line each (status.ts shows the first).
//
//   npx node tests/conformance/failures.ts [--runs N] [--seed N] [--layouts GRID,0]

import { loadBackends } from '../../bindings/testing/backends.ts';
import { checkCase } from './layout-check.ts';
import { CONFORMANCE_LAYOUTS, caseSeed, layoutCase } from './layout-cases.ts';
import { suiteFromArgs } from './selection.ts';

const { runs, seed, layouts } = suiteFromArgs(process.argv, CONFORMANCE_LAYOUTS);
const backends = await loadBackends();

let failures = 0;
for (const layout of layouts) {
  for (let run = 0; run < runs; run++) {
    const c = layoutCase(layout, caseSeed(seed, layout, run));
    const problem = checkCase(backends, c);
    if (problem === null) continue;
    failures++;
    process.stdout.write(`${layout} ${c.seed} (${c.items.length} items): ${problem}\n`);
  }
}
process.stdout.write(
  `${failures} of ${runs * layouts.length} cases disagree (suite seed ${seed})\n`,
);
