import { describe, expect, test, vi } from 'vitest';
import { OPTION_DEFAULTS } from './defaults.ts';
import { LAYOUT_CODES } from './layout-codes.ts';
import { MAGIC_LAYOUT_UNSUPPORTED } from './messages.ts';
import { processOptions, sharedProcessedOptions } from './process.ts';

describe('processOptions: migration, defaults, preset, normalisation', () => {
  test('no options: the spec/001 §9 defaults, normalised for the empty layout', () => {
    const options = processOptions({});
    expect(options).toMatchObject({
      layoutParams_structure_itemSpacing: 10,
      layoutParams_structure_gallerySpacing: 0,
      layoutParams_structure_galleryLayout: -1,
      layoutParams_structure_numberOfColumns: 3,
      layoutParams_structure_numberOfGridRows: 1,
      layoutParams_groups_groupSize: 3,
      layoutParams_groups_density: 0.8,
      layoutParams_thumbnails_enable: false,
      layoutParams_thumbnails_size: 120,
      layoutParams_thumbnails_spacing: 4,
      layoutParams_thumbnails_marginToGallery: 0,
      layoutParams_navigationArrows_enable: true,
      layoutParams_navigationArrows_size: 23,
      layoutParams_navigationArrows_padding: 23,
      layoutParams_targetItemSize_unit: 'SMART',
      layoutParams_targetItemSize_value: 30,
      layoutParams_targetItemSize_minimum: 120,
      layoutParams_info_width: 50,
      layoutParams_info_sizeUnits: 'PERCENT',
      layoutParams_info_spacing: 10,
      behaviourParams_gallery_horizontal_navigationDuration: 400,
      behaviourParams_gallery_horizontal_autoSlide_interval: 4,
      behaviourParams_gallery_horizontal_autoSlide_speed: 200,
      behaviourParams_gallery_horizontal_autoSlide_pauseOnHover: true,
      behaviourParams_item_content_magnificationValue: 2,
      behaviourParams_item_content_tiltAngleValue: -4,
      behaviourParams_item_video_loop: true,
      behaviourParams_item_video_volume: 0,
      behaviourParams_item_video_speed: 1,
      behaviourParams_item_video_enablePlayButton: true,
      behaviourParams_item_video_enablePlaceholder: true,
      stylingParams_itemShadowBlur: 20,
      stylingParams_itemShadowDirection: 135,
      stylingParams_itemShadowSize: 10,
      stylingParams_itemShadowOpacityAndColor: 'rgba(0,0,0,0.3)',
      behaviourParams_item_overlay_size: 100,
      behaviourParams_item_overlay_sizeUnits: 'PERCENT',
      behaviourParams_item_overlay_backgroundColor: 'rgba(8,8,8,0.75)',
      behaviourParams_item_overlay_padding: 0,
      behaviourParams_gallery_vertical_loadMore_text: 'Load More',
      stylingParams_arrowsColor: 'rgba(0,0,0,0.3)',
      stylingParams_itemBorderColor: 'rgba(208,208,208,1)',
      behaviourParams_gallery_blockContextMenu: false,
      behaviourParams_gallery_enableIndexingShareLinks: true,
      layoutParams_structure_enableStreching: true,
      behaviourParams_item_threeDimensionalScene_controls_enableZoom: false,
      behaviourParams_item_threeDimensionalScene_controls_enablePan: true,
      behaviourParams_item_threeDimensionalScene_controls_enableRotate: true,
      behaviourParams_item_threeDimensionalScene_controls_enableAutoRotate: true,
      fixedColumns: 0,
    });
    // Texts take no height unless something renders them outside the items.
    expect(options.layoutParams_info_height).toBe(0);
    expect(OPTION_DEFAULTS.layoutParams_info_height).toBe(200);
  });

  test('legacy names are migrated before the defaults, so they are not lost', () => {
    const options = processOptions({ imageMargin: 33, galleryLayout: 2, cubeType: 'fit' });
    expect(options).toMatchObject({
      layoutParams_structure_itemSpacing: 33,
      layoutParams_structure_galleryLayout: 2,
      layoutParams_crop_method: 'FIT',
    });
    expect(options).not.toHaveProperty('imageMargin');
  });

  test('nested and flat options give the same result', () => {
    const nested = processOptions({
      layoutParams: { structure: { galleryLayout: 1, itemSpacing: 7 } },
      stylingParams: { itemBorderWidth: 2 },
    });
    const flat = processOptions({
      layoutParams_structure_galleryLayout: 1,
      layoutParams_structure_itemSpacing: 7,
      stylingParams_itemBorderWidth: 2,
    });
    expect(nested).toEqual(flat);
  });

  test('the preset overrides what the owner set; normalisation follows the preset', () => {
    const options = processOptions({
      galleryLayout: 4,
      layoutParams_structure_scrollDirection: 'VERTICAL',
      layoutParams_info_placement: 'BELOW',
    });
    expect(options).toMatchObject({
      layoutParams_structure_scrollDirection: 'HORIZONTAL',
      layoutParams_structure_layoutOrientation: 'HORIZONTAL',
    });
  });

  test('the designed preset comes from the context; unparsable gives the collage', () => {
    const designed = processOptions(
      { layoutParams_structure_galleryLayout: -2 },
      { designedPreset: '{"galleryLayout":12}' },
    );
    expect(designed.layoutParams_groups_repeatingGroupTypes).toEqual(['1', '2h', '1', '2h']);
    expect(
      processOptions({ layoutParams_structure_galleryLayout: -2 }, { designedPreset: '}{' })
        .layoutParams_structure_galleryLayout,
    ).toBe(0);
  });

  test('the magic layout logs once and gets no preset', () => {
    const logged: string[] = [];
    const options = processOptions(
      { layoutParams_structure_galleryLayout: 8, layoutParams_crop_enable: true },
      { logError: (m) => logged.push(m) },
    );
    expect(logged).toEqual([
      'A layout generated by the magicLayoutSeed is no longer supported as of Pro Gallery v5',
    ]);
    expect(options).toMatchObject({
      layoutParams_structure_galleryLayout: 8,
      layoutParams_crop_enable: true,
    });
  });

  test('the input is never changed', () => {
    const input = { layoutParams: { structure: { galleryLayout: 5 } }, imageMargin: 70 };
    const copy = structuredClone(input);
    processOptions(input, { deviceType: 'mobile' });
    expect(input).toEqual(copy);
  });

  test('options that are not an object are the defaults', () => {
    expect(processOptions(null)).toEqual(processOptions({}));
    expect(processOptions('grid')).toEqual(processOptions({}));
  });
});

