// Appending items (spec/002 §4 "Blueprint"; issue 5 "Appending"): for every layout code, laying
// out N items and then appending M gives, on both backends and bit for bit, the rectangles a full
// layout of the N + M items gives. Columns of single items (masonry, grid) never move an earlier
// item; elsewhere only the end of the earlier layout that could depend on later items is laid
// out again (docs/layout-deviations.md row 11). The two backends agree bit for bit.

import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  type AppendedLayout,
  EMPTY_LAYOUT_STATE,
  type Engine,
  type GroupType,
  type LayoutParams,
  type LayoutResult,
  withAppended,
} from '../bindings/engine.ts';
import { itemSeeds } from '../bindings/index.ts';
import { loadBackends } from '../bindings/testing/backends.ts';
import { seededRandom } from '../bindings/testing/seeded-random.ts';
import { galleryLayoutParams } from '../web/src/gallery/model/index.ts';
import { LAYOUT_CODES, type LayoutName } from '../web/src/gallery/model/options/layout-codes.ts';

let backends: Record<'wasm' | 'ts', Engine>;
beforeAll(async () => {
  backends = await loadBackends();
});

interface Items {
  sizes: Float64Array;
  seeds: Uint32Array;
}

function randomItems(count: number, seed: number): Items {
  const next = seededRandom(seed);
  const items = Array.from({ length: count }, (_, i) => ({
    id: `item-${seed}-${i}`,
    width: 100 + Math.floor(next() * 2400),
    height: 100 + Math.floor(next() * 2400),
  }));
  const sizes = new Float64Array(count * 2);
  items.forEach((item, i) => sizes.set([item.width, item.height], 2 * i));
  return { sizes, seeds: itemSeeds(items) };
}

const bits = (values: Float64Array) => Array.from(new Uint32Array(values.slice().buffer));
const summary = (r: { width: number; height: number; columns: number }) => [
  r.width,
  r.height,
  r.columns,
];

/** Lays out `before` items, appends the rest; checks against a full layout; returns both steps. */
function appendAndCompare(
  engine: Engine,
  items: Items,
  before: number,
  params: LayoutParams,
): [AppendedLayout, AppendedLayout] {
  const head = {
    sizes: items.sizes.subarray(0, 2 * before),
    seeds: items.seeds.subarray(0, before),
  };
  const first = engine.layoutAppend(EMPTY_LAYOUT_STATE, head.sizes, params, head.seeds);
  const alone = engine.layout(head.sizes, params, head.seeds);
  expect(first.from).toBe(0);
  expect(bits(first.rects)).toEqual(bits(alone.rects));
  expect(summary(first)).toEqual(summary(alone));

  const second = engine.layoutAppend(
    first.state,
    items.sizes.subarray(2 * before),
    params,
    items.seeds.subarray(before),
  );
  const full = engine.layout(items.sizes, params, items.seeds);
  expect(second.from).toBeLessThanOrEqual(before);
  expect(bits(withAppended(first.rects, second))).toEqual(bits(full.rects));
  expect(summary(second)).toEqual(summary(full));
  return [first, second];
}

const codes = (Object.keys(LAYOUT_CODES) as LayoutName[]).filter((name) => name !== 'MAGIC');
/** Single items in columns (masonry, grid): an append never moves an earlier item. */
const singleColumns = (p: LayoutParams) =>
  p.orientation === 'columns' &&
  p.horizontalScroll !== true &&
  !(p.groupSize >= 2) &&
  (p.repeatingGroupTypes ?? []).length === 0;

