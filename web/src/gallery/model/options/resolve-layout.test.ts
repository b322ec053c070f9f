import { describe, expect, test } from 'vitest';
import type { OptionProblem } from './read.ts';
import { galleryLayoutParams } from '../gallery-layout-params.ts';
import { processOptions } from './process.ts';
import { parseCropRatio, parseManualScatter } from './resolve-layout.ts';

const container = { width: 1200, height: 800 };

// Raw options go the product's way: the option engine, then resolveLayoutParams.
describe('galleryLayoutParams', () => {
  test('nested and flat option names mean the same thing', () => {
    const nested = galleryLayoutParams(
      {
        layoutParams: {
          structure: { galleryLayout: 2, itemSpacing: 14, gallerySpacing: 6 },
          crop: { ratios: [1.5] },
        },
      },
      container,
    );
    const flat = galleryLayoutParams(
      {
        layoutParams_structure_galleryLayout: 2,
        layoutParams_structure_itemSpacing: 14,
        layoutParams_structure_gallerySpacing: 6,
        layoutParams_crop_ratios: [1.5],
      },
      container,
    );
    expect(nested).toEqual(flat);
    expect(flat).toMatchObject({
      itemSpacing: 14,
      gallerySpacing: 6,
      cropRatios: [1.5],
      cropEnable: true,
    });
  });

  test('defaults come from spec/001 §9', () => {
    const params = galleryLayoutParams(
      {
        layoutParams_structure_galleryLayout: 1,
        layoutParams_structure_layoutOrientation: 'VERTICAL',
      },
      container,
    );
    expect(params).toMatchObject({
      itemSpacing: 10,
      gallerySpacing: 0,
      fixedColumns: 0,
      cropEnable: false,
      groupSize: 1,
    });
    // Masonry in columns: the smart target size is 8 x 30 + 200.
    expect(params.targetItemSize).toBe(440);
    expect(params.orientation).toBe('columns');
  });

  test('the grid preset crops, lays out in columns and sizes targets as round(8.5 x value + 150)', () => {
    const params = galleryLayoutParams(
      { layoutParams_structure_galleryLayout: 2, layoutParams_targetItemSize_value: 41 },
      container,
    );
    expect(params).toMatchObject({
      orientation: 'columns',
      cropEnable: true,
      groupSize: 1,
      targetItemSize: 499,
    });
  });

  test('a fixed column count applies only in set-items-per-row mode', () => {
    const base = {
      layoutParams_structure_galleryLayout: 2,
      layoutParams_structure_numberOfColumns: 5,
    };
    expect(galleryLayoutParams(base, container).fixedColumns).toBe(0);
    expect(
      galleryLayoutParams(
        { ...base, layoutParams_structure_responsiveMode: 'SET_ITEMS_PER_ROW' },
        container,
      ).fixedColumns,
    ).toBe(5);
  });

  test('pixel and percent target sizes', () => {
    const pixel = {
      layoutParams_structure_galleryLayout: 2,
      layoutParams_targetItemSize_unit: 'PIXEL',
      layoutParams_targetItemSize_value: 333,
    };
    expect(galleryLayoutParams(pixel, container).targetItemSize).toBe(333);
    const percent = {
      ...pixel,
      layoutParams_targetItemSize_unit: 'PERCENT',
      layoutParams_targetItemSize_value: 25,
    };
    expect(galleryLayoutParams(percent, container).targetItemSize).toBe(480);
    expect(
      galleryLayoutParams(percent, container, { viewport: { width: 1000, height: 700 } })
        .targetItemSize,
    ).toBe(250);
  });

  test('horizontal scroll makes a rows layout', () => {
    const params = galleryLayoutParams(
      {
        layoutParams_structure_galleryLayout: 2,
        layoutParams_structure_scrollDirection: 'HORIZONTAL',
      },
      container,
    );
    expect(params.orientation).toBe('rows');
  });

  test('bad values fall back to the defaults and are reported with the schema messages', () => {
    const problems: OptionProblem[] = [];
    const params = galleryLayoutParams(
      {
        layoutParams: {
          structure: { itemSpacing: 'wide', galleryLayout: -1, layoutOrientation: 'DIAGONAL' },
          crop: { enable: 'yes', ratios: 'square' },
        },
      },
      container,
      { report: (problem) => problems.push(problem) },
    );
    expect(params.itemSpacing).toBe(10);
    expect(params.orientation).toBe('rows');
    // In the order the options were written.
    expect(problems).toEqual([
      { path: '/layoutParams/structure/itemSpacing', keyword: 'type', message: 'must be number' },
      {
        path: '/layoutParams/structure/layoutOrientation',
        keyword: 'enum',
        message: 'must be equal to one of the allowed values',
      },
      { path: '/layoutParams/crop/enable', keyword: 'type', message: 'must be boolean' },
      { path: '/layoutParams/crop/ratios', keyword: 'type', message: 'must be array' },
    ]);
  });

  test('options that are not an object are ignored', () => {
    expect(galleryLayoutParams(null, container)).toEqual(galleryLayoutParams({}, container));
    expect(galleryLayoutParams('grid', container)).toEqual(galleryLayoutParams({}, container));
  });

  test('prototype keys in options are never followed', () => {
    const hostile = JSON.parse('{"__proto__": {"layoutParams_structure_itemSpacing": 99}}');
    expect(galleryLayoutParams(hostile, container).itemSpacing).toBe(10);
  });

  test('the default layout is a rows collage of groups up to 3 items at density 0.8', () => {
    const params = galleryLayoutParams({}, container);
    expect(params).toMatchObject({
      orientation: 'rows',
      groupSize: 3,
      collageDensity: 0.8,
      minItemSize: 120,
      targetItemSize: 370,
      horizontalScroll: false,
    });
    expect(params.allowedGroupTypes).toEqual(['1', '2h', '2v', '3t', '3b', '3l', '3r']);
  });

  test.each([
    [3, 0, 1200 / 680],
    [4, 10, 1],
    [5, 0, 1.5],
    [7, 10, 0.35],
    [9, 0, 1.5],
  ])(
    'layout %i scrolls horizontally in one strip with its preset spacing and crop',
    (layout, spacing, ratio) => {
      // Without texts under the slides, which would take their room from the crop box.
      const params = galleryLayoutParams(
        { layoutParams_structure_galleryLayout: layout },
        container,
        { externalInfoRenderer: false },
      );
      expect(params).toMatchObject({
        orientation: 'rows',
        horizontalScroll: true,
        groupSize: 1,
        itemSpacing: spacing,
        cropEnable: true,
      });
      expect(params.cropRatios[0]).toBeCloseTo(ratio, 10);
    },
  );

  test('the thumbnail strip takes its size from the gallery height', () => {
    expect(
      galleryLayoutParams({ layoutParams_structure_galleryLayout: 3 }, container).containerHeight,
    ).toBe(680);
  });

  test('grid rows 2 or 3 in horizontal scroll stack pairs or triples', () => {
    const two = galleryLayoutParams(
      {
        layoutParams_structure_galleryLayout: 2,
        layoutParams_structure_scrollDirection: 'HORIZONTAL',
        layoutParams_structure_numberOfGridRows: 2,
      },
      container,
    );
    expect(two).toMatchObject({
      horizontalScroll: true,
      groupSize: 2,
      collageDensity: 1,
      allowedGroupTypes: ['2v'],
    });
    const three = galleryLayoutParams(
      {
        layoutParams_structure_galleryLayout: 2,
        layoutParams_structure_scrollDirection: 'HORIZONTAL',
        layoutParams_structure_numberOfGridRows: 3,
      },
      container,
    );
    expect(three.allowedGroupTypes).toEqual(['3v']);
  });

  test('bricks, mix and alternate lay repeating groups into one column', () => {
    const mix = galleryLayoutParams({ layoutParams_structure_galleryLayout: 11 }, container);
    expect(mix).toMatchObject({
      orientation: 'columns',
      fixedColumns: 1,
      groupSize: 3,
      repeatingGroupTypes: ['1', '3l', '1', '3r'],
      targetItemSize: 86,
      minItemSize: 50,
    });
    expect(
      galleryLayoutParams({ layoutParams_structure_galleryLayout: 10 }, container).cropRatios,
    ).toEqual([0.707, 1.414, 1.414, 0.707]);
  });

  test('JSON_FIXED lays out at the base target size with its own column count', () => {
    const params = galleryLayoutParams(
      {
        layoutParams_structure_galleryLayout: -3,
        layoutParams_targetItemSize_unit: 'PIXEL',
        layoutParams_targetItemSize_value: 173,
      },
      container,
    );
    expect(params).toMatchObject({ targetItemSize: 500, fixedColumns: 0 });
    expect(
      galleryLayoutParams(
        { layoutParams_structure_galleryLayout: -3, fixedColumns: 4, targetItemSize: 300 },
        container,
      ),
    ).toMatchObject({ targetItemSize: 300, fixedColumns: 4 });
  });

  test('a percent crop ratio of a vertical gallery is the media of an item spanning that share, less the spacing', () => {
    // Box: 316 + 10 wide, 332 + 5 high; media (70% of 326 - 10) by (52% of 337 - 10).
    const params = galleryLayoutParams(
      { layoutParams_structure_galleryLayout: 2, layoutParams_crop_ratios: ['70%/52%'] },
      { width: 316, height: 332 },
    );
    const ratio = (0.7 * 326 - 10) / (0.52 * 337 - 10);
    // Worked out per item, so grid cells do not share one height: two equal ratios in turn.
    expect(params.cropRatios).toHaveLength(2);
    for (const r of params.cropRatios) expect(r).toBeCloseTo(ratio, 12);
    expect(
      galleryLayoutParams(
        { layoutParams_structure_galleryLayout: 2, layoutParams_crop_ratios: ['1172/163', 1.5] },
        container,
      ).cropRatios,
    ).toEqual([Number.NaN, 1.5]);
  });

  test('crop ratio strings: percent of the gallery or pixels', () => {
    expect(parseCropRatio('100%/100%', { width: 1200, height: 800 })).toBe(1.5);
    expect(parseCropRatio('16px/9px', { width: 1200, height: 800 })).toBeCloseTo(16 / 9, 12);
    expect(parseCropRatio('1.25', { width: 1, height: 1 })).toBe(1.25);
    expect(parseCropRatio('wide', { width: 1, height: 1 })).toBeUndefined();
    expect(parseCropRatio('0%/0%', { width: 1, height: 1 })).toBeUndefined();
  });

  test('a horizontal gallery with a ratio is its width times the ratio tall; arrows outside take room beside it', () => {
    // pro-gallery 5.0.148 gives these galleries 993.5 and 1,861 px (observed).
    const wide = { width: 1987, height: 995 };
    const slider = {
      layoutParams_structure_galleryLayout: 4,
      layoutParams_structure_itemSpacing: 0,
    };
    expect(
      galleryLayoutParams({ ...slider, layoutParams_structure_galleryRatio_value: 0.5 }, wide)
        .containerHeight,
    ).toBe(993.5);
    expect(
      galleryLayoutParams({ layoutParams_structure_galleryRatio_value: 0.5 }, wide).containerHeight,
    ).toBe(995);
    // The text under (or over) items comes on top, unless the ratio includes it; text on both
    // sides or alternating does not (observed).
    const text = {
      ...slider,
      layoutParams_structure_galleryRatio_value: 0.5,
      externalInfoHeight: 200,
      layoutParams_info_placement: 'OVERLAY,BELOW',
    };
    expect(galleryLayoutParams(text, wide).containerHeight).toBe(1193.5);
    expect(
      galleryLayoutParams(
        { ...text, layoutParams_structure_galleryRatio_includeExternalInfo: true },
        wide,
      ).containerHeight,
    ).toBe(993.5);
    expect(
      galleryLayoutParams({ ...text, layoutParams_info_placement: 'ALTERNATE_VERTICALLY' }, wide)
        .containerHeight,
    ).toBe(993.5);
    expect(
      galleryLayoutParams({ ...text, layoutParams_info_placement: 'ABOVE,BELOW' }, wide)
        .containerHeight,
    ).toBe(993.5);
    // ... nor does it beside a thumbnail strip outside the gallery.
    expect(
      galleryLayoutParams({ ...text, layoutParams_thumbnails_enable: true }, wide).containerHeight,
    ).toBe(993.5);
    // ... nor with two or more repeating group types, unless they join to `1` (observed: a
    // slideshow repeating 1 and 3v is 716 px tall, its items 532 px above 184 px of text).
    expect(
      galleryLayoutParams({ ...text, layoutParams_groups_repeatingGroupTypes: ['1', '3v'] }, wide)
        .containerHeight,
    ).toBe(993.5);
    expect(
      galleryLayoutParams({ ...text, layoutParams_groups_repeatingGroupTypes: ['3v'] }, wide)
        .containerHeight,
    ).toBe(1193.5);
    expect(
      galleryLayoutParams({ ...text, layoutParams_groups_repeatingGroupTypes: ['1', ''] }, wide)
        .containerHeight,
    ).toBe(1193.5);
    const arrows = galleryLayoutParams(
      {
        ...slider,
        layoutParams_navigationArrows_position: 'OUTSIDE_GALLERY',
        layoutParams_navigationArrows_size: 23,
      },
      wide,
    );
    expect(arrows.containerWidth).toBe(1861);
  });

  test('a percent crop ratio of a horizontal gallery measures its height in whole pixels', () => {
    // 397 x 198.5 with a ratio of 0.5: pro-gallery 5.0.148 crops to 397 by 198 (observed), so
    // strips of four groups come 396/13 px tall there, not 397/13.
    const fullsize = {
      layoutParams_structure_galleryLayout: 9,
      layoutParams_structure_galleryRatio_value: 0.5,
    };
    const params = galleryLayoutParams(fullsize, { width: 397, height: 1364 });
    expect(params.containerHeight).toBe(198.5);
    expect(params.cropRatios).toEqual([397 / 198, 397 / 198]);
  });

  test('a thumbnail strip outside the gallery takes its size, its margin and the gallery spacing', () => {
    // pro-gallery 5.0.148 gives a navigation bar of 124 px here (observed): size 120, spacing 4.
    const thumbnails = {
      layoutParams_thumbnails_enable: true,
      layoutParams_structure_gallerySpacing: 4,
    };
    const slider = galleryLayoutParams(
      { ...thumbnails, layoutParams_structure_galleryLayout: 4 },
      { width: 291, height: 550 },
    );
    expect(slider.containerHeight).toBe(426);
    const beside = {
      ...thumbnails,
      layoutParams_thumbnails_alignment: 'LEFT',
      layoutParams_thumbnails_marginToGallery: 5,
    };
    const collage = galleryLayoutParams(
      { ...beside, layoutParams_structure_galleryLayout: 0 },
      { width: 800, height: 550 },
    );
    expect(collage.containerWidth).toBe(800 - 120 - 5 - 4);
  });

  test('manual scatter reads x/y percent pairs and leaves out what it cannot read', () => {
    expect(parseManualScatter('20%/-84,7%/82%, oops ,1.5/2')).toEqual([20, -84, 7, 82, 1.5, 2]);
    expect(parseManualScatter(undefined)).toEqual([]);
  });

  test('processed options carry the room kept for text, right to left and groups per row', () => {
    const params = galleryLayoutParams(
      {
        externalInfoHeight: 40,
        externalInfoWidth: 0.3,
        behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT',
        layoutParams_groups_numberOfGroupsPerRow: 4,
      },
      container,
      // A gallery that draws no texts itself keeps the room the options give.
      { externalInfoRenderer: false },
    );
    expect(params).toMatchObject({
      externalInfoHeight: 40,
      externalInfoWidth: 0.3,
      rightToLeft: true,
      groupsPerRow: 4,
    });
  });

  test('options processed twice lay out as options processed once', () => {
    for (const layout of [-1, 0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12]) {
      const raw = { layoutParams_structure_galleryLayout: layout };
      const processed = processOptions(raw, { externalInfoRenderer: true });
      expect(galleryLayoutParams(processed, container)).toEqual(
        galleryLayoutParams(raw, container),
      );
    }
  });
});
