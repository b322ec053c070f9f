// Robustness of every layout (spec/002 §8): zero, negative, NaN or infinite sizes, no
// items, one item, a million items. Never NaN or Infinity in the output, never a hang, a
// LayoutError with the spec's message (spec/002 §8) where the input cannot be laid out, and the
// WASM backend and the TS twin alike, bit for bit. Options go the product's way: the owner's
// options through galleryLayoutParams. LAYOUTS=GRID,0 selects layouts, as in layouts.test.ts.

import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Engine, LayoutError, type LayoutParams } from '../../bindings/index.ts';
import { loadBackends } from '../../bindings/testing/backends.ts';
import { LAYOUT_ERRORS } from '../../bindings/index.ts';
import {
  galleryLayoutParams,
  LAYOUT_CODES,
  type LayoutName,
} from '../../web/src/gallery/model/index.ts';
import { type Backends, identityDisagreement, insaneRect, type Outcome } from './layout-check.ts';
import { CONFORMANCE_LAYOUTS } from './layout-cases.ts';
import { selectedLayouts, suiteSeed } from './selection.ts';

const LAYOUTS = selectedLayouts(process.env.LAYOUTS, CONFORMANCE_LAYOUTS);
const SEED = suiteSeed(process.env.CONFORMANCE_SEED);
const MILLION = 1_000_000;

let backends: Backends;
beforeAll(async () => {
  backends = await loadBackends();
});

const DEGENERATE = [
  0,
  -0,
  -1,
  -5_000,
  NaN,
  Infinity,
  -Infinity,
  1e-300,
  1e300,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
] as const;

function run(engine: Engine, sizes: Float64Array, params: LayoutParams): Outcome {
  try {
    const result = engine.layout(sizes, params);
    return { rects: result.rects, result };
  } catch (error) {
    if (!(error instanceof LayoutError)) throw error;
    // A clear error: one of the messages of the error table, never an unknown code.
    expect(Object.values(LAYOUT_ERRORS)).toContain(error.message);
    return { error: error.message };
  }
}

/** Both backends on one input: alike, and finite whenever they lay the items out. */
function expectRobust(sizes: Float64Array, params: LayoutParams, what: string): Outcome {
  const ts = run(backends.ts, sizes, params);
  const wasm = run(backends.wasm, sizes, params);
  expect(identityDisagreement(wasm, ts), what).toBeNull();
  if ('rects' in ts) {
    expect(ts.rects.length, what).toBe((sizes.length / 2) * 4);
    expect(insaneRect(ts.rects), what).toBeNull();
    expect(
      [ts.result!.width, ts.result!.height].every(Number.isFinite),
      `${what}: gallery ${ts.result!.width} x ${ts.result!.height}`,
    ).toBe(true);
  }
  return ts;
}

function paramsOf(
  layout: LayoutName,
  container: { width: number; height: number },
  extra: Record<string, unknown> = {},
): LayoutParams {
  return galleryLayoutParams(
    { layoutParams_structure_galleryLayout: LAYOUT_CODES[layout], ...extra },
    container,
  );
}

const CONTAINER = { width: 1_200, height: 800 };

describe.each(LAYOUTS)('layout %s: robustness', (layout) => {
  test('no items: an empty layout', () => {
    const outcome = expectRobust(new Float64Array(0), paramsOf(layout, CONTAINER), 'no items');
    expect('rects' in outcome && outcome.rects.length).toBe(0);
  });

  test('one item, of every degenerate size', () => {
    for (const width of DEGENERATE) {
      for (const height of [...DEGENERATE, 300]) {
        expectRobust(
          Float64Array.of(width, height),
          paramsOf(layout, CONTAINER),
          `one item ${width} x ${height}`,
        );
      }
    }
  });

  test('a container of degenerate width or height: a layout or the spec message', () => {
    const sizes = Float64Array.of(400, 300, 300, 400, 500, 500);
    for (const width of DEGENERATE) {
      for (const height of [0, 800, NaN, Infinity]) {
        expectRobust(sizes, paramsOf(layout, { width, height }), `container ${width} x ${height}`);
      }
    }
  });

  test('random galleries mixing degenerate sizes, spacings and target sizes', () => {
    const size = fc.oneof(
      { weight: 5, arbitrary: fc.integer({ min: 1, max: 8_000 }) },
      { weight: 1, arbitrary: fc.constantFrom(...DEGENERATE) },
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(size, size), { maxLength: 120 }),
        fc.oneof(fc.integer({ min: -100, max: 5_000 }), fc.constantFrom(...DEGENERATE)),
        fc.integer({ min: -20, max: 400 }),
        fc.constantFrom('SMART', 'PIXEL', 'PERCENT'),
        fc.integer({ min: 0, max: 2_000 }),
        (pairs, width, itemSpacing, unit, value) => {
          const params = paramsOf(
            layout,
            { width, height: 800 },
            {
              layoutParams_structure_itemSpacing: itemSpacing,
              layoutParams_targetItemSize_unit: unit,
              layoutParams_targetItemSize_value: value,
            },
          );
          expectRobust(
            Float64Array.from(pairs.flat()),
            params,
            `${pairs.length} items, width ${width}, spacing ${itemSpacing}, ${unit} ${value}`,
          );
        },
      ),
      { seed: SEED, numRuns: 60 },
    );
  });

  test('a million items: laid out, finite, alike on both backends', () => {
    const sizes = new Float64Array(2 * MILLION);
    for (let i = 0; i < MILLION; i++) {
      sizes[2 * i] = 300 + ((i * 7_919) % 5_700);
      sizes[2 * i + 1] = 300 + ((i * 104_729) % 5_700);
    }
    const outcome = expectRobust(sizes, paramsOf(layout, CONTAINER), 'a million items');
    expect('error' in outcome ? outcome.error : null).toBeNull();
  }, 120_000);
});
