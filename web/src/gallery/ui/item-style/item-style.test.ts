import { expect, test } from 'vitest';
import { processOptions } from '../../model/options/process.ts';
import { itemFrameStyle, itemShadow, shadowOffset } from './item-style.ts';

const MASONRY = { layoutParams_structure_galleryLayout: 1 };

test('the shadow falls towards its direction, clockwise from straight up', () => {
  expect(shadowOffset(135, 10)).toEqual({ x: 7.07, y: 7.07 });
  expect(shadowOffset(90, 4)).toEqual({ x: 4, y: 0 });
  expect(shadowOffset(180, 4)).toEqual({ x: 0, y: 4 });
  expect(shadowOffset(0, 4)).toEqual({ x: 0, y: -4 });
});

test('the defaults: no border, no radius, no shadow', () => {
  expect(itemFrameStyle(processOptions(MASONRY))).toEqual({});
});

test('a shadow with the defaults of spec/001 §9', () => {
  const options = processOptions({ ...MASONRY, stylingParams_itemEnableShadow: true });
  expect(itemShadow(options)).toBe('7.07px 7.07px 20px rgba(0,0,0,0.3)');
});

test('border, radius and shadow from the styling options', () => {
  const options = processOptions({
    ...MASONRY,
    stylingParams: {
      itemBorderWidth: 3,
      itemBorderRadius: 12,
      itemEnableShadow: true,
      itemShadowBlur: 6,
      itemShadowDirection: 90,
      itemShadowSize: 5,
      itemShadowOpacityAndColor: 'rgba(10,20,30,0.5)',
    },
  });
  expect(itemFrameStyle(options)).toEqual({
    borderWidth: 3,
    borderStyle: 'solid',
    borderColor: 'rgba(208,208,208,1)',
    borderRadius: 12,
    boxShadow: '5px 0px 6px rgba(10,20,30,0.5)',
  });
});

test('the crop method FIT has neither border nor shadow (spec/001 §4)', () => {
  const options = processOptions({
    ...MASONRY,
    layoutParams_crop_method: 'FIT',
    stylingParams: { itemBorderWidth: 3, itemBorderRadius: 12, itemEnableShadow: true },
  });
  expect(itemFrameStyle(options)).toEqual({});
});
