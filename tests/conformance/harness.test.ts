// The conformance harness itself: its cases cover every layout code and option family, replay from their seed,
// and shrink; what it assumes of the reference holds.

import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { referenceLayout, referenceLayoutWith, referenceSetup } from '../../bench/reference.ts';
import { DEVIATIONS, deviationOf } from './deviations.ts';
import { galleryBoxWidth, mirrored, rectDisagreement, TOLERANCE_PX } from './layout-check.ts';
import { CONFORMANCE_LAYOUTS, caseSeed, layoutCase } from './layout-cases.ts';
import { reduce, shrink } from './layout-shrink.ts';
import { selectedLayouts, suiteSeed } from './selection.ts';

test('every layout code of spec/001 §2 but MAGIC is checked', () => {
  expect(CONFORMANCE_LAYOUTS).toEqual([
    'JSON_FIXED',
    'DESIGNED_PRESET',
    'EMPTY',
    'COLLAGE',
    'MASONRY',
    'GRID',
    'THUMBNAIL',
    'SLIDER',
    'SLIDESHOW',
    'PANORAMA',
    'COLUMN',
    'FULLSIZE',
    'BRICKS',
    'MIX',
    'ALTERNATE',
  ]);
});

test('a case is the same every time its seed is given', () => {
  expect(layoutCase('COLLAGE', 12_345)).toEqual(layoutCase('COLLAGE', 12_345));
  expect(layoutCase('COLLAGE', 12_345)).not.toEqual(layoutCase('COLLAGE', 12_346));
  expect(caseSeed(1, 'GRID', 0)).not.toBe(caseSeed(1, 'GRID', 1));
  expect(caseSeed(1, 'GRID', 0)).not.toBe(caseSeed(1, 'MASONRY', 0));
});

test('suites of nearby seeds share no cases', () => {
  const suite = (seed: number) =>
    new Set(Array.from({ length: 60 }, (_, run) => caseSeed(seed, 'GRID', run)));
  const seven = suite(7);
  for (const other of [6, 11, 15, 23])
    expect([...suite(other)].filter((s) => seven.has(s))).toEqual([]);
  expect(seven.size).toBe(60);
});

test('cases span 1 to 3,000 items, widths 200 to 2,600 px, and every option family the layouts read', () => {
  const cases = Array.from({ length: 600 }, (_, run) =>
    layoutCase('COLLAGE', caseSeed(7, 'COLLAGE', run)),
  );
  const counts = cases.map((c) => c.items.length);
  const widths = cases.map((c) => c.container.width);
  expect(Math.min(...counts)).toBe(1);
  expect(Math.max(...counts)).toBeGreaterThan(2_500);
  expect(Math.max(...counts)).toBeLessThanOrEqual(3_000);
  expect(counts.filter((n) => n <= 40).length).toBeGreaterThan(cases.length / 2);
  expect(Math.min(...widths)).toBeGreaterThanOrEqual(200);
  expect(Math.max(...widths)).toBeLessThanOrEqual(2_600);
  const seen = (name: string) => cases.filter((c) => name in c.options).length;
  for (const name of [
    'layoutParams_structure_itemSpacing',
    'layoutParams_groups_density',
    'layoutParams_crop_method',
    'layoutParams_crop_ratios',
    'layoutParams_structure_layoutOrientation',
    'layoutParams_groups_allowedGroupTypes',
    'layoutParams_groups_repeatingGroupTypes',
    'behaviourParams_gallery_layoutDirection',
    'layoutParams_targetItemSize_unit',
    'layoutParams_info_placement',
    'layoutParams_structure_scatter_manualScatter',
    'layoutParams_structure_scatter_randomScatter',
  ]) {
    expect(seen(name), name).toBeGreaterThan(20);
  }
  expect(cases.filter((c) => c.externalInfoRenderer).length).toBeGreaterThan(100);
  const ratios = cases.flatMap(
    (c) => (c.options.layoutParams_crop_ratios as unknown[] | undefined) ?? [],
  );
  expect(ratios.some((r) => typeof r === 'string' && r.includes('%'))).toBe(true);
  expect(ratios.some((r) => typeof r === 'string' && r.endsWith('px'))).toBe(true);
});

test('LAYOUTS selects by name or code; an unknown one is an error', () => {
  expect(selectedLayouts('grid, 0', CONFORMANCE_LAYOUTS)).toEqual(['COLLAGE', 'GRID']);
  expect(selectedLayouts(undefined, CONFORMANCE_LAYOUTS)).toEqual(CONFORMANCE_LAYOUTS);
  expect(() => selectedLayouts('MAGIC', CONFORMANCE_LAYOUTS)).toThrow(/unknown layout/);
  expect(suiteSeed('42')).toBe(42);
  expect(() => suiteSeed('soon')).toThrow(/CONFORMANCE_SEED/);
});

test('shrinking keeps the fewest items and options that still fail', () => {
  const c = layoutCase('GRID', 99);
  const options = Object.keys(c.options).filter(
    (key) => key !== 'layoutParams_structure_galleryLayout',
  );
  const culprit = options[0];
  const count = c.items.length;
  // Fails when the culprit option is present and there are at least half the items.
  const need = Math.max(1, Math.ceil(count / 2));
  const reduction = shrink(c, (small) => culprit in small.options && small.items.length >= need);
  expect(reduction).toEqual({ items: need, keep: [culprit], externalInfoRenderer: false });
  expect(reduce(c, reduction).items).toEqual(c.items.slice(0, need));
});

