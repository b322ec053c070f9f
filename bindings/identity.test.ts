// The two backends return the same bits for the same input: randomised inputs (fast-check prints
// the seed and the shrunk counterexample when they differ), degenerate values included.

import fc from 'fast-check';
import { beforeAll, expect, test } from 'vitest';
import type { Engine, GroupType, LayoutParams, LayoutResult } from './engine.ts';
import { loadBackends } from './testing/backends.ts';
import { seededRandom } from './testing/seeded-random.ts';

let backends: Record<'wasm' | 'ts', Engine>;
beforeAll(async () => {
  backends = await loadBackends();
});

const awkward = fc.constantFrom(
  0,
  -1,
  -0,
  0.5,
  1,
  Number.NaN,
  Infinity,
  -Infinity,
  1e-300,
  1e300,
  Number.MAX_VALUE,
);
const size = fc.oneof(
  { weight: 8, arbitrary: fc.double({ min: 1, max: 6000, noNaN: true }) },
  { weight: 1, arbitrary: awkward },
);
const spacing = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0, max: 60 }) },
  { weight: 1, arbitrary: awkward },
);
const ratio = fc.oneof(fc.double({ min: 0.1, max: 10, noNaN: true }), awkward);

const groupType = fc.constantFrom<GroupType>('1', '2h', '2v', '3t', '3b', '3l', '3r', '3h', '3v');

const params: fc.Arbitrary<LayoutParams> = fc.record({
  orientation: fc.constantFrom('columns' as const, 'rows' as const),
  containerWidth: fc.oneof(
    { weight: 10, arbitrary: fc.double({ min: 100, max: 3000, noNaN: true }) },
    { weight: 1, arbitrary: awkward },
  ),
  containerHeight: fc.double({ min: 0, max: 2000, noNaN: true }),
  itemSpacing: spacing,
  gallerySpacing: spacing,
  targetItemSize: fc.oneof(
    { weight: 10, arbitrary: fc.double({ min: 20, max: 1500, noNaN: true }) },
    { weight: 1, arbitrary: awkward },
  ),
  fixedColumns: fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 12 }) },
    { weight: 1, arbitrary: awkward },
  ),
  cropEnable: fc.boolean(),
  cropMethod: fc.constantFrom('FILL', 'FIT', 'MIN', 'MAX'),
  groupsOrder: fc.constantFrom('BY_HEIGHT', 'LEFT_TO_RIGHT'),
  groupSize: fc.constantFrom(1, 1, 1, 2, 3, 3, Number.NaN),
  cropRatios: fc.array(ratio, { maxLength: 4 }),
  columnRatios: fc.oneof(fc.constant([]), fc.array(ratio, { minLength: 1, maxLength: 5 })),
  horizontalScroll: fc.boolean(),
  minItemSize: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 300 }) },
    { weight: 1, arbitrary: awkward },
  ),
  collageDensity: fc.oneof(
    { weight: 6, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
    { weight: 1, arbitrary: awkward },
  ),
  allowedGroupTypes: fc.uniqueArray(groupType, { maxLength: 9 }),
  repeatingGroupTypes: fc.oneof(
    { weight: 4, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(groupType, { minLength: 1, maxLength: 5 }) },
  ),
  smartCrop: fc.boolean(),
  groupByOrientation: fc.boolean(),
  rightToLeft: fc.boolean(),
  groupsPerRow: fc.oneof(
    { weight: 4, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 5 }) },
  ),
  randomScatter: fc.oneof(
    { weight: 4, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.double({ min: 0, max: 100, noNaN: true }) },
  ),
  scatterSeed: fc.nat(),
  manualScatter: fc.oneof(
    { weight: 4, arbitrary: fc.constant([]) },
    {
      weight: 1,
      arbitrary: fc.array(fc.double({ min: -100, max: 100, noNaN: true }), { maxLength: 6 }),
    },
  ),
  externalInfoHeight: fc.oneof(
    { weight: 4, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 300 }) },
  ),
  externalInfoWidth: fc.oneof(
    { weight: 4, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
  ),
});

type Outcome = LayoutResult | { error: string };

function outcome(
  engine: Engine,
  sizes: Float64Array,
  p: LayoutParams,
  seeds?: Uint32Array,
): Outcome {
  try {
    return engine.layout(sizes.slice(), p, seeds);
  } catch (error) {
    return { error: String(error) };
  }
}

/** Bit patterns, so -0 and +0 or two NaNs are told apart exactly. */
function bits(values: ArrayLike<number>): bigint[] {
  return Array.from(new BigUint64Array(Float64Array.from(values).buffer));
}

function sameBits(a: Outcome, b: Outcome): boolean {
  if ('error' in a || 'error' in b) return JSON.stringify(a) === JSON.stringify(b);
  const summary = (r: LayoutResult) => [r.width, r.height, r.columns];
  return (
    JSON.stringify(bits(a.rects).map(String)) === JSON.stringify(bits(b.rects).map(String)) &&
    JSON.stringify(bits(summary(a)).map(String)) === JSON.stringify(bits(summary(b)).map(String))
  );
}

test('wasm and the TypeScript twin agree bit for bit on random layouts', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(size, size, fc.nat()), { maxLength: 300 }),
      params,
      fc.boolean(),
      (triples, p, withSeeds) => {
        const sizes = Float64Array.from(triples.flatMap(([w, h]) => [w, h]));
        const seeds = withSeeds ? Uint32Array.from(triples, ([, , seed]) => seed) : undefined;
        const wasm = outcome(backends.wasm, sizes, p, seeds);
        const ts = outcome(backends.ts, sizes, p, seeds);
        expect(sameBits(wasm, ts), JSON.stringify({ wasm, ts })).toBe(true);
        if (!('error' in wasm)) expect(Array.from(wasm.rects).every(Number.isFinite)).toBe(true);
      },
    ),
    { numRuns: 1500 },
  );
});

test('wasm and the TypeScript twin agree on large galleries', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), params, (seed, p) => {
      const random = seededRandom(seed);
      const sizes = Float64Array.from({ length: 20_000 }, () => 1 + random() * 4000);
      expect(sameBits(outcome(backends.wasm, sizes, p), outcome(backends.ts, sizes, p))).toBe(true);
    }),
    { numRuns: 20 },
  );
});

test('image quality agrees on random and awkward sizes', () => {
  const side = fc.oneof(fc.double({ min: 0, max: 5000 }), awkward);
  fc.assert(
    fc.property(side, side, (w, h) => {
      expect(backends.wasm.imageQuality(w, h)).toEqual(backends.ts.imageQuality(w, h));
    }),
    { numRuns: 2000 },
  );
});
