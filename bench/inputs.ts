// The benchmark's inputs: deterministic photo-like item sizes and every layout's options.
// The same inputs feed all three backends, so their figures compare like with like.

import { seededRandom } from '../bindings/testing/seeded-random.ts';
import { LAYOUT_CODES, type LayoutName as LayoutCodeName } from '../web/src/gallery/model/index.ts';

/** A benchmarked layout: a layout code's name, or a named variant of one. */
export type LayoutName = string;

export interface BenchLayout {
  name: LayoutName;
  /** Flat pro-gallery options (spec/001 names); everything else takes its default. */
  options: Readonly<Record<string, unknown>>;
}

const code = (name: LayoutCodeName) => ({
  layoutParams_structure_galleryLayout: LAYOUT_CODES[name],
});

/**
 * Every layout code of spec/001 §2 but the unsupported MAGIC, with its default options, plus
 * masonry in columns (its default orientation is rows), the form the demo shows.
 */
export const BENCH_LAYOUTS: readonly BenchLayout[] = [
  ...(Object.keys(LAYOUT_CODES) as LayoutCodeName[])
    .filter((name) => name !== 'MAGIC')
    .map((name) => ({ name, options: code(name) })),
  {
    name: 'MASONRY_COLUMNS',
    options: { ...code('MASONRY'), layoutParams_structure_layoutOrientation: 'VERTICAL' },
  },
];

export const ITEM_COUNTS: readonly number[] = [1_000, 10_000, 100_000];

/** The seed of the items' sizes: every benchmark (Node and the benchmark page) lays out the same. */
export const SEED = 20_240_601;

export const CONTAINER = { width: 1_200, height: 800 } as const;

/** Whole-pixel sizes like uploaded photos: 300 to 6,000 px wide, aspect ratios 1:3 to 3:1. */
export function randomSizes(count: number, seed: number): Float64Array {
  const random = seededRandom(seed);
  const sizes = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    const width = 300 + Math.floor(random() * 5_700);
    const ratio = Math.exp((random() * 2 - 1) * Math.log(3));
    sizes[2 * i] = width;
    sizes[2 * i + 1] = Math.max(1, Math.round(width / ratio));
  }
  return sizes;
}

export interface ReferenceItem {
  id: string;
  width: number;
  height: number;
}

/** The same sizes as the reference gallery takes them: one object per item. */
export function referenceItems(sizes: Float64Array): ReferenceItem[] {
  const items: ReferenceItem[] = [];
  for (let i = 0; i < sizes.length / 2; i++)
    items.push({ id: `item-${i}`, width: sizes[2 * i], height: sizes[2 * i + 1] });
  return items;
}
