import { describe, expect, test } from 'vitest';
import { referenceSetup } from '../../../../bench/reference.ts';
import { galleryLayoutParams } from './gallery-layout-params.ts';
import { externalInfoSizes } from './info-sizes.ts';
import { processOptions } from './options/process.ts';

// Columns of single items: the layouts whose texts may sit outside the items (spec/001 §4).
const COLUMNS = {
  layoutParams_structure_galleryLayout: 1,
  layoutParams_structure_layoutOrientation: 'VERTICAL',
  layoutParams_groups_groupSize: 1,
};

const sizesOf = (raw: object) =>
  externalInfoSizes(processOptions({ ...COLUMNS, ...raw }, { externalInfoRenderer: true }));

describe('the room for texts outside the items', () => {
  test('below or above: the info height', () => {
    expect(sizesOf({ layoutParams_info_placement: 'BELOW' })).toEqual({
      externalInfoHeight: 200,
      externalInfoWidth: 0,
    });
    expect(sizesOf({ layoutParams_info_placement: 'ABOVE', layoutParams_info_height: 80 })).toEqual(
      { externalInfoHeight: 80, externalInfoWidth: 0 },
    );
  });

  test('a separated background adds the spacing and the border on both sides', () => {
    const separated = {
      layoutParams_info_placement: 'BELOW',
      layoutParams_info_layout: 'SEPARATED_BACKGROUND',
      layoutParams_info_height: 60,
      layoutParams_info_spacing: 12,
      layoutParams_info_border_width: 3,
    };
    expect(sizesOf(separated).externalInfoHeight).toBe(60 + 12 + 2 * 3);
    expect(
      sizesOf({ ...separated, layoutParams_info_layout: 'ATTACHED_BACKGROUND' }).externalInfoHeight,
    ).toBe(60);
  });

  test('beside: a fraction of the column in percent, or pixels', () => {
    expect(sizesOf({ layoutParams_info_placement: 'RIGHT' }).externalInfoWidth).toBe(0.5);
    expect(
      sizesOf({
        layoutParams_info_placement: 'LEFT',
        layoutParams_info_sizeUnits: 'PIXEL',
        layoutParams_info_width: 120,
      }).externalInfoWidth,
    ).toBe(120);
  });

  test('on hover only, the items keep no room', () => {
    expect(sizesOf({ layoutParams_info_placement: 'OVERLAY' })).toEqual({
      externalInfoHeight: 0,
      externalInfoWidth: 0,
    });
  });

  test('the layout parameters carry the room; without a renderer, none', () => {
    const options = { ...COLUMNS, layoutParams_info_placement: 'BELOW,RIGHT' };
    const container = { width: 1000, height: 800 };
    const params = galleryLayoutParams(options, container);
    expect([params.externalInfoHeight, params.externalInfoWidth]).toEqual([200, 0.5]);
    const bare = galleryLayoutParams(options, container, { externalInfoRenderer: false });
    expect([bare.externalInfoHeight, bare.externalInfoWidth]).toEqual([0, 0]);
  });
});

// The same room as the reference gallery keeps with a custom info renderer (bench/reference.ts).
const CASES: object[] = [
  { layoutParams_info_placement: 'BELOW' },
  { layoutParams_info_placement: 'ABOVE', layoutParams_info_layout: 'SEPARATED_BACKGROUND' },
  {
    layoutParams_info_placement: 'ALTERNATE_VERTICALLY',
    layoutParams_info_layout: 'SEPARATED_BACKGROUND',
    layoutParams_info_border_width: 4,
    layoutParams_info_spacing: 25,
  },
  { layoutParams_info_placement: 'BELOW', layoutParams_info_layout: 'DONT_SHOW' },
  { layoutParams_info_placement: 'BELOW', layoutParams_info_height: 0 },
  {
    layoutParams_info_placement: 'BELOW',
    layoutParams_info_layout: 'SEPARATED_BACKGROUND',
    layoutParams_info_height: 0,
  },
  {
    layoutParams_info_placement: 'BELOW',
    layoutParams_info_layout: 'ATTACHED_BACKGROUND',
    layoutParams_info_border_width: 5,
  },
  { layoutParams_info_placement: 'ABOVE,BELOW' },
  { layoutParams_info_placement: 'OVERLAY,BELOW' },
  { layoutParams_info_placement: 'BELOW,RIGHT' },
  { layoutParams_info_placement: 'RIGHT', layoutParams_info_layout: 'SEPARATED_BACKGROUND' },
  { layoutParams_info_placement: 'ALTERNATE_HORIZONTALLY', layoutParams_info_width: 33.3 },
  { layoutParams_info_placement: 'RIGHT', layoutParams_info_width: 150 },
  { layoutParams_info_placement: 'RIGHT', layoutParams_info_width: 0 },
  {
    layoutParams_info_placement: 'LEFT',
    layoutParams_info_sizeUnits: 'PIXEL',
    layoutParams_info_width: 120,
    layoutParams_info_border_width: 4,
    layoutParams_info_layout: 'SEPARATED_BACKGROUND',
  },
  { layoutParams_structure_galleryLayout: 2, layoutParams_info_placement: 'RIGHT' },
  { layoutParams_structure_galleryLayout: 2, layoutParams_info_placement: 'BELOW' },
  { layoutParams_structure_galleryLayout: 4, layoutParams_info_placement: 'BELOW' },
  { layoutParams_structure_galleryLayout: 4, layoutParams_info_placement: 'RIGHT' },
  {
    layoutParams_structure_galleryLayout: 2,
    layoutParams_structure_scrollDirection: 'HORIZONTAL',
    layoutParams_info_placement: 'LEFT',
  },
  { layoutParams_structure_galleryLayout: 0, layoutParams_info_placement: 'BELOW' },
];

test.each(CASES)('as the reference gallery: %j', (raw) => {
  const options = { ...COLUMNS, ...raw };
  const reference = referenceSetup(
    options,
    { width: 1000, height: 800 },
    {
      externalInfoRenderer: true,
    },
  ).options;
  expect(sizesOf(raw)).toEqual({
    externalInfoHeight: reference.externalInfoHeight,
    externalInfoWidth: reference.externalInfoWidth,
  });
});
