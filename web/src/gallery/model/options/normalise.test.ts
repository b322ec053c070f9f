// Each normalisation rule of spec/001 §4, seen through processOptions on the empty layout (which
// fixes nothing), so what changes is the rule's doing.

import { describe, expect, test } from 'vitest';
import type { DeviceType } from './enums.ts';
import { processOptions } from './process.ts';

const EMPTY = { layoutParams_structure_galleryLayout: -1 };
const HORIZONTAL = { ...EMPTY, layoutParams_structure_scrollDirection: 'HORIZONTAL' };
const VERTICAL = { ...EMPTY, layoutParams_structure_scrollDirection: 'VERTICAL' };
const process = (
  options: Record<string, unknown>,
  deviceType: DeviceType = 'desktop',
  isTouch?: boolean,
) => processOptions(options, { deviceType, isTouch });

describe('normalisation rules (spec/001 §4)', () => {
  test('horizontal scroll forces horizontal orientation; vertical scroll disables loop', () => {
    expect(
      process({ ...HORIZONTAL, layoutParams_structure_layoutOrientation: 'VERTICAL' })
        .layoutParams_structure_layoutOrientation,
    ).toBe('HORIZONTAL');
    expect(
      process({ ...HORIZONTAL, behaviourParams_gallery_horizontal_loop: true })
        .behaviourParams_gallery_horizontal_loop,
    ).toBe(true);
    expect(
      process({ ...VERTICAL, behaviourParams_gallery_horizontal_loop: true })
        .behaviourParams_gallery_horizontal_loop,
    ).toBe(false);
  });

  test('info placement: kept beside single items in columns and for slider, column and slideshow; OVERLAY otherwise', () => {
    const placement = (options: Record<string, unknown>) =>
      process({ layoutParams_info_placement: 'BELOW', ...options }).layoutParams_info_placement;
    expect(
      placement({
        ...VERTICAL,
        layoutParams_structure_layoutOrientation: 'VERTICAL',
        layoutParams_groups_groupSize: 1,
      }),
    ).toBe('BELOW');
    expect(
      placement({
        ...VERTICAL,
        layoutParams_structure_layoutOrientation: 'VERTICAL',
        layoutParams_groups_groupSize: 2,
      }),
    ).toBe('OVERLAY');
    expect(
      placement({
        ...VERTICAL,
        layoutParams_structure_layoutOrientation: 'HORIZONTAL',
        layoutParams_groups_groupSize: 1,
      }),
    ).toBe('OVERLAY');
    expect(placement({ layoutParams_structure_galleryLayout: 4 })).toBe('BELOW');
    expect(placement({ layoutParams_structure_galleryLayout: 7 })).toBe('BELOW');
    expect(process({ layoutParams_structure_galleryLayout: 5 }).layoutParams_info_placement).toBe(
      'BELOW',
    );
  });

  test('hover behaviour becomes APPEARS unless NEVER_SHOW or texts show on hover', () => {
    const hover = (behaviour: string, placement: string) =>
      process({
        layoutParams_structure_galleryLayout: 4,
        behaviourParams_item_overlay_hoveringBehaviour: behaviour,
        layoutParams_info_placement: placement,
      }).behaviourParams_item_overlay_hoveringBehaviour;
    expect(hover('ALWAYS_SHOW', 'BELOW')).toBe('APPEARS');
    expect(hover('DISAPPEARS', 'BELOW')).toBe('APPEARS');
    expect(hover('NEVER_SHOW', 'BELOW')).toBe('NEVER_SHOW');
    expect(hover('ALWAYS_SHOW', 'OVERLAY')).toBe('ALWAYS_SHOW');
    expect(hover('DISAPPEARS', 'OVERLAY,BELOW')).toBe('DISAPPEARS');
  });

  test('shadow is removed in horizontal galleries; in vertical ones gallery spacing is at least size plus blur', () => {
    const shadow = {
      stylingParams_itemEnableShadow: true,
      stylingParams_itemShadowSize: 10,
      stylingParams_itemShadowBlur: 20,
    };
    expect(process({ ...HORIZONTAL, ...shadow }).stylingParams_itemEnableShadow).toBe(false);
    expect(
      process({ ...VERTICAL, ...shadow, layoutParams_structure_gallerySpacing: 5 })
        .layoutParams_structure_gallerySpacing,
    ).toBe(30);
    expect(
      process({ ...VERTICAL, ...shadow, layoutParams_structure_gallerySpacing: 40 })
        .layoutParams_structure_gallerySpacing,
    ).toBe(40);
    expect(
      process({ ...VERTICAL, layoutParams_structure_gallerySpacing: 5 })
        .layoutParams_structure_gallerySpacing,
    ).toBe(5);
  });

  test('arrow padding becomes 0 when arrows are outside the gallery', () => {
    expect(
      process({ ...HORIZONTAL, layoutParams_navigationArrows_position: 'OUTSIDE_GALLERY' })
        .layoutParams_navigationArrows_padding,
    ).toBe(0);
    expect(
      process({ ...HORIZONTAL, layoutParams_navigationArrows_position: 'ON_GALLERY' })
        .layoutParams_navigationArrows_padding,
    ).toBe(23);
  });

  test('slide animation needs a single cropped item in view; otherwise SCROLL', () => {
    const single = {
      ...HORIZONTAL,
      layoutParams_groups_groupSize: 1,
      layoutParams_crop_enable: true,
      layoutParams_crop_ratios: ['100%/100%'],
    };
    const animation = (options: Record<string, unknown>) =>
      process({ ...options, behaviourParams_gallery_horizontal_slideAnimation: 'FADE' })
        .behaviourParams_gallery_horizontal_slideAnimation;
    expect(animation(single)).toBe('FADE');
    expect(animation({ ...single, layoutParams_crop_enable: false })).toBe('SCROLL');
    expect(animation({ ...single, layoutParams_groups_groupSize: 2 })).toBe('SCROLL');
    expect(animation({ ...single, layoutParams_structure_scrollDirection: 'VERTICAL' })).toBe(
      'SCROLL',
    );
  });

  test('FADE or DECK animation blocks scroll', () => {
    const single = {
      ...HORIZONTAL,
      layoutParams_groups_groupSize: 1,
      layoutParams_crop_enable: true,
      layoutParams_crop_ratios: ['100%/100%'],
    };
    for (const animation of ['FADE', 'DECK']) {
      expect(
        process({ ...single, behaviourParams_gallery_horizontal_slideAnimation: animation })
          .behaviourParams_gallery_horizontal_blockScroll,
      ).toBe(true);
    }
    expect(
      process({ ...single, behaviourParams_gallery_horizontal_slideAnimation: 'SCROLL' })
        .behaviourParams_gallery_horizontal_blockScroll,
    ).toBe(false);
  });

  test('mouse-cursor arrows turn off video controls; on touch devices they are disabled', () => {
    const cursor = {
      ...HORIZONTAL,
      layoutParams_navigationArrows_position: 'MOUSE_CURSOR',
      behaviourParams_item_video_enableControls: true,
    };
    expect(process(cursor, 'desktop')).toMatchObject({
      behaviourParams_item_video_enableControls: false,
      layoutParams_navigationArrows_enable: true,
    });
    expect(process(cursor, 'mobile').layoutParams_navigationArrows_enable).toBe(false);
    expect(process(cursor, 'tablet').layoutParams_navigationArrows_enable).toBe(false);
    expect(process(cursor, 'desktop', true).layoutParams_navigationArrows_enable).toBe(false);
    expect(process(cursor, 'tablet', false).layoutParams_navigationArrows_enable).toBe(true);
  });

  test('the slideshow counter is off unless the layout is slideshow and auto-slide is not OFF', () => {
    const counter = (layout: number, autoSlide: string) =>
      process({
        layoutParams_structure_galleryLayout: layout,
        behaviourParams_gallery_horizontal_autoSlide_behaviour: autoSlide,
        behaviourParams_gallery_horizontal_slideshowInfo_enableCounter: true,
      }).behaviourParams_gallery_horizontal_slideshowInfo_enableCounter;
    expect(counter(5, 'INTERVAL')).toBe(true);
    expect(counter(5, 'OFF')).toBe(false);
    expect(counter(4, 'INTERVAL')).toBe(false);
  });

  test('arrow vertical alignment is ITEM_CENTER unless all groups are single and texts sit above or below', () => {
    const alignment = (options: Record<string, unknown>) =>
      process({
        layoutParams_structure_galleryLayout: 4,
        layoutParams_navigationArrows_verticalAlignment: 'INFO_CENTER',
        ...options,
      }).layoutParams_navigationArrows_verticalAlignment;
    expect(alignment({ layoutParams_info_placement: 'BELOW' })).toBe('INFO_CENTER');
    expect(alignment({ layoutParams_info_placement: 'OVERLAY,ABOVE' })).toBe('INFO_CENTER');
    expect(alignment({ layoutParams_info_placement: 'RIGHT' })).toBe('ITEM_CENTER');
    expect(alignment({ layoutParams_info_placement: 'OVERLAY' })).toBe('ITEM_CENTER');
    expect(
      alignment({ layoutParams_structure_galleryLayout: -1, layoutParams_info_placement: 'BELOW' }),
    ).toBe('ITEM_CENTER');
  });

  test('cropOnlyFill turns crop on only for the FILL method', () => {
    const crop = (method: string) =>
      process({
        ...VERTICAL,
        layoutParams_crop_cropOnlyFill: true,
        layoutParams_crop_method: method,
        layoutParams_crop_enable: false,
      }).layoutParams_crop_enable;
    expect(crop('FILL')).toBe(true);
    expect(crop('FIT')).toBe(false);
    expect(crop('MIN')).toBe(false);
  });

  test('on mobile item spacing is capped at 50 and the load-more font is cleaned', () => {
    const options = {
      ...VERTICAL,
      layoutParams_structure_itemSpacing: 80,
      loadMoreButtonFont: { value: 'font:normal normal normal 16px/1.4em avenir underline;' },
    };
    expect(process(options, 'mobile')).toMatchObject({
      layoutParams_structure_itemSpacing: 50,
      loadMoreButtonFont_value: 'normal normal normal 16px/1.4em avenir',
      loadMoreButtonFont_textDecoration: 'underline',
    });
    expect(process(options, 'tablet')).toMatchObject({
      layoutParams_structure_itemSpacing: 80,
      loadMoreButtonFont_value: options.loadMoreButtonFont.value,
    });
    expect(
      process({ loadMoreButtonFont: 'font:bold 14px arial;' }, 'mobile').loadMoreButtonFont,
    ).toEqual({ value: 'bold 14px arial' });
    expect(process(options, 'desktop').layoutParams_structure_itemSpacing).toBe(80);
  });

  test('texts above or below keep their height only when rendered outside the items', () => {
    const options = {
      layoutParams_structure_galleryLayout: 4,
      layoutParams_info_placement: 'BELOW',
      layoutParams_info_height: 120,
    };
    expect(processOptions(options, { externalInfoRenderer: true }).layoutParams_info_height).toBe(
      120,
    );
    expect(processOptions(options).layoutParams_info_height).toBe(0);
    expect(
      processOptions(
        { ...options, layoutParams_info_placement: 'RIGHT' },
        { externalInfoRenderer: true },
      ).layoutParams_info_height,
    ).toBe(0);
  });
});
