import { describe, expect, expectTypeOf, test } from 'vitest';
import { GROUP_TYPES, isScaledDown, OVERLAY_POSITIONS, RESOLUTION_MODES } from './enums.ts';
import { OPTION_FIELDS, OPTION_NAMES } from './fields.ts';
import { LAYOUT_CODES, layoutName } from './layout-codes.ts';
import type { GalleryOptions } from './model.ts';

describe('the option model (spec/001 §2, §3)', () => {
  test('three groups plus fixedColumns', () => {
    const groups = new Set(OPTION_NAMES.map((name) => name.split('_')[0]));
    expect([...groups].sort()).toEqual([
      'behaviourParams',
      'fixedColumns',
      'layoutParams',
      'stylingParams',
    ]);
  });

  test('every field of §3 is in the model', () => {
    for (const name of [
      'layoutParams_groups_density',
      'layoutParams_crop_cropOnlyFill',
      'layoutParams_structure_galleryRatio_includeExternalInfo',
      'layoutParams_structure_scatter_manualScatter',
      'layoutParams_thumbnails_marginToGallery',
      'layoutParams_navigationArrows_container_backgroundColor',
      'layoutParams_targetItemSize_minimum',
      'layoutParams_info_border_radius',
      'behaviourParams_item_threeDimensionalScene_transform_rotation',
      'behaviourParams_item_threeDimensionalScene_controls_enableAutoRotate',
      'behaviourParams_item_secondaryMedia_behaviour',
      'behaviourParams_gallery_horizontal_slideshowInfo_buttonsAlignment',
      'behaviourParams_gallery_vertical_loadMore_amount',
      'stylingParams_itemResolutionMode',
    ]) {
      expect(OPTION_NAMES).toContain(name);
    }
    expect(OPTION_NAMES.length).toBe(Object.keys(OPTION_FIELDS).length);
  });

  test('enumerations spelled as given', () => {
    expect(OVERLAY_POSITIONS).toContain('BUTTOM');
    expect(RESOLUTION_MODES).toEqual(['FULL', 'SCLAED_DOWN', 'SCALED_DOWN']);
    expect(isScaledDown('SCALED_DOWN')).toBe(true);
    expect(isScaledDown('SCLAED_DOWN')).toBe(true);
    expect(isScaledDown('FULL')).toBe(false);
    expect(GROUP_TYPES).toEqual(['1', '2h', '2v', '3b', '3h', '3l', '3r', '3t', '3v']);
  });

  test('layout codes, and an unknown code is a collage', () => {
    expect(LAYOUT_CODES).toEqual({
      JSON_FIXED: -3,
      DESIGNED_PRESET: -2,
      EMPTY: -1,
      COLLAGE: 0,
      MASONRY: 1,
      GRID: 2,
      THUMBNAIL: 3,
      SLIDER: 4,
      SLIDESHOW: 5,
      PANORAMA: 6,
      COLUMN: 7,
      MAGIC: 8,
      FULLSIZE: 9,
      BRICKS: 10,
      MIX: 11,
      ALTERNATE: 12,
    });
    expect(layoutName(5)).toBe('SLIDESHOW');
    expect(layoutName(42)).toBe('COLLAGE');
  });

  test('the nested type follows the flat names', () => {
    expectTypeOf<
      GalleryOptions['layoutParams']['structure']['galleryRatio']['value']
    >().toEqualTypeOf<number>();
    expectTypeOf<GalleryOptions['behaviourParams']['item']['overlay']['position']>().toEqualTypeOf<
      'BUTTOM' | 'CENTERED_HORIZONTALLY' | 'CENTERED_VERTICALLY' | 'LEFT' | 'RIGHT' | 'TOP'
    >();
    expectTypeOf<GalleryOptions['fixedColumns']>().toEqualTypeOf<number>();
  });
});
