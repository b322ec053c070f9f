// Item borders, corner radius and shadows from stylingParams (spec/001 §3), as a visitor sees
// them: around the item, or around its media when its texts are outside it on no background.

import { expect, test } from 'vitest';
import { itemElement, makeItems, MASONRY, mountGallery } from '../testing.tsx';

const STYLED = {
  ...MASONRY,
  stylingParams: {
    itemBorderWidth: 3,
    itemBorderColor: 'rgb(10, 20, 30)',
    itemBorderRadius: 12,
    itemEnableShadow: true,
  },
};

const COLUMNS_BELOW = {
  layoutParams_structure_galleryLayout: 1,
  layoutParams_structure_layoutOrientation: 'VERTICAL',
  layoutParams_targetItemSize_unit: 'PIXEL',
  layoutParams_targetItemSize_value: 220,
  layoutParams_info_placement: 'BELOW',
  layoutParams_info_height: 60,
  stylingParams: STYLED.stylingParams,
};

const ITEMS = makeItems(8, (i) => ({ title: `Title ${i}` }));

function frameOf(element: Element) {
  const style = getComputedStyle(element);
  return {
    border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
    radius: style.borderTopLeftRadius,
    shadow: style.boxShadow,
  };
}

// The default shadow (spec/001 §9): size 10 towards 135 degrees, blur 20, rgba(0,0,0,0.3).
const FRAME = {
  border: '3px solid rgb(10, 20, 30)',
  radius: '12px',
  shadow: 'rgba(0, 0, 0, 0.3) 7.07px 7.07px 20px 0px',
};

test('border, radius and shadow around each item, which stays on its rect', async () => {
  const { gallery, layouts } = await mountGallery(900, { items: ITEMS, options: STYLED });
  const item = itemElement(gallery, 0)!;
  expect(frameOf(item)).toEqual(FRAME);
  const [left, top, width, height] = layouts.at(-1)!.rects.subarray(0, 4);
  const box = item.getBoundingClientRect();
  const origin = gallery.getBoundingClientRect();
  expect([box.left - origin.left, box.top - origin.top, box.width, box.height]).toEqual([
    left,
    top,
    width,
    height,
  ]);
});

test('with the texts below on no background: around the media', async () => {
  const { gallery } = await mountGallery(900, { items: ITEMS, options: COLUMNS_BELOW });
  const item = itemElement(gallery, 0)!;
  expect(frameOf(item.querySelector('[data-item-media]')!)).toEqual(FRAME);
  expect(frameOf(item)).toEqual({ border: '0px none rgb(0, 0, 0)', radius: '0px', shadow: 'none' });
});

test('with the texts on a background attached to the media: around both', async () => {
  const { gallery } = await mountGallery(900, {
    items: ITEMS,
    options: { ...COLUMNS_BELOW, layoutParams_info_layout: 'ATTACHED_BACKGROUND' },
  });
  const item = itemElement(gallery, 0)!;
  expect(frameOf(item)).toEqual(FRAME);
  expect(frameOf(item.querySelector('[data-item-media]')!).shadow).toBe('none');
});

test('no frame by default', async () => {
  const { gallery } = await mountGallery(900, { items: ITEMS, options: MASONRY });
  expect(frameOf(itemElement(gallery, 0)!).shadow).toBe('none');
  expect(frameOf(itemElement(gallery, 0)!).radius).toBe('0px');
});
