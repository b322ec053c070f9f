// galleryData.options -> the gallery's options (spec/000 §3, §9): each content option, the content
// defaults, and every corpus gallery through the gallery's own option engine and layouter.

import { describe, expect, test } from 'vitest';
import { createTsEngine } from '../../../../../bindings/index.ts';
import { galleryLayout } from '../../../gallery/model/gallery-layout-params.ts';
import { readItemSizes } from '../../../gallery/model/items/read-sizes.ts';
import { LAYOUT_CODES } from '../../../gallery/model/options/layout-codes.ts';
import { readContentOptions } from './content-options.ts';
import { galleryContainer } from './gallery-container.ts';
import { readGalleryContent } from './gallery-data.ts';
import { galleryOptionsOf, type GalleryOptionsContext } from './gallery-options.ts';
import { corpusGalleries } from './testing/corpus-galleries.ts';

const DESKTOP: GalleryOptionsContext = {
  isMobile: false,
  clickAction: 'ACTION',
  disableDownload: false,
};
const MOBILE: GalleryOptionsContext = { ...DESKTOP, isMobile: true };

const optionsOf = (options: unknown, context = DESKTOP) =>
  galleryOptionsOf(readContentOptions(options, context.isMobile), context);

describe('content defaults (spec/000 §9)', () => {
  test('a gallery without options is a grid of 3 columns, ratio 1, FILL, spacing 5', () => {
    expect(optionsOf(undefined)).toEqual({
      layoutParams_structure_galleryLayout: LAYOUT_CODES.GRID,
      layoutParams_structure_layoutOrientation: 'HORIZONTAL',
      layoutParams_structure_scrollDirection: 'VERTICAL',
      layoutParams_structure_responsiveMode: 'SET_ITEMS_PER_ROW',
      layoutParams_structure_numberOfColumns: 3,
      layoutParams_crop_ratios: [1],
      layoutParams_crop_method: 'FILL',
      layoutParams_structure_itemSpacing: 5,
      layoutParams_thumbnails_enable: false,
      layoutParams_thumbnails_alignment: 'BOTTOM',
      layoutParams_thumbnails_size: 120,
      layoutParams_navigationArrows_size: 23,
      behaviourParams_item_clickAction: 'ACTION',
      behaviourParams_gallery_blockContextMenu: false,
    });
  });

  test('on a phone the arrows are 20 and the thumbnails 90', () => {
    const options = optionsOf({}, MOBILE);
    expect(options.layoutParams_navigationArrows_size).toBe(20);
    expect(options.layoutParams_thumbnails_size).toBe(90);
  });

  test('values of the wrong type or out of range fall back to the defaults', () => {
    const options = optionsOf({
      layout: { type: 'SPIRAL', orientation: 7, numberOfColumns: -2 },
      item: { ratio: 0, crop: 'STRETCH', spacing: -4, targetSize: 'big' },
      thumbnails: { placement: 'MIDDLE' },
    });
    expect(options).toMatchObject({
      layoutParams_structure_galleryLayout: LAYOUT_CODES.GRID,
      layoutParams_structure_layoutOrientation: 'HORIZONTAL',
      layoutParams_structure_numberOfColumns: 3,
      layoutParams_crop_ratios: [1],
      layoutParams_crop_method: 'FILL',
      layoutParams_structure_itemSpacing: 5,
      layoutParams_thumbnails_alignment: 'BOTTOM',
    });
    expect(options).not.toHaveProperty('layoutParams_targetItemSize_value');
  });
});

