import { describe, expect, test } from 'vitest';
import { OPTION_DEFAULTS } from './defaults.ts';
import { LAYOUT_CODES } from './layout-codes.ts';
import { MAGIC_LAYOUT_UNSUPPORTED } from './messages.ts';
import { applyLayoutPreset } from './presets.ts';

const preset = (layout: number, options: Record<string, unknown> = {}) =>
  applyLayoutPreset({
    ...OPTION_DEFAULTS,
    ...options,
    layoutParams_structure_galleryLayout: layout,
  });

// Owner settings every preset must override where it fixes a value.
const OWNER = {
  layoutParams_crop_enable: false,
  layoutParams_structure_scrollDirection: 'VERTICAL',
  layoutParams_structure_layoutOrientation: 'HORIZONTAL',
  layoutParams_structure_itemSpacing: 30,
  layoutParams_groups_groupSize: 3,
  behaviourParams_gallery_horizontal_loop: true,
};

describe('per-layout fixed presets (spec/001 §4)', () => {
  test('alternate: fill crop, ratio 1, overlay, vertical, designed groups in one column', () => {
    expect(preset(LAYOUT_CODES.ALTERNATE, OWNER)).toMatchObject({
      layoutParams_crop_method: 'FILL',
      layoutParams_crop_enable: true,
      layoutParams_crop_ratios: [1],
      layoutParams_info_placement: 'OVERLAY',
      layoutParams_structure_scrollDirection: 'VERTICAL',
      layoutParams_structure_gallerySpacing: 0,
      layoutParams_groups_allowedGroupTypes: ['1', '2h', '2v', '3t', '3b', '3l', '3r', '3v', '3h'],
      layoutParams_groups_repeatingGroupTypes: ['1', '2h', '1', '2h'],
      layoutParams_groups_density: 0.48,
      layoutParams_targetItemSize_value: 86,
      layoutParams_targetItemSize_minimum: 50,
      layoutParams_structure_numberOfColumns: 1,
    });
  });

  test('mix is alternate with repeating 1,3l,1,3r', () => {
    const mix = preset(LAYOUT_CODES.MIX, OWNER);
    const alternate = preset(LAYOUT_CODES.ALTERNATE, OWNER);
    expect(mix.layoutParams_groups_repeatingGroupTypes).toEqual(['1', '3l', '1', '3r']);
    expect({
      ...mix,
      layoutParams_groups_repeatingGroupTypes: null,
      layoutParams_structure_galleryLayout: null,
    }).toEqual({
      ...alternate,
      layoutParams_groups_repeatingGroupTypes: null,
      layoutParams_structure_galleryLayout: null,
    });
  });

  test('bricks: its ratios, density 0.8, target size 400, repeating 2h', () => {
    expect(preset(LAYOUT_CODES.BRICKS, OWNER)).toMatchObject({
      layoutParams_crop_ratios: [0.707, 1.414, 1.414, 0.707],
      layoutParams_groups_density: 0.8,
      layoutParams_targetItemSize_value: 400,
      layoutParams_groups_repeatingGroupTypes: ['2h'],
    });
  });

  test('collage: crop off, its group types, fit-to-screen, no loop', () => {
    expect(
      preset(LAYOUT_CODES.COLLAGE, { ...OWNER, layoutParams_crop_enable: true }),
    ).toMatchObject({
      layoutParams_crop_enable: false,
      layoutParams_groups_allowedGroupTypes: ['1', '2h', '2v', '3t', '3b', '3l', '3r'],
      layoutParams_structure_responsiveMode: 'FIT_TO_SCREEN',
      behaviourParams_gallery_horizontal_loop: false,
    });
  });

  test('fullsize: full-frame crop, horizontal, single items, scroll snap, no spacing', () => {
    expect(preset(LAYOUT_CODES.FULLSIZE, OWNER)).toMatchObject({
      layoutParams_crop_ratios: ['100%/100%'],
      layoutParams_structure_scrollDirection: 'HORIZONTAL',
      layoutParams_groups_groupSize: 1,
      behaviourParams_gallery_horizontal_enableScrollSnap: true,
      layoutParams_structure_itemSpacing: 0,
    });
  });

  test('column: ratio .35, horizontal, single', () => {
    expect(preset(LAYOUT_CODES.COLUMN, OWNER)).toMatchObject({
      layoutParams_crop_ratios: [0.35],
      layoutParams_structure_scrollDirection: 'HORIZONTAL',
      layoutParams_groups_groupSize: 1,
    });
  });

  test.each([LAYOUT_CODES.GRID, LAYOUT_CODES.MASONRY, LAYOUT_CODES.PANORAMA])(
    'layout %i: vertical, single groups, no loop',
    (layout) => {
      const options = preset(layout, {
        ...OWNER,
        layoutParams_structure_scrollDirection:
          layout === LAYOUT_CODES.GRID ? 'VERTICAL' : 'HORIZONTAL',
      });
      expect(options).toMatchObject({
        layoutParams_structure_scrollDirection: 'VERTICAL',
        layoutParams_groups_groupSize: 1,
        layoutParams_groups_allowedGroupTypes: ['1'],
        behaviourParams_gallery_horizontal_loop: false,
      });
    },
  );

  test('slider: crop on, horizontal, snap', () => {
    expect(preset(LAYOUT_CODES.SLIDER, OWNER)).toMatchObject({
      layoutParams_crop_enable: true,
      layoutParams_structure_scrollDirection: 'HORIZONTAL',
      behaviourParams_gallery_horizontal_enableScrollSnap: true,
    });
  });

  test('slideshow: full frame, info below, no borders, no hover or placement effects, target size 550', () => {
    const options = preset(LAYOUT_CODES.SLIDESHOW, {
      ...OWNER,
      stylingParams_itemBorderWidth: 4,
      stylingParams_itemBorderRadius: 8,
      behaviourParams_item_overlay_hoverAnimation: 'FADE_IN',
      behaviourParams_item_content_hoverAnimation: 'ZOOM_IN',
      behaviourParams_item_content_placementAnimation: 'SLIDE',
    });
    expect(options).toMatchObject({
      layoutParams_crop_ratios: ['100%/100%'],
      layoutParams_info_placement: 'BELOW',
      stylingParams_itemBorderWidth: 0,
      stylingParams_itemBorderRadius: 0,
      behaviourParams_item_overlay_hoverAnimation: 'NO_EFFECT',
      behaviourParams_item_content_hoverAnimation: 'NO_EFFECT',
      behaviourParams_item_content_placementAnimation: 'NO_EFFECT',
      layoutParams_targetItemSize_value: 550,
    });
  });

  test('thumbnail: thumbnails on, target size 550', () => {
    expect(preset(LAYOUT_CODES.THUMBNAIL, OWNER)).toMatchObject({
      layoutParams_thumbnails_enable: true,
      layoutParams_targetItemSize_value: 550,
    });
  });

  test('empty only sets the layout', () => {
    const options = {
      ...OPTION_DEFAULTS,
      ...OWNER,
      layoutParams_structure_galleryLayout: LAYOUT_CODES.EMPTY,
    };
    expect(applyLayoutPreset(options)).toEqual(options);
  });

  test('an unknown layout code is a collage', () => {
    for (const code of [99, '2', null, 8.5]) {
      expect(preset(code as number)).toEqual(preset(LAYOUT_CODES.COLLAGE));
    }
  });

  test('grid rows 2 or 3 in horizontal scroll stack pairs or triples; other counts single items', () => {
    const grid = (rows: number) =>
      preset(LAYOUT_CODES.GRID, {
        layoutParams_structure_scrollDirection: 'HORIZONTAL',
        layoutParams_structure_numberOfGridRows: rows,
      });
    expect(grid(2)).toMatchObject({
      layoutParams_groups_groupSize: 2,
      layoutParams_groups_allowedGroupTypes: ['2v'],
      layoutParams_groups_density: 1,
    });
    expect(grid(3)).toMatchObject({
      layoutParams_groups_groupSize: 3,
      layoutParams_groups_allowedGroupTypes: ['3v'],
      layoutParams_groups_density: 1,
    });
    expect(grid(4)).toMatchObject({
      layoutParams_groups_groupSize: 1,
      layoutParams_groups_allowedGroupTypes: ['1'],
    });
  });

  test('a fixed column count is used only in set-items-per-row mode', () => {
    const grid = (responsiveMode: string) =>
      preset(LAYOUT_CODES.GRID, {
        layoutParams_structure_responsiveMode: responsiveMode,
        layoutParams_structure_numberOfColumns: 5,
      });
    expect(grid('SET_ITEMS_PER_ROW').fixedColumns).toBe(5);
    expect(grid('FIT_TO_SCREEN').fixedColumns).toBe(0);
  });

  test('crop method FIT zeroes border width, border radius and shadow', () => {
    const options = preset(LAYOUT_CODES.GRID, {
      layoutParams_crop_method: 'FIT',
      stylingParams_itemBorderWidth: 3,
      stylingParams_itemBorderRadius: 6,
      stylingParams_itemEnableShadow: true,
    });
    expect(options).toMatchObject({
      stylingParams_itemBorderWidth: 0,
      stylingParams_itemBorderRadius: 0,
      stylingParams_itemEnableShadow: false,
    });
  });

  test('the magic layout logs the spec message verbatim and leaves the options unchanged', () => {
    const logged: string[] = [];
    const options = {
      ...OPTION_DEFAULTS,
      ...OWNER,
      layoutParams_structure_galleryLayout: LAYOUT_CODES.MAGIC,
    };
    expect(applyLayoutPreset(options, { logError: (message) => logged.push(message) })).toEqual(
      options,
    );
    expect(logged).toEqual([
      'A layout generated by the magicLayoutSeed is no longer supported as of Pro Gallery v5',
    ]);
    expect(logged[0]).toBe(MAGIC_LAYOUT_UNSUPPORTED);
  });

  test('JSON_FIXED keeps the options as given', () => {
    const options = {
      ...OPTION_DEFAULTS,
      ...OWNER,
      layoutParams_structure_galleryLayout: LAYOUT_CODES.JSON_FIXED,
    };
    expect(applyLayoutPreset(options)).toEqual(options);
  });
});