describe.each(codes)('%s', (name) => {
  const variants: [string, Record<string, unknown>][] = [
    ['', {}],
    ['right to left', { behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT' }],
    [
      'spacing and crop',
      {
        layoutParams_structure_itemSpacing: 17,
        layoutParams_structure_gallerySpacing: 5,
        layoutParams_crop_enable: true,
      },
    ],
  ];
  test.each(variants)('appending gives a full layout, the same on both backends %s', (_, extra) => {
    let runs = 0;
    for (const [before, added, width] of [
      [0, 9, 980],
      [1, 1, 1200],
      [12, 5, 700],
      [47, 30, 1500],
      [60, 1, 2200],
    ]) {
      const params = galleryLayoutParams(
        { layoutParams_structure_galleryLayout: LAYOUT_CODES[name], ...extra },
        { width, height: 640 },
      );
      const items = randomItems(before + added, before * 7 + added);
      const [wasmFirst, wasmSecond] = appendAndCompare(backends.wasm, items, before, params);
      const [tsFirst, tsSecond] = appendAndCompare(backends.ts, items, before, params);
      expect(bits(wasmFirst.state)).toEqual(bits(tsFirst.state));
      expect(bits(wasmSecond.rects)).toEqual(bits(tsSecond.rects));
      expect(bits(wasmSecond.state)).toEqual(bits(tsSecond.state));
      expect(wasmSecond.from).toBe(tsSecond.from);
      if (singleColumns(params)) expect(wasmSecond.from).toBe(before);
      // One horizontal strip is laid out again whole.
      if (params.horizontalScroll === true && !params.groupsPerRow) expect(wasmSecond.from).toBe(0);
      // The state holds a few numbers, plus three per item laid out again.
      expect(wasmSecond.state.length).toBeLessThanOrEqual(
        7 + wasmSecond.columns + 3 * (before + added - wasmSecond.from + 1),
      );
      runs++;
    }
    expect(runs).toBe(5);
  });
});

test('rows: only the strip that was last is laid out again', () => {
  const params = galleryLayoutParams(
    { layoutParams_structure_galleryLayout: LAYOUT_CODES.COLLAGE },
    { width: 1000, height: 640 },
  );
  const items = randomItems(80, 11);
  const [first, second] = appendAndCompare(backends.wasm, items, 50, params);
  // Items above the last strip keep their places; the last strip's items are where the full
  // layout puts them.
  const lastStripTop = first.rects[4 * second.from + 1];
  for (let i = 0; i < second.from; i++) expect(first.rects[4 * i + 1]).toBeLessThan(lastStripTop);
  for (let i = second.from; i < 50; i++)
    expect(first.rects[4 * i + 1]).toBeGreaterThanOrEqual(lastStripTop);
  expect(second.from).toBeGreaterThan(40);
});

test('a state that does not fit the parameters is refused', () => {
  const vertical = {
    layoutParams_structure_galleryLayout: LAYOUT_CODES.MASONRY,
    layoutParams_structure_layoutOrientation: 'VERTICAL',
  };
  const masonry = galleryLayoutParams(vertical, { width: 1000, height: 640 });
  const narrow = galleryLayoutParams(vertical, { width: 300, height: 640 });
  expect(masonry.orientation).toBe('columns');
  const items = randomItems(10, 1);
  for (const engine of Object.values(backends)) {
    const { state } = engine.layoutAppend(EMPTY_LAYOUT_STATE, items.sizes, masonry);
    expect(() => engine.layoutAppend(state, items.sizes, narrow)).toThrow('malformed');
    expect(() => engine.layoutAppend(state.subarray(1), items.sizes, masonry)).toThrow('malformed');
  }
});

const groupType = fc.constantFrom<GroupType>('1', '2h', '2v', '3t', '3b', '3l', '3r', '3h', '3v');
const awkward = fc.constantFrom(0, -1, 0.5, Number.NaN, Infinity, 1e-300, 1e300);
const size = fc.oneof(
  { weight: 8, arbitrary: fc.double({ min: 1, max: 6000, noNaN: true }) },
  { weight: 1, arbitrary: awkward },
);

test('random parameters: appending in steps gives a full layout, the same on both backends', () => {
  fc.assert(
    fc.property(
      fc.record({
        orientation: fc.constantFrom('columns' as const, 'rows' as const),
        containerWidth: fc.double({ min: 100, max: 3000, noNaN: true }),
        containerHeight: fc.double({ min: 0, max: 2000, noNaN: true }),
        itemSpacing: fc.integer({ min: 0, max: 40 }),
        gallerySpacing: fc.integer({ min: 0, max: 40 }),
        targetItemSize: fc.double({ min: 40, max: 1200, noNaN: true }),
        fixedColumns: fc.integer({ min: 0, max: 6 }),
        cropEnable: fc.boolean(),
        cropMethod: fc.constantFrom(
          'FILL' as const,
          'FIT' as const,
          'MIN' as const,
          'MAX' as const,
        ),
        groupsOrder: fc.constantFrom('BY_HEIGHT' as const, 'LEFT_TO_RIGHT' as const),
        groupSize: fc.constantFrom(1, 2, 3, Number.NaN),
        cropRatios: fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), { maxLength: 3 }),
        columnRatios: fc.constant([]),
        horizontalScroll: fc.boolean(),
        repeatingGroupTypes: fc.oneof(
          { weight: 3, arbitrary: fc.constant([]) },
          { weight: 1, arbitrary: fc.array(groupType, { minLength: 1, maxLength: 4 }) },
        ),
        rightToLeft: fc.boolean(),
        groupsPerRow: fc.constantFrom(0, 0, 2),
        randomScatter: fc.constantFrom(0, 0, 35),
        scatterSeed: fc.nat(),
        manualScatter: fc.constantFrom([], [10, -20, -5, 30, 0, 0]),
      }),
      fc.array(size, { minLength: 2, maxLength: 160 }),
      fc.array(fc.nat({ max: 40 }), { minLength: 1, maxLength: 4 }),
      (params, flat, steps) => {
        const all = Float64Array.from(flat.length % 2 === 0 ? flat : flat.slice(1));
        let full: LayoutResult;
        try {
          full = backends.ts.layout(all, params);
        } catch (error) {
          // What cannot be laid out cannot be appended to either, with the same message.
          for (const engine of Object.values(backends)) {
            expect(() => engine.layoutAppend(EMPTY_LAYOUT_STATE, all, params)).toThrow(
              (error as Error).message,
            );
          }
          return;
        }
        const outcomes = Object.values(backends).map((engine) => {
          let state = EMPTY_LAYOUT_STATE;
          let rects: Float64Array<ArrayBufferLike> = new Float64Array(0);
          let at = 0;
          for (const step of [...steps, all.length]) {
            const end = Math.min(all.length / 2, at + step);
            const appended = engine.layoutAppend(state, all.subarray(2 * at, 2 * end), params);
            rects = withAppended(rects, appended);
            state = appended.state;
            at = end;
            if (at === all.length / 2) expect(summary(appended)).toEqual(summary(full));
          }
          return { rects: bits(rects), state: bits(state) };
        });
        expect(outcomes[0]).toEqual(outcomes[1]);
        expect(outcomes[0].rects).toEqual(bits(full.rects));
      },
    ),
    { numRuns: 150 },
  );
});