describe('values of the wrong kind', () => {
  test('fall back to their defaults and are reported with the schema messages', () => {
    const problems: unknown[] = [];
    const options = processOptions(
      {
        layoutParams: {
          structure: { itemSpacing: '12', scrollDirection: 'DIAGONAL' },
          info: { placement: 'OVERLAY,UNDER' },
        },
        behaviourParams_item_secondaryMedia_behaviour: 'FADES',
        layoutParams_crop_ratios: [1, null],
        stylingParams_itemBorderColor: 'red',
      },
      { report: (problem) => problems.push(problem) },
    );
    expect(options).toMatchObject({
      layoutParams_structure_itemSpacing: 10,
      layoutParams_structure_scrollDirection: 'VERTICAL',
      behaviourParams_item_secondaryMedia_behaviour: 'APPEARS',
      layoutParams_crop_ratios: [1],
      stylingParams_itemBorderColor: 'red',
    });
    expect(problems).toEqual([
      { path: '/layoutParams/structure/itemSpacing', keyword: 'type', message: 'must be number' },
      {
        path: '/layoutParams/structure/scrollDirection',
        keyword: 'enum',
        message: 'must be equal to one of the allowed values',
      },
      {
        path: '/layoutParams/info/placement',
        keyword: 'enum',
        message: 'must be equal to one of the allowed values',
      },
      {
        path: '/behaviourParams/item/secondaryMedia/behaviour',
        keyword: 'const',
        message: 'must be equal to constant',
      },
      { path: '/layoutParams/crop/ratios', keyword: 'type', message: 'must be number' },
    ]);
  });

  test('numbers must be finite; unknown options pass through untouched', () => {
    const problems: unknown[] = [];
    const options = processOptions(
      { fixedColumns: Infinity, somethingOfTheSite: [1, 'x'] },
      { report: (p) => problems.push(p) },
    );
    expect(options.fixedColumns).toBe(0);
    expect(options.somethingOfTheSite).toEqual([1, 'x']);
    expect(problems).toEqual([
      { path: '/fixedColumns', keyword: 'type', message: 'must be number' },
    ]);
  });
});

