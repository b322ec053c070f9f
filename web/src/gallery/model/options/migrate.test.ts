import { describe, expect, test } from 'vitest';
import { isLegacyOptionName, migrateOptions } from './migrate.ts';

describe('migration of legacy names and values (spec/001 §9)', () => {
  test('old names are renamed to the nested ones, values kept', () => {
    expect(
      migrateOptions({ imageMargin: 12, galleryLayout: 2, showArrows: false, textBoxHeight: 80 }),
    ).toEqual({
      layoutParams_structure_itemSpacing: 12,
      layoutParams_structure_galleryLayout: 2,
      layoutParams_navigationArrows_enable: false,
      layoutParams_info_height: 80,
    });
  });

  test('some booleans are inverted', () => {
    expect(
      migrateOptions({
        useMaxDimensions: true,
        enableInfiniteScroll: true,
        allowContextMenu: true,
        enableScroll: false,
      }),
    ).toEqual({
      layoutParams_structure_enableStreching: false,
      behaviourParams_gallery_vertical_loadMore_enable: false,
      behaviourParams_gallery_blockContextMenu: false,
      behaviourParams_gallery_horizontal_blockScroll: true,
    });
  });

  test('numeric codes become enumerations', () => {
    const codes = (arrowsPosition: number, scrollDirection: number, gridStyle: number) =>
      migrateOptions({ arrowsPosition, scrollDirection, gridStyle });
    expect(codes(0, 0, 0)).toEqual({
      layoutParams_navigationArrows_position: 'ON_GALLERY',
      layoutParams_structure_scrollDirection: 'VERTICAL',
      layoutParams_structure_responsiveMode: 'FIT_TO_SCREEN',
    });
    expect(codes(1, 1, 1)).toEqual({
      layoutParams_navigationArrows_position: 'OUTSIDE_GALLERY',
      layoutParams_structure_scrollDirection: 'HORIZONTAL',
      layoutParams_structure_responsiveMode: 'SET_ITEMS_PER_ROW',
    });
    expect(migrateOptions({ arrowsPosition: 2 })).toEqual({
      layoutParams_navigationArrows_position: 'MOUSE_CURSOR',
    });
  });

  test.each([
    ['SHOW_ON_HOVER', 'OVERLAY'],
    ['SHOW_BELOW', 'BELOW'],
    ['SHOW_ABOVE', 'ABOVE'],
    ['SHOW_ON_THE_RIGHT', 'RIGHT'],
    ['SHOW_ON_THE_LEFT', 'LEFT'],
    ['ALTERNATE_HORIZONTAL', 'ALTERNATE_HORIZONTALLY'],
    ['ALTERNATE_VERTICAL', 'ALTERNATE_VERTICALLY'],
  ])('title placement %s becomes %s', (old, placement) => {
    expect(migrateOptions({ titlePlacement: old })).toEqual({
      layoutParams_info_placement: placement,
    });
  });

  test('item click values FULLSCREEN and EXPAND become ACTION; others are upper-cased', () => {
    expect(migrateOptions({ itemClick: 'fullscreen' })).toEqual({
      behaviourParams_item_clickAction: 'ACTION',
    });
    expect(migrateOptions({ itemClick: 'expand' })).toEqual({
      behaviourParams_item_clickAction: 'ACTION',
    });
    expect(migrateOptions({ itemClick: 'link' })).toEqual({
      behaviourParams_item_clickAction: 'LINK',
    });
  });

  test('hovering NO_CHANGE becomes ALWAYS_SHOW; crop alignment MIDDLE becomes CENTER', () => {
    expect(migrateOptions({ hoveringBehaviour: 'NO_CHANGE', cubeFitPosition: 'MIDDLE' })).toEqual({
      behaviourParams_item_overlay_hoveringBehaviour: 'ALWAYS_SHOW',
      layoutParams_crop_alignment: 'CENTER',
    });
  });

  test('auto slideshow becomes OFF, INTERVAL or CONTINUOUS', () => {
    const behaviour = (legacy: Record<string, unknown>) =>
      migrateOptions(legacy).behaviourParams_gallery_horizontal_autoSlide_behaviour;
    expect(behaviour({ isAutoSlideshow: false, autoSlideshowType: 'interval' })).toBe('OFF');
    expect(behaviour({ isAutoSlideshow: true, autoSlideshowType: 'interval' })).toBe('INTERVAL');
    expect(behaviour({ isAutoSlideshow: true, autoSlideshowType: 'continuous' })).toBe(
      'CONTINUOUS',
    );
    expect(migrateOptions({ autoSlideshowType: 'interval' })).toEqual({});
  });

  test('the right-to-left boolean becomes a layout direction', () => {
    expect(migrateOptions({ isRTL: true })).toEqual({
      behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT',
    });
    expect(migrateOptions({ isRTL: false })).toEqual({
      behaviourParams_gallery_layoutDirection: 'LEFT_TO_RIGHT',
    });
  });

  test('sizes: the size type picks the unit and which legacy size is the value', () => {
    expect(migrateOptions({ gallerySizeType: 'px', gallerySizePx: 420, gallerySize: 30 })).toEqual({
      layoutParams_targetItemSize_unit: 'PIXEL',
      layoutParams_targetItemSize_value: 420,
    });
    expect(migrateOptions({ gallerySizeType: 'ratio', gallerySizeRatio: 25 })).toEqual({
      layoutParams_targetItemSize_unit: 'PERCENT',
      layoutParams_targetItemSize_value: 25,
    });
    expect(
      migrateOptions({
        calculateTextBoxWidthMode: 'MANUAL',
        textBoxWidth: 240,
        textBoxWidthPercent: 40,
      }),
    ).toEqual({
      layoutParams_info_sizeUnits: 'PIXEL',
      layoutParams_info_width: 240,
    });
  });

  test('comma lists become lists, numbers where a part reads as one', () => {
    expect(
      migrateOptions({
        cubeRatio: '1.5,100%/100%',
        columnWidths: '1,2',
        groupTypes: '1,2h',
        rotatingGroupTypes: '1,3l',
      }),
    ).toEqual({
      layoutParams_crop_ratios: [1.5, '100%/100%'],
      layoutParams_structure_columnRatios: [1, 2],
      layoutParams_groups_allowedGroupTypes: ['1', '2h'],
      layoutParams_groups_repeatingGroupTypes: ['1', '3l'],
    });
  });

  test('a new name the owner set wins over its legacy name; unknown names pass through', () => {
    expect(
      migrateOptions({
        imageMargin: 9,
        layoutParams_structure_itemSpacing: 5,
        somethingElse: 'kept',
      }),
    ).toEqual({
      layoutParams_structure_itemSpacing: 5,
      somethingElse: 'kept',
    });
  });

  test('nested input comes out flat', () => {
    expect(
      migrateOptions({ layoutParams: { structure: { itemSpacing: 3 } }, isVertical: true }),
    ).toEqual({
      layoutParams_structure_itemSpacing: 3,
      layoutParams_structure_layoutOrientation: 'VERTICAL',
    });
  });

  test('legacy sizes are read by the unit given under its current name, in a legacy spelling too', () => {
    expect(
      migrateOptions({
        layoutParams_info_sizeUnits: 'PERCENT',
        textBoxWidthPercent: 40,
        textBoxWidth: 200,
      }),
    ).toEqual({ layoutParams_info_sizeUnits: 'PERCENT', layoutParams_info_width: 40 });
    expect(
      migrateOptions({
        layoutParams_info_sizeUnits: 'PIXEL',
        calculateTextBoxWidthMode: 'PERCENT',
        textBoxWidthPercent: 40,
      }),
    ).toEqual({ layoutParams_info_sizeUnits: 'PIXEL', textBoxWidthPercent: 40 });
    expect(migrateOptions({ layoutParams_targetItemSize_unit: 'px', gallerySizePx: 300 })).toEqual({
      layoutParams_targetItemSize_unit: 'px',
      layoutParams_targetItemSize_value: 300,
    });
  });

  test('a value given under a current name is kept as given, numeric codes included', () => {
    expect(
      migrateOptions({
        layoutParams_structure_responsiveMode: 1,
        gridStyle: 0,
        collageDensity: 0.3,
      }),
    ).toEqual({ layoutParams_structure_responsiveMode: 1, layoutParams_groups_density: 0.3 });
  });

  test("the legacy click-to-play value 'onClick' becomes CLICK", () => {
    expect(migrateOptions({ videoPlay: 'onClick' })).toEqual({
      behaviourParams_item_video_playTrigger: 'CLICK',
    });
    expect(migrateOptions({ videoPlay: 'hover' })).toEqual({
      behaviourParams_item_video_playTrigger: 'HOVER',
    });
  });

  test('legacy names are known as such', () => {
    expect(isLegacyOptionName('imageMargin')).toBe(true);
    expect(isLegacyOptionName('layoutParams_structure_itemSpacing')).toBe(false);
  });
});
