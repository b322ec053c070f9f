// Conformance of the columns layouts with the reference gallery (pro-gallery-lib + pro-layouts
// 5.0.148, run as a black box through bench/reference.ts): random galleries and options, the
// TypeScript twin fed by galleryLayoutParams, every item's rectangle within half a pixel.
//
// The seed is fixed so the suite is repeatable; CONFORMANCE_SEED=<n> (or `random`) and
// CONFORMANCE_RUNS=<n> explore further. On a failure fast-check prints the seed and the shrunk case.

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createTsEngine } from '../../bindings/index.ts';
import { referenceLayout } from '../../bench/reference.ts';
import { galleryLayoutParams, itemSizes } from '../../web/src/gallery/model/index.ts';

const TOLERANCE_PX = 0.5;
const SEED =
  process.env.CONFORMANCE_SEED === 'random'
    ? undefined
    : Number(process.env.CONFORMANCE_SEED ?? 0x7e55e4a);
const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 200);

const engine = createTsEngine();

interface Case {
  layout: 'masonry' | 'grid';
  container: { width: number; height: number };
  itemSpacing: number;
  gallerySpacing: number;
  /** A fixed column count in SET_ITEMS_PER_ROW mode, or null for the target-size count. */
  columns: number | null;
  /** The SMART target item size setting, or null for its default. */
  targetValue: number | null;
  cropRatio: number;
  items: { id: string; width: number; height: number }[];
}

const item = fc.record({
  width: fc.integer({ min: 10, max: 6_000 }),
  height: fc.integer({ min: 10, max: 6_000 }),
});

const galleryCase: fc.Arbitrary<Case> = fc.record({
  layout: fc.constantFrom('masonry' as const, 'grid' as const),
  container: fc.record({
    width: fc.integer({ min: 200, max: 2_600 }),
    height: fc.integer({ min: 200, max: 1_500 }),
  }),
  itemSpacing: fc.integer({ min: 0, max: 50 }),
  gallerySpacing: fc.integer({ min: 0, max: 40 }),
  columns: fc.option(fc.integer({ min: 1, max: 10 }), { freq: 3 }),
  targetValue: fc.option(fc.integer({ min: 5, max: 80 }), { freq: 2 }),
  cropRatio: fc.constantFrom(1, 1.5, 0.75, 16 / 9, 9 / 16),
  items: fc
    .array(item, { minLength: 1, maxLength: 300 })
    .map((sizes) => sizes.map((size, i) => ({ id: `item-${i}`, ...size }))),
});

/** The case as flat pro-gallery options (spec/001 names), the form both sides accept. */
function flatOptions(c: Case): Record<string, unknown> {
  const options: Record<string, unknown> =
    c.layout === 'masonry'
      ? {
          layoutParams_structure_galleryLayout: 1,
          layoutParams_structure_layoutOrientation: 'VERTICAL',
        }
      : { layoutParams_structure_galleryLayout: 2, layoutParams_crop_ratios: [c.cropRatio] };
  options.layoutParams_structure_itemSpacing = c.itemSpacing;
  options.layoutParams_structure_gallerySpacing = c.gallerySpacing;
  if (c.columns !== null) {
    options.layoutParams_structure_responsiveMode = 'SET_ITEMS_PER_ROW';
    options.layoutParams_structure_numberOfColumns = c.columns;
  }
  if (c.targetValue !== null) options.layoutParams_targetItemSize_value = c.targetValue;
  return options;
}

/** The first item whose rectangle differs by more than the tolerance, described for a reader. */
function firstDisagreement(ours: Float64Array, reference: Float64Array): string | null {
  if (ours.length !== reference.length)
    return `ours has ${ours.length / 4} items, the reference ${reference.length / 4}`;
  for (let i = 0; i < ours.length; i += 4) {
    for (let k = 0; k < 4; k++) {
      if (!(Math.abs(ours[i + k] - reference[i + k]) <= TOLERANCE_PX)) {
        const rect = (r: Float64Array) => `[${Array.from(r.subarray(i, i + 4)).join(', ')}]`;
        return `item ${i / 4} (left, top, width, height): ours ${rect(ours)}, reference ${rect(reference)}`;
      }
    }
  }
  return null;
}

