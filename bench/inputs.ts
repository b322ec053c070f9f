// The benchmark's inputs: deterministic photo-like item sizes and the two layouts' options.
// The same inputs feed all three backends, so their figures compare like with like.

import { seededRandom } from '../bindings/testing/seeded-random.ts';

export type LayoutName = 'masonry' | 'grid';

export const LAYOUT_NAMES: readonly LayoutName[] = ['masonry', 'grid'];

export const ITEM_COUNTS: readonly number[] = [1_000, 10_000, 100_000];

export const CONTAINER = { width: 1_200, height: 800 } as const;

/** Flat pro-gallery options (spec/001 names); everything else takes its default. */
export const LAYOUT_OPTIONS: Record<LayoutName, Readonly<Record<string, unknown>>> = {
  masonry: { layoutParams_structure_galleryLayout: 1, layoutParams_structure_layoutOrientation: 'VERTICAL' },
  grid: { layoutParams_structure_galleryLayout: 2 },
};

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
  for (let i = 0; i < sizes.length / 2; i++) items.push({ id: `item-${i}`, width: sizes[2 * i], height: sizes[2 * i + 1] });
  return items;
}
