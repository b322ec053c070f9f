// The container a gallery lays out in (spec/000 §9): 980x500 on a desktop and 320x500 on a phone
// until measured, 620 high for THUMBNAIL, and a SLIDER as high as its items' shape allows, sampled
// from the first 20 items and kept between 9/16 and 1.

import { describe, expect, test } from 'vitest';
import { galleryContainer, sliderRatio } from './gallery-container.ts';

const landscape = { width: 1600, height: 900 };
const portrait = { width: 900, height: 1600 };
const square = { width: 500, height: 500 };

describe('before it is measured', () => {
  test('desktop 980x500, phone 320x500', () => {
    expect(galleryContainer('GRID', [square], false)).toEqual({ width: 980, height: 500 });
    expect(galleryContainer('GRID', [square], true)).toEqual({ width: 320, height: 500 });
  });

  test('the THUMBNAIL layout is 620 high', () => {
    expect(galleryContainer('THUMBNAIL', [square], false)).toEqual({ width: 980, height: 620 });
  });
});

test('a measured width is kept, and a slider is as high as that width times its ratio', () => {
  expect(galleryContainer('MASONRY', [square], false, 700)).toEqual({ width: 700, height: 500 });
  expect(galleryContainer('SLIDER', [landscape], false, 640)).toEqual({ width: 640, height: 360 });
});

describe('the slider ratio', () => {
  test('is the items’ mean height over width', () => {
    expect(sliderRatio([landscape, square])).toBeCloseTo((9 / 16 + 1) / 2);
  });

  test('is kept between 9/16 and 1', () => {
    expect(sliderRatio([{ width: 3000, height: 1000 }])).toBe(9 / 16);
    expect(sliderRatio([portrait])).toBe(1);
  });

  test('samples only the first 20 items, and those with a size', () => {
    const items = [
      ...Array.from({ length: 20 }, () => landscape),
      ...Array.from({ length: 30 }, () => portrait),
    ];
    expect(sliderRatio(items)).toBe(9 / 16);
    expect(sliderRatio([{ width: 0, height: 0 }, square])).toBe(1);
  });

  test('without any size it is 9/16', () => {
    expect(sliderRatio([])).toBe(9 / 16);
    expect(galleryContainer('SLIDER', [], false)).toEqual({ width: 980, height: 551 });
  });
});
