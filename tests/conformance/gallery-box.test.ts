// The gallery's own box, where thumbnails and arrows outside it take their room (spec/001 §4,
// spec/002 §2), held to pro-gallery 5.0.148 on both backends: a strip or arrows that take more
// than the container, and a container of a fractional width.

import { beforeAll, describe, expect, test } from 'vitest';
import { referenceLayout, referenceSetup } from '../../bench/reference.ts';
import { loadBackends } from '../../bindings/testing/backends.ts';
import { seededRandom } from '../../bindings/testing/seeded-random.ts';
import { type Backends, engineLayout, rectDisagreement } from './layout-check.ts';
import type { CaseItem } from './layout-cases.ts';

let backends: Backends;
beforeAll(async () => {
  backends = await loadBackends();
});

function photos(seed: number, count: number): CaseItem[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const width = 800 + Math.floor(random() * 3_000);
    return { id: `item-${i}`, width, height: Math.round(width / (0.6 + random() * 1.2)) };
  });
}

/** Ours on both backends, bit for bit the same, and within half a pixel of the reference. */
function expectAsReference(
  options: Record<string, unknown>,
  container: { width: number; height: number },
  items: CaseItem[],
): Float64Array {
  const setup = referenceSetup(options, container);
  const ts = engineLayout(backends.ts, items, setup, container).rects;
  const wasm = engineLayout(backends.wasm, items, setup, container).rects;
  expect(Array.from(wasm)).toEqual(Array.from(ts));
  const reference = referenceLayout(options, container, items).rects;
  expect(rectDisagreement(ts, reference)).toBeNull();
  return ts;
}

const heights = (rects: Float64Array) =>
  Array.from({ length: rects.length / 4 }, (_, i) => rects[4 * i + 3]);

describe('thumbnails that take more than the container', () => {
  test('a strip taller than the container: the items show at the container height, behind it', () => {
    // THUMBNAIL with 249 px thumbnails in a 224 px container: the gallery would be -25 px tall.
    const container = { width: 1_764, height: 224 };
    const rects = expectAsReference(
      { layoutParams_structure_galleryLayout: 3, layoutParams_thumbnails_size: 249 },
      container,
      photos(7, 6),
    );
    expect(heights(rects)).toEqual(Array(6).fill(224));
  });

  test.each(['TOP', 'BOTTOM'])(
    'with a margin to the gallery and item spacing, thumbnails at the %s',
    (alignment) => {
      const options = {
        layoutParams_structure_galleryLayout: 3,
        layoutParams_thumbnails_size: 230,
        layoutParams_thumbnails_marginToGallery: 35,
        layoutParams_thumbnails_spacing: 28,
        layoutParams_thumbnails_alignment: alignment,
        layoutParams_structure_itemSpacing: 37,
      };
      expectAsReference(options, { width: 862, height: 250 }, photos(8, 9));
    },
  );
});

test('a strip beside a vertical gallery wider than the container: the item spacing widens what is left', () => {
  // 273.5 px less 286 + 21 px of thumbnails: -34 px, 16 px once widened by 50 px of spacing.
  const options = {
    layoutParams_structure_galleryLayout: 6,
    layoutParams_structure_itemSpacing: 50,
    layoutParams_thumbnails_enable: true,
    layoutParams_thumbnails_size: 286,
    layoutParams_thumbnails_marginToGallery: 21,
    layoutParams_thumbnails_alignment: 'RIGHT',
  };
  expectAsReference(options, { width: 273.5, height: 772 }, photos(11, 5));
});

describe('arrows outside a horizontal gallery that take more than its width', () => {
  test('the items show at the container width', () => {
    // 2 x (66 px arrows + 40 px margin) leave a 206 px wide fullsize gallery -6 px.
    const options = {
      layoutParams_structure_galleryLayout: 9,
      layoutParams_structure_scrollDirection: 'HORIZONTAL',
      layoutParams_navigationArrows_position: 'OUTSIDE_GALLERY',
      layoutParams_navigationArrows_size: 66,
      layoutParams_navigationArrows_padding: 49,
    };
    const rects = expectAsReference(options, { width: 206, height: 277 }, photos(9, 5));
    expect(rects[2]).toBe(206);
  });
});

describe('a container of a fractional width', () => {
  test.each([
    ['a slideshow', { layoutParams_structure_galleryLayout: 5 }, 1_693.5],
    [
      'thumbnails beside the gallery',
      {
        layoutParams_structure_galleryLayout: 3,
        layoutParams_thumbnails_alignment: 'RIGHT',
        layoutParams_thumbnails_marginToGallery: 47,
      },
      1_849.75,
    ],
    [
      'arrows outside',
      {
        layoutParams_structure_galleryLayout: 5,
        layoutParams_navigationArrows_position: 'OUTSIDE_GALLERY',
        layoutParams_navigationArrows_size: 65,
        layoutParams_structure_itemSpacing: 18,
      },
      862.75,
    ],
    [
      'a vertical grid with a percent crop ratio',
      {
        layoutParams_structure_galleryLayout: 2,
        layoutParams_thumbnails_enable: true,
        layoutParams_thumbnails_marginToGallery: 73,
        layoutParams_structure_itemSpacing: 32,
        layoutParams_crop_ratios: ['50%/100%'],
      },
      284.75,
    ],
  ])('%s: the gallery takes its whole pixels', (_what, options, width) => {
    const rects = expectAsReference(options, { width, height: 700 }, photos(10, 8));
    expect(Number.isInteger(rects[2])).toBe(true);
  });
});

test('a vertical gallery takes the whole pixels of a fractional container height', () => {
  // A percent crop ratio measures the gallery's height: 1,369.75 px counts as 1,369.
  const options = {
    layoutParams_structure_galleryLayout: 2,
    layoutParams_thumbnails_enable: true,
    layoutParams_thumbnails_size: 330,
    layoutParams_thumbnails_marginToGallery: 91,
    layoutParams_thumbnails_alignment: 'LEFT',
    layoutParams_structure_itemSpacing: 20,
    layoutParams_crop_ratios: ['30%/40%'],
  };
  expectAsReference(options, { width: 480, height: 1_369.75 }, photos(12, 8));
});
