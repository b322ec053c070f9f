// The documented deviations (deviations.ts), tested both ways: the reference really is wrong
// there, and Tessera does the right thing on both backends.

import { beforeAll, describe, expect, test } from 'vitest';
import { referenceLayout, referenceLayoutWith, referenceSetup } from '../../bench/reference.ts';
import { loadBackends } from '../../bindings/testing/backends.ts';
import { seededRandom } from '../../bindings/testing/seeded-random.ts';
import { deviationOf } from './deviations.ts';
import { type Backends, engineLayout, rectDisagreement } from './layout-check.ts';
import type { CaseItem } from './layout-cases.ts';

let backends: Backends;
beforeAll(async () => {
  backends = await loadBackends();
});

const CONTAINER = { width: 1_000, height: 800 };

/** Collage in columns (vertical orientation), crop off, every group of one type. */
function columnsCollage(groupType: string): Record<string, unknown> {
  return {
    layoutParams_structure_galleryLayout: 0,
    layoutParams_structure_layoutOrientation: 'VERTICAL',
    layoutParams_structure_itemSpacing: 20,
    layoutParams_crop_enable: false,
    layoutParams_groups_groupSize: 3,
    layoutParams_groups_allowedGroupTypes: [groupType],
    layoutParams_groups_repeatingGroupTypes: [groupType],
  };
}

function photos(seed: number, count: number): CaseItem[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const width = 800 + Math.floor(random() * 3_000);
    return { id: `item-${i}`, width, height: Math.round(width / (0.6 + random() * 1.2)) };
  });
}

/** Items whose rectangle does not keep the media's ratio (to a pixel of rounding each way). */
function distorted(rects: Float64Array, items: readonly CaseItem[]): number[] {
  const out: number[] = [];
  items.forEach((item, i) => {
    const ratio = item.width / item.height;
    const [width, height] = [rects[4 * i + 2], rects[4 * i + 3]];
    if (!(Math.abs(width - height * ratio) <= 1 + ratio)) out.push(i);
  });
  return out;
}

describe('3t and 3b groups in columns', () => {
  const items = photos(3, 12);

  test('the reference keeps ratios in 3l and 3r groups but distorts 3t and 3b pairs', () => {
    for (const type of ['3l', '3r'])
      expect(
        distorted(referenceLayout(columnsCollage(type), CONTAINER, items).rects, items),
        type,
      ).toEqual([]);
    for (const type of ['3t', '3b'])
      expect(
        distorted(referenceLayout(columnsCollage(type), CONTAINER, items).rects, items),
        type,
      ).not.toEqual([]);
  });

  function ours(type: string): Float64Array {
    const setup = referenceSetup(columnsCollage(type), CONTAINER);
    const ts = engineLayout(backends.ts, items, setup, CONTAINER).rects;
    const wasm = engineLayout(backends.wasm, items, setup, CONTAINER).rects;
    expect(Array.from(wasm)).toEqual(Array.from(ts));
    return ts;
  }

  test.each(['3l', '3r'])('where the reference is right (%s), ours is the reference', (type) => {
    expect(
      rectDisagreement(ours(type), referenceLayout(columnsCollage(type), CONTAINER, items).rects),
    ).toBeNull();
  });

  test.each(['3t', '3b'])(
    'ours forms %s groups, one item across a pair, every item undistorted',
    (type) => {
      const r = ours(type);
      const [left, top, width] = [
        (i: number) => r[4 * i],
        (i: number) => r[4 * i + 1],
        (i: number) => r[4 * i + 2],
      ];
      for (let g = 0; g < items.length; g += 3) {
        // 3t: the wide item on top of the pair; 3b: the pair on top of the wide item.
        const [wide, first, second] = type === '3t' ? [g, g + 1, g + 2] : [g + 2, g, g + 1];
        expect(
          type === '3t' ? top(wide) < top(first) : top(wide) > top(first),
          `group at item ${g}`,
        ).toBe(true);
        expect(top(first)).toBe(top(second));
        expect(left(first)).toBe(left(wide));
        expect(left(second)).toBeGreaterThan(left(first));
        expect(
          Math.abs(left(second) + width(second) - (left(wide) + width(wide))),
        ).toBeLessThanOrEqual(1);
      }
      expect(distorted(r, items)).toEqual([]);
    },
  );
});

