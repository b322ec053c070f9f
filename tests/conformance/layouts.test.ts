// Conformance of every layout code of spec/001 §2 (MAGIC excepted) with the reference gallery
// pro-gallery 5.0.148, run as a black box (tests/conformance/layout-check.ts): seeded random
// galleries of 1 to 3,000 items, every rectangle within half a pixel, WASM and TS bit-identical.
//
// One test per layout. Environment:
//   LAYOUTS=GRID,COLLAGE or LAYOUTS=2,0   only these layouts (names or codes)
//   CONFORMANCE_RUNS=<n>                  cases per layout (default 30)
//   CONFORMANCE_SEED=<n> | random         the suite's seed (default: the fixed one, then a second
//                                         one that rotates by the UTC day; each printed in the
//                                         test's name, so a failure replays with CONFORMANCE_SEED)
// A failure names the case's seed, shrinks it to few items and options, and prints the command
// that replays it side by side: npx node tests/conformance/explain.ts <layout> <seed>.

import { beforeAll, describe, expect, test } from 'vitest';
import { loadBackends } from '../../bindings/testing/backends.ts';
import { LAYOUT_CODES, type LayoutName } from '../../web/src/gallery/model/index.ts';
import { type Backends, checkCase } from './layout-check.ts';
import { CONFORMANCE_LAYOUTS, caseSeed, layoutCase } from './layout-cases.ts';
import { describeCase, reduce, shrink } from './layout-shrink.ts';
import { rotatingSuiteSeed, selectedLayouts, suiteSeed } from './selection.ts';

const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 30);
const GIVEN_SEED = process.env.CONFORMANCE_SEED;
const SEEDS: readonly number[] =
  GIVEN_SEED === undefined || GIVEN_SEED === ''
    ? [suiteSeed(undefined), rotatingSuiteSeed()]
    : [suiteSeed(GIVEN_SEED)];
const LAYOUTS: readonly LayoutName[] = selectedLayouts(process.env.LAYOUTS, CONFORMANCE_LAYOUTS);

// Cases of 30 still known to disagree at the fixed suite seed (docs/layout-deviations.md row 12
// lists the causes of those seen at other seeds). A ratchet: the count may only go down; none now.
const KNOWN_DISAGREEMENTS: Partial<Record<LayoutName, number>> = {};
// At any other seed, row 12's residue (items under a pixel at a spacing as wide as half the
// target, a turned-down candidate's last bit: up to about 2 cases in 100 of EMPTY and JSON_FIXED,
// measured at seeds 7, 11, 23, 42, 99 and 5) may show up to 3 times in 30 (a false alarm about 1
// day in 100); a family the generators newly reach fails more often than that.
const OTHER_SEED_ALLOWANCE = 3;

let backends: Backends;
beforeAll(async () => {
  backends = await loadBackends();
});

function allowedDisagreements(layout: LayoutName, seed: number): number {
  const perThirty =
    seed === suiteSeed(undefined) ? (KNOWN_DISAGREEMENTS[layout] ?? 0) : OTHER_SEED_ALLOWANCE;
  return Math.ceil((perThirty / 30) * RUNS);
}

describe.each(
  SEEDS.flatMap((seed) => LAYOUTS.map((name) => [name, LAYOUT_CODES[name], seed] as const)),
)('layout %s (%i), suite seed %i', (layout, _code, seed) => {
  test(`${RUNS} random galleries agree with pro-gallery 5.0.148 within 0.5 px, wasm = ts (CONFORMANCE_SEED=${seed})`, () => {
    const failures: string[] = [];
    let firstFailure: string | null = null;
    for (let run = 0; run < RUNS; run++) {
      const c = layoutCase(layout, caseSeed(seed, layout, run));
      const problem = checkCase(backends, c);
      if (problem === null) continue;
      failures.push(`seed ${c.seed}`);
      if (firstFailure === null) {
        const reduction = shrink(c, (smaller) => checkCase(backends, smaller) !== null);
        firstFailure = describeCase(
          c,
          reduction,
          checkCase(backends, reduce(c, reduction)) ?? problem,
        );
      }
    }
    const summary = `${failures.length} of ${RUNS} cases disagree (${failures.join(', ')}); the first, shrunk:\n${firstFailure}`;
    expect(failures.length, summary).toBeLessThanOrEqual(allowedDisagreements(layout, seed));
  });
});
