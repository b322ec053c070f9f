import { expect, test } from 'vitest';
import { carouselStyle, stripStyle } from './strip-box.ts';
import type { ThumbnailSettings } from './thumbnail-settings.ts';

const BASE: ThumbnailSettings = {
  enabled: true,
  position: 'OUTSIDE_GALLERY',
  alignment: 'BOTTOM',
  size: 100,
  spacing: 4,
  margin: 10,
  gallerySpacing: 5,
};

test('outside, the strip sits in the room the layout left, at its far edge', () => {
  expect(stripStyle({ ...BASE, alignment: 'BOTTOM' })).toMatchObject({ bottom: -115, height: 100 });
  expect(stripStyle({ ...BASE, alignment: 'LEFT' })).toMatchObject({ left: -115, width: 100 });
  expect(carouselStyle({ ...BASE, alignment: 'TOP' }, 300)).toEqual({
    height: 300,
    top: 115,
  });
  expect(carouselStyle({ ...BASE, alignment: 'RIGHT' }, 300)).toMatchObject({
    width: 'calc(100% - 115px)',
    marginRight: 115,
  });
});

test('on the gallery, the strip lies over its edge, the margin in; the gallery keeps its box', () => {
  const on = { ...BASE, position: 'ON_GALLERY' as const };
  expect(stripStyle({ ...on, alignment: 'TOP' })).toMatchObject({ top: 10, height: 100 });
  expect(stripStyle({ ...on, alignment: 'RIGHT' })).toMatchObject({ right: 10, width: 100 });
  expect(carouselStyle(on, 300)).toEqual({});
});