describe('a target item size the gallery spacing leaves under a pixel in a vertical gallery', () => {
  // 63 px less twice 37 px of gallery spacing, plus the item spacing: a target of -1 px.
  const options = {
    layoutParams_structure_galleryLayout: -1,
    layoutParams_structure_gallerySpacing: 37,
    layoutParams_structure_itemSpacing: 10,
    layoutParams_targetItemSize_unit: 'PIXEL',
    layoutParams_targetItemSize_value: 63,
  };
  const items = photos(5, 12);

  test('the reference shows every item a pixel tall, most a pixel wide: a gallery nobody can see', () => {
    const rects = referenceLayout(options, CONTAINER, items).rects;
    expect(items.map((_, i) => rects[4 * i + 3])).toEqual(items.map(() => 1));
    expect(items.filter((_, i) => rects[4 * i + 2] === 1).length).toBeGreaterThan(items.length / 2);
  });

  test("ours reports the spec's target size error on both backends", () => {
    const setup = referenceSetup(options, CONTAINER);
    for (const engine of [backends.ts, backends.wasm]) {
      expect(() => engineLayout(engine, items, setup, CONTAINER)).toThrow(
        'Layouter: cannot create layout, targetItemSize is undefined or 0',
      );
    }
  });
});

describe('text taller than a horizontal gallery', () => {
  // A slideshow 239 px tall less 120 px of thumbnails, with 258 px of text under its items.
  const options = {
    layoutParams_structure_galleryLayout: 5,
    layoutParams_info_placement: 'BELOW',
    layoutParams_info_height: 258,
    layoutParams_thumbnails_enable: true,
  };
  const container = { width: 1_300, height: 239 };
  const items = photos(13, 6);
  const gallery = { externalInfoRenderer: true };

  test('the reference piles every item at the left edge, a pixel each', () => {
    const setup = referenceSetup(options, container, gallery);
    const rects = referenceLayoutWith(setup, items).rects;
    for (let i = 0; i < items.length; i++)
      expect(Array.from(rects.subarray(4 * i, 4 * i + 4)), `item ${i}`).toEqual([0, 0, 1, 1]);
    expect(deviationOf(setup, referenceLayoutWith(setup, items))?.deviation.name).toBe(
      'text taller than a horizontal gallery',
    );
  });

  test('ours shows them a pixel each, side by side in order, on both backends', () => {
    const setup = referenceSetup(options, container, gallery);
    const ts = engineLayout(backends.ts, items, setup, container).rects;
    const wasm = engineLayout(backends.wasm, items, setup, container).rects;
    expect(Array.from(wasm)).toEqual(Array.from(ts));
    const lefts = items.map((_, i) => ts[4 * i]);
    for (let i = 0; i < items.length; i++) {
      expect([ts[4 * i + 2], ts[4 * i + 3]], `item ${i}`).toEqual([1, 1]);
      if (i > 0) expect(lefts[i]).not.toBe(lefts[i - 1]);
    }
  });
});

describe('a horizontal gallery with a ratio that a thumbnail strip beside it leaves no width', () => {
  // 508 + 98 px of thumbnails beside a 500 px THUMBNAIL gallery of ratio 1: -106 px wide and tall.
  const options = {
    layoutParams_structure_galleryLayout: 3,
    layoutParams_thumbnails_size: 508,
    layoutParams_thumbnails_marginToGallery: 98,
    layoutParams_thumbnails_alignment: 'LEFT',
    layoutParams_structure_galleryRatio_value: 1,
  };
  const container = { width: 500, height: 436 };
  const items = photos(14, 5);

  test('the reference shows every item a pixel wide and tall', () => {
    const rects = referenceLayout(options, container, items).rects;
    for (let i = 0; i < items.length; i++)
      expect([rects[4 * i + 2], rects[4 * i + 3]], `item ${i}`).toEqual([1, 1]);
  });

  test("ours reports the spec's target size error on both backends", () => {
    const setup = referenceSetup(options, container);
    for (const engine of [backends.ts, backends.wasm]) {
      expect(() => engineLayout(engine, items, setup, container)).toThrow(
        'Layouter: cannot create layout, targetItemSize is undefined or 0',
      );
    }
  });
});