test('half a pixel is the tolerance, NaN never agrees', () => {
  const reference = Float64Array.of(10, 20, 30, 40);
  expect(rectDisagreement(Float64Array.of(10 + TOLERANCE_PX, 20, 30, 40), reference)).toBeNull();
  expect(rectDisagreement(Float64Array.of(10.51, 20, 30, 40), reference)).toMatch(/^item 0/);
  expect(rectDisagreement(Float64Array.of(NaN, 20, 30, 40), reference)).toMatch(/^item 0/);
  expect(rectDisagreement(new Float64Array(8), reference)).toMatch(/2 items/);
});

test('pro-layouts places items alike right to left, so the harness mirrors them as the gallery renders', () => {
  const items = Array.from({ length: 9 }, (_, i) => ({
    id: `item-${i}`,
    width: 400 + 97 * i,
    height: 300 + 61 * i,
  }));
  const container = { width: 1_000, height: 700 };
  const ltr = referenceLayout(
    { layoutParams_structure_galleryLayout: 0, layoutParams_structure_gallerySpacing: 12 },
    container,
    items,
  );
  const rtlOptions = {
    layoutParams_structure_galleryLayout: 0,
    layoutParams_structure_gallerySpacing: 12,
    behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT',
  };
  const rtl = referenceLayout(rtlOptions, container, items);
  expect(rtl.rects).toEqual(ltr.rects);
  const flipped = mirrored(ltr.rects, referenceSetup(rtlOptions, container), container.width);
  // The first item touches the right edge, inset by the gallery spacing, as it touched the left.
  expect(flipped[0] + flipped[2]).toBe(container.width - ltr.rects[0]);
  expect(flipped[1]).toBe(ltr.rects[1]);
});

test('right to left, items mirror within the gallery box, a thumbnail strip beside it aside', () => {
  // Rectangles are relative to the gallery's box, left to right as right to left: a strip of
  // thumbnails 130 px wide beside it (size 120, its margin and the gallery spacing) leaves 870.
  const container = { width: 1_000, height: 800 };
  const options = {
    layoutParams_structure_galleryLayout: 2,
    layoutParams_structure_itemSpacing: 10,
    layoutParams_structure_gallerySpacing: 3,
    layoutParams_thumbnails_enable: true,
    layoutParams_thumbnails_marginToGallery: 7,
    behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT',
  };
  const c = {
    layout: 'GRID' as const,
    seed: 0,
    container,
    options,
    externalInfoRenderer: false,
    deviceType: 'desktop' as const,
    items: [],
  };
  for (const alignment of ['LEFT', 'RIGHT'] as const) {
    const beside = { ...options, layoutParams_thumbnails_alignment: alignment };
    expect(galleryBoxWidth(referenceSetup(beside, container), { ...c, options: beside })).toBe(870);
  }
  expect(
    galleryBoxWidth(
      referenceSetup({ ...options, layoutParams_thumbnails_alignment: 'BOTTOM' }, container),
      c,
    ),
  ).toBe(1_000);
});

test('the 3t/3b deviation applies from the first item of such a group in columns, never in rows', () => {
  expect(DEVIATIONS.map((d) => d.name)).toContain('3t and 3b groups in columns');
  const items = Array.from({ length: 7 }, (_, i) => ({
    id: `item-${i}`,
    width: 1_000 + 10 * i,
    height: 800,
  }));
  const container = { width: 1_000, height: 800 };
  for (const [orientation, expected] of [
    ['VERTICAL', 1],
    ['HORIZONTAL', null],
  ] as const) {
    const options = {
      layoutParams_structure_galleryLayout: 0,
      layoutParams_structure_layoutOrientation: orientation,
      layoutParams_groups_allowedGroupTypes: ['1', '3t'],
      layoutParams_groups_repeatingGroupTypes: ['1', '3t'],
    };
    const setup = referenceSetup(options, container);
    const found = deviationOf(setup, referenceLayout(options, container, items));
    expect(found?.fromItem ?? null, orientation).toBe(expected);
  }
});

test('explain.ts prints one case, ours beside the reference, item by item', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  let seed = 1;
  while (layoutCase('GRID', seed).items.length < 3) seed++;
  const { container } = layoutCase('GRID', seed);
  const out = execFileSync(
    process.execPath,
    [
      'tests/conformance/explain.ts',
      'GRID',
      String(seed),
      '--items',
      '3',
      '--keep',
      '-',
      '--no-info-renderer',
    ],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const lines = out.split('\n');
  expect(lines[0]).toBe(
    `GRID seed ${seed}: 3 items, container ${container.width} x ${container.height}, viewport 2560 x 1440`,
  );
  expect(lines[1]).toBe('options: {"layoutParams_structure_galleryLayout":2}');
  expect(out).toMatch(/\| ours +\| reference/);
  expect(lines.filter((line) => /^ +[0-2] \|/.test(line))).toHaveLength(3);
  expect(out).toMatch(/every item agrees within 0.5 px|first disagreement: item \d/);
}, 30_000);

test('with a text info renderer, info placed below items takes room; without one it does not', () => {
  const items = Array.from({ length: 4 }, (_, i) => ({ id: `item-${i}`, width: 400, height: 300 }));
  const options = {
    layoutParams_structure_galleryLayout: 2,
    layoutParams_structure_responsiveMode: 'SET_ITEMS_PER_ROW',
    layoutParams_structure_numberOfColumns: 2,
    layoutParams_info_placement: 'BELOW',
    layoutParams_info_height: 77,
  };
  const container = { width: 1_000, height: 800 };
  const top = (renderer: boolean) =>
    referenceLayoutWith(
      referenceSetup(options, container, { externalInfoRenderer: renderer }),
      items,
    ).rects[9];
  expect(top(true) - top(false)).toBe(77);
});
