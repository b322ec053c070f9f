// The conformance cases reach every family issue trackers found agreeing less often than the
// suites said, the gallery props the layout depends on, and options written as a pro-gallery
// owner writes them (layout-case-forms.ts); the ratchet's second seed rotates by the day.

import { expect, test } from 'vitest';
import type { LayoutName } from '../../web/src/gallery/model/index.ts';
import { caseSeed, type LayoutCase, layoutCase } from './layout-cases.ts';
import { DEFAULT_SUITE_SEED, rotatingSuiteSeed } from './selection.ts';

function cases(layout: LayoutName, count = 200): LayoutCase[] {
  return Array.from({ length: count }, (_, run) => layoutCase(layout, caseSeed(7, layout, run)));
}

const has = (c: LayoutCase, ...names: string[]) => names.every((name) => name in c.options);
const share = (all: LayoutCase[], keep: (c: LayoutCase) => boolean) => all.filter(keep).length;

test('each family is generated: thumbnails, arrows outside, column ratios, cropOnlyFill, collage in columns', () => {
  const thumbnails = cases('THUMBNAIL');
  expect(
    share(thumbnails, (c) =>
      has(
        c,
        'layoutParams_thumbnails_size',
        'layoutParams_thumbnails_spacing',
        'layoutParams_thumbnails_marginToGallery',
      ),
    ),
  ).toBeGreaterThan(40);
  for (const alignment of ['TOP', 'BOTTOM', 'LEFT', 'RIGHT'])
    expect(
      share(thumbnails, (c) => c.options.layoutParams_thumbnails_alignment === alignment),
      alignment,
    ).toBeGreaterThan(10);
  for (const layout of ['SLIDER', 'SLIDESHOW', 'THUMBNAIL', 'COLUMN', 'FULLSIZE'] as const)
    expect(
      share(
        cases(layout),
        (c) =>
          c.options.layoutParams_navigationArrows_position === 'OUTSIDE_GALLERY' &&
          has(c, 'layoutParams_navigationArrows_size', 'layoutParams_navigationArrows_padding'),
      ),
      layout,
    ).toBeGreaterThan(40);
  expect(
    share(cases('MASONRY'), (c) =>
      has(c, 'layoutParams_structure_columnRatios', 'layoutParams_structure_gallerySpacing'),
    ),
  ).toBeGreaterThan(50);
  expect(
    share(cases('GRID'), (c) => c.options.layoutParams_crop_cropOnlyFill === true),
  ).toBeGreaterThan(40);
  expect(
    share(
      cases('COLLAGE'),
      (c) =>
        c.options.layoutParams_structure_layoutOrientation === 'VERTICAL' &&
        c.options.layoutParams_groups_groupSize === 1 &&
        has(c, 'layoutParams_groups_repeatingGroupTypes'),
    ),
  ).toBeGreaterThan(30);
});

test('cases come on every device type, some at a fractional width or height', () => {
  const all = cases('GRID', 300);
  expect(share(all, (c) => c.deviceType === 'mobile')).toBeGreaterThan(30);
  expect(share(all, (c) => c.deviceType === 'tablet')).toBeGreaterThan(30);
  expect(share(all, (c) => c.deviceType === 'desktop')).toBeGreaterThan(150);
  expect(share(all, (c) => !Number.isInteger(c.container.width))).toBeGreaterThan(20);
  expect(share(all, (c) => !Number.isInteger(c.container.height))).toBeGreaterThan(20);
});

test('options come as pro-gallery owners write them: the layout by name, legacy names mixed in', () => {
  const thumbnails = cases('THUMBNAIL', 300);
  const named = thumbnails.map((c) => c.options.layoutParams_structure_galleryLayout);
  expect(named).toContain('thumbnails');
  expect(named).toContain('THUMBNAIL');
  expect(named).toContain(3);
  expect(cases('GRID', 300).map((c) => c.options.layoutParams_structure_galleryLayout)).toContain(
    'grid',
  );
  const legacy = ['imageMargin', 'isVertical', 'cubeType', 'thumbnailSize', 'collageDensity'];
  const all = [...thumbnails, ...cases('COLLAGE', 300)];
  for (const name of legacy)
    expect(
      share(all, (c) => has(c, name)),
      name,
    ).toBeGreaterThan(3);
});

test('the second seed of the ratchet rotates by the UTC day and differs from the fixed one', () => {
  const day = (iso: string) => rotatingSuiteSeed(new Date(iso));
  expect(day('2026-11-28T00:00:01Z')).toBe(day('2026-11-28T23:59:59Z'));
  expect(day('2026-11-28T12:00:00Z')).not.toBe(day('2026-11-29T12:00:00Z'));
  expect(day('2026-11-28T12:00:00Z')).not.toBe(DEFAULT_SUITE_SEED);
  // A 32-bit seed, as CONFORMANCE_SEED takes it back, on every day of a year.
  for (let d = 0; d < 366; d++) {
    const seed = rotatingSuiteSeed(new Date(Date.UTC(2026, 0, 1 + d)));
    expect(seed >>> 0).toBe(seed);
  }
});