describe('designed preset from a JSON style string (spec/001 §2, §5)', () => {
  const designed = (designedPreset?: string) =>
    applyLayoutPreset(
      { ...OPTION_DEFAULTS, layoutParams_structure_galleryLayout: LAYOUT_CODES.DESIGNED_PRESET },
      { designedPreset },
    );

  test('the style string sets options and chooses the layout, whose preset then applies', () => {
    const options = designed(
      JSON.stringify({
        layoutParams: { structure: { galleryLayout: 2, itemSpacing: 7 } },
        imageMargin: 99,
      }),
    );
    expect(options).toMatchObject({
      layoutParams_structure_galleryLayout: 2,
      layoutParams_structure_itemSpacing: 7,
      layoutParams_crop_enable: true,
    });
  });

  test('legacy names in the style string are migrated', () => {
    expect(designed(JSON.stringify({ galleryLayout: 1, imageMargin: 21 }))).toMatchObject({
      layoutParams_structure_galleryLayout: 1,
      layoutParams_structure_itemSpacing: 21,
    });
  });

  test('a string that fails to parse yields empty options: the collage of the defaults', () => {
    const collage = applyLayoutPreset({
      ...OPTION_DEFAULTS,
      layoutParams_structure_galleryLayout: LAYOUT_CODES.COLLAGE,
    });
    expect(designed('{"layoutParams": ')).toEqual(collage);
    expect(designed('[1, 2]')).toEqual(collage);
    expect(designed(undefined)).toEqual(collage);
  });
});