describe('layout', () => {
  test.each([
    ['COLLAGE', 0],
    ['MASONRY', 1],
    ['GRID', 2],
    ['THUMBNAIL', 3],
    ['SLIDER', 4],
    ['SLIDESHOW', 5],
    ['PANORAMA', 6],
    ['COLUMN', 7],
    ['FULLSIZE', 9],
  ])('type %s is the layout code %i', (type, code) => {
    expect(optionsOf({ layout: { type } }).layoutParams_structure_galleryLayout).toBe(code);
  });

  test('MAGIC, which the gallery no longer lays out, falls back to the collage of an unknown code', () => {
    expect(optionsOf({ layout: { type: 'MAGIC' } }).layoutParams_structure_galleryLayout).toBe(
      LAYOUT_CODES.COLLAGE,
    );
  });

  test('type names are read in any case', () => {
    expect(optionsOf({ layout: { type: 'masonry' } }).layoutParams_structure_galleryLayout).toBe(1);
  });

  test('orientation ROWS is horizontal and COLUMNS vertical', () => {
    expect(optionsOf({ layout: { orientation: 'ROWS' } })).toMatchObject({
      layoutParams_structure_layoutOrientation: 'HORIZONTAL',
    });
    expect(optionsOf({ layout: { orientation: 'COLUMNS' } })).toMatchObject({
      layoutParams_structure_layoutOrientation: 'VERTICAL',
    });
  });

  test('horizontalScroll scrolls the gallery sideways', () => {
    expect(optionsOf({ layout: { horizontalScroll: true } })).toMatchObject({
      layoutParams_structure_scrollDirection: 'HORIZONTAL',
    });
    expect(optionsOf({ layout: { horizontalScroll: false } })).toMatchObject({
      layoutParams_structure_scrollDirection: 'VERTICAL',
    });
  });

  test('numberOfColumns sets the items per row; mobileNumberOfColumns does on a phone', () => {
    const layout = { numberOfColumns: 4, mobileNumberOfColumns: 2 };
    expect(optionsOf({ layout })).toMatchObject({
      layoutParams_structure_responsiveMode: 'SET_ITEMS_PER_ROW',
      layoutParams_structure_numberOfColumns: 4,
    });
    expect(optionsOf({ layout }, MOBILE)).toMatchObject({
      layoutParams_structure_numberOfColumns: 2,
    });
    // Without a phone count, the phone has the desktop's.
    expect(optionsOf({ layout: { numberOfColumns: 4 } }, MOBILE)).toMatchObject({
      layoutParams_structure_numberOfColumns: 4,
    });
  });

  test('a target size without columns (0 or none) fits items of that size to the width', () => {
    const options = optionsOf({ layout: { numberOfColumns: 0 }, item: { targetSize: 300 } });
    expect(options).toMatchObject({
      layoutParams_structure_responsiveMode: 'FIT_TO_SCREEN',
      layoutParams_targetItemSize_unit: 'PIXEL',
      layoutParams_targetItemSize_value: 300,
    });
    expect(options).not.toHaveProperty('layoutParams_structure_numberOfColumns');
  });
});

describe('item', () => {
  test('targetSize, ratio, crop and spacing', () => {
    expect(
      optionsOf({ item: { targetSize: 435, ratio: 16 / 9, crop: 'FIT', spacing: 12 } }),
    ).toMatchObject({
      layoutParams_targetItemSize_unit: 'PIXEL',
      layoutParams_targetItemSize_value: 435,
      layoutParams_crop_ratios: [16 / 9],
      layoutParams_crop_method: 'FIT',
      layoutParams_structure_itemSpacing: 12,
    });
  });

  test('spacing 0 is kept', () => {
    expect(optionsOf({ item: { spacing: 0 } }).layoutParams_structure_itemSpacing).toBe(0);
  });
});

describe('thumbnails', () => {
  test.each(['TOP', 'RIGHT', 'BOTTOM', 'LEFT'])(
    'placement %s places the THUMBNAIL layout strip there',
    (placement) => {
      expect(
        optionsOf({ layout: { type: 'THUMBNAIL' }, thumbnails: { placement, spacing: 8 } }),
      ).toMatchObject({
        layoutParams_thumbnails_enable: true,
        layoutParams_thumbnails_alignment: placement,
        layoutParams_thumbnails_spacing: 8,
      });
    },
  );

  test('NONE, or a layout other than THUMBNAIL, shows no strip', () => {
    expect(
      optionsOf({ layout: { type: 'THUMBNAIL' }, thumbnails: { placement: 'NONE' } }),
    ).toMatchObject({ layoutParams_thumbnails_enable: false });
    expect(
      optionsOf({ layout: { type: 'GRID' }, thumbnails: { placement: 'BOTTOM' } }),
    ).toMatchObject({ layoutParams_thumbnails_enable: false });
  });
});

test('the click action and the right-click setting come from the context', () => {
  expect(
    galleryOptionsOf(readContentOptions({}, false), {
      isMobile: false,
      clickAction: 'LINK',
      disableDownload: true,
    }),
  ).toMatchObject({
    behaviourParams_item_clickAction: 'LINK',
    behaviourParams_gallery_blockContextMenu: true,
  });
});

describe('every corpus gallery', () => {
  const engine = createTsEngine();
  test.each(corpusGalleries())('%s %#: laid out by the gallery as its data says', (_, node) => {
    const content = readGalleryContent(node, { isMobile: false, links: {}, canExpand: true });
    const { layout, item } = content.content;
    const container = galleryContainer(
      layout.type,
      content.items.map((i) => i.metaData),
      false,
    );
    const problems: unknown[] = [];
    const { options, params } = galleryLayout(content.options, container, {
      report: (problem) => problems.push(problem),
    });
    // The option engine takes every option as it is (no type problem), keeps the layout and the
    // spacing (which the THUMBNAIL preset fixes at 0), and its presets decide the rest.
    expect(problems).toEqual([]);
    expect(options.layoutParams_structure_galleryLayout).toBe(LAYOUT_CODES[layout.type]);
    const data = node.galleryData as { options: { item: { spacing?: number } } };
    expect(item.spacing).toBe(data.options.item.spacing ?? 5);
    expect(options.layoutParams_structure_itemSpacing).toBe(
      layout.type === 'THUMBNAIL' ? 0 : item.spacing,
    );
    const result = engine.layout(readItemSizes(content.items).sizes, params);
    expect(result.rects.length).toBe(content.items.length * 4);
    expect(result.height).toBeGreaterThan(0);
  });
});