describe('processOptions again with the same options by value (a server rendering its pages)', () => {
  test('gives an equal result it can change freely, and logs what the first call logged', () => {
    const raw = () => ({
      layoutParams: { structure: { galleryLayout: LAYOUT_CODES.MAGIC, itemSpacing: 4 } },
    });
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((message) => errors.push(message));
    try {
      const first = processOptions(raw(), { deviceType: 'mobile' });
      const second = processOptions(raw(), { deviceType: 'mobile' });
      expect(second).toEqual(first);
      expect(second).not.toBe(first);
      expect(errors).toEqual([MAGIC_LAYOUT_UNSUPPORTED, MAGIC_LAYOUT_UNSUPPORTED]);
      second.layoutParams_structure_itemSpacing = 99;
      (second.layoutParams_groups_allowedGroupTypes as string[]).push('changed');
      expect(processOptions(raw(), { deviceType: 'mobile' })).toEqual(first);
    } finally {
      spy.mockRestore();
    }
  });

  test('still reports to a reporter every time, and reads options holding a function anew', () => {
    const reported: string[] = [];
    const raw = { layoutParams_structure_itemSpacing: 'wide' };
    processOptions(raw, { report: (problem) => reported.push(problem.path) });
    processOptions(raw, { report: (problem) => reported.push(problem.path) });
    expect(reported).toEqual([
      '/layoutParams/structure/itemSpacing',
      '/layoutParams/structure/itemSpacing',
    ]);
    const withFunction = { layoutParams_structure_itemSpacing: 3, onItemClicked: () => {} };
    expect(processOptions(withFunction).layoutParams_structure_itemSpacing).toBe(3);
  });

  test('reads an options object changed since the last call as it is now', () => {
    const raw: Record<string, unknown> = { layoutParams_structure_itemSpacing: 3 };
    expect(processOptions(raw).layoutParams_structure_itemSpacing).toBe(3);
    raw.layoutParams_structure_itemSpacing = 9;
    expect(processOptions(raw).layoutParams_structure_itemSpacing).toBe(9);
  });
});

describe('sharedProcessedOptions (what the server lays out by)', () => {
  test('is one read-only object for options equal by value, equal to processOptions', () => {
    const raw = () => ({ layoutParams: { structure: { galleryLayout: 2, itemSpacing: 7 } } });
    const first = sharedProcessedOptions(raw(), { deviceType: 'desktop' });
    expect(sharedProcessedOptions(raw(), { deviceType: 'desktop' })).toBe(first);
    expect(first).toEqual(processOptions(raw(), { deviceType: 'desktop' }));
    expect(Object.isFrozen(first)).toBe(true);
    expect(sharedProcessedOptions(raw(), { deviceType: 'mobile' })).not.toBe(first);
  });

  test('leaves the lists the caller passed in as they were: theirs to change', () => {
    const groups = ['1', '2h'];
    const shared = sharedProcessedOptions({ layoutParams_groups_allowedGroupTypes: groups });
    expect(Object.isFrozen(groups)).toBe(false);
    groups.push('3v');
    expect(shared.layoutParams_groups_allowedGroupTypes).not.toContain('3v');
  });

  test('options too deep to tell apart by value are read anew each time', () => {
    let deep: Record<string, unknown> = { itemSpacing: 3 };
    for (let i = 0; i < 20; i++) deep = { nested: deep };
    const raw = { layoutParams_structure_itemSpacing: 3, extra: deep };
    const first = sharedProcessedOptions(raw);
    expect(sharedProcessedOptions(raw)).not.toBe(first);
    expect(sharedProcessedOptions(raw)).toEqual(first);
  });
});