function disagreement(c: Case): string | null {
  const options = flatOptions(c);
  const ours = engine.layout(itemSizes(c.items), galleryLayoutParams(options, c.container)).rects;
  const reference = referenceLayout(options, c.container, c.items).rects;
  return firstDisagreement(ours, reference);
}

test('masonry and grid agree with the reference gallery within half a pixel', () => {
  fc.assert(
    fc.property(galleryCase, (c) => {
      const found = disagreement(c);
      expect(
        found,
        `${found}\noptions ${JSON.stringify(flatOptions(c))} container ${JSON.stringify(c.container)}`,
      ).toBeNull();
    }),
    { seed: SEED, numRuns: RUNS },
  );
});

test('the default masonry and grid agree on a fixed gallery', () => {
  const items = Array.from({ length: 40 }, (_, i) => ({
    id: `item-${i}`,
    width: 400 + ((i * 379) % 2_000),
    height: 300 + ((i * 613) % 1_700),
  }));
  for (const layout of ['masonry', 'grid'] as const) {
    const c: Case = {
      layout,
      container: { width: 1_210, height: 800 },
      itemSpacing: 10,
      gallerySpacing: 0,
      columns: null,
      targetValue: null,
      cropRatio: 1,
      items,
    };
    expect(disagreement(c)).toBeNull();
  }
});

// Disagreements the random cases found, minimised by hand. Each names what the reference did
// (pro-layouts 5.0.148) and what the twin did when it was found.
const masonry = (sizes: [number, number][], rest: Partial<Case> = {}): Case => ({
  layout: 'masonry',
  container: { width: 1_200, height: 800 },
  itemSpacing: 10,
  gallerySpacing: 0,
  columns: null,
  targetValue: null,
  cropRatio: 1,
  items: sizes.map(([width, height], i) => ({ id: `item-${i}`, width, height })),
  ...rest,
});

const MINIMISED: [string, Case][] = [
  // Exact half-pixel tie: 394 * 15719 / 5716 = 1083.5. Reference item 1 height 1083, twin 1084.
  [
    'a half-pixel tie in an item height is broken as the reference breaks it',
    masonry([
      [100, 100],
      [5716, 15719],
    ]),
  ],
  // Item 0 rounds to height 0 and shows 1 px tall. The reference moves its column down by
  // 1 + itemSpacing (item 3 top 11); the twin by itemSpacing only (top 10).
  [
    'an item whose height rounds to 0 takes 1 px of its column',
    masonry([
      [10_000, 1],
      [100, 100],
      [100, 100],
      [100, 100],
    ]),
  ],
  // Item spacing (40) wider than the column (24): item 0's group height is negative. The reference's
  // shortest-column search passes a negative column over and puts item 1 in column 1 at (24, 0);
  // the twin once filled column 0 from above the top, at (0, -120).
  [
    'a column left with a negative height is passed over, as the reference does',
    masonry(
      [
        [100, 1_000],
        [100, 100],
      ],
      { container: { width: 200, height: 800 }, itemSpacing: 40, columns: 10 },
    ),
  ],
  // A 3 px wide column item (9 columns of 22-23 px, spacing 20, gallery spacing 7): reference
  // height 2, twin 1.
  [
    'a 3 px wide item in uneven columns',
    masonry([[21, 10]], {
      container: { width: 200, height: 200 },
      itemSpacing: 20,
      gallerySpacing: 7,
      columns: 9,
    }),
  ],
];

for (const [name, c] of MINIMISED) {
  test(`minimised: ${name}`, () => {
    expect(disagreement(c), JSON.stringify(flatOptions(c))).toBeNull();
  });
}
