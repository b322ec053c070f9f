import { expect, test } from 'vitest';
import { processOptions } from '../../model/options/process.ts';
import { contentHoverLook } from './content-hover-effect.ts';
import { hoverSettings } from './hover-settings.ts';

const settingsOf = (options: unknown) => hoverSettings(processOptions(options));

test('defaults: no content effect, tilt angle -4, no secondary media (spec/001 §9)', () => {
  expect(settingsOf({})).toMatchObject({
    contentEffect: 'NO_EFFECT',
    tiltAngle: -4,
    secondaryMediaOnHover: false,
  });
});

test('the overlay holds the texts when the info placement includes OVERLAY, unless DONT_SHOW', () => {
  const grid = { layoutParams_structure_galleryLayout: 2 };
  expect(settingsOf(grid).overlay.showTexts).toBe(true);
  const hidden = { ...grid, layoutParams_info_layout: 'DONT_SHOW' };
  expect(settingsOf(hidden).overlay.showTexts).toBe(false);
  // The slideshow keeps its info below (spec/001 §4 presets).
  expect(settingsOf({ layoutParams_structure_galleryLayout: 5 }).overlay.showTexts).toBe(false);
});

test('secondary media appears on hover with the trigger HOVER', () => {
  const options = { behaviourParams: { item: { secondaryMedia: { trigger: 'HOVER' } } } };
  expect(settingsOf(options).secondaryMediaOnHover).toBe(true);
});

test.each([
  ['BLUR', {}, { filter: 'blur(4px)' }],
  ['COLOR_IN', { filter: 'grayscale(1)' }, { filter: 'grayscale(0)' }],
  ['DARKENED', {}, { filter: 'brightness(0.6)' }],
  ['GRAYSCALE', {}, { filter: 'grayscale(1)' }],
  ['INVERT', {}, { filter: 'invert(1)' }],
  ['NO_EFFECT', {}, {}],
  ['SHRINK', {}, { transform: 'scale(0.9)' }],
  ['TILT', {}, { transform: 'rotate(-4deg) scale(1.15)' }],
  ['ZOOM_IN', {}, { transform: 'scale(1.1)' }],
] as const)('content hover effect %s', (effect, unhovered, hovered) => {
  expect(contentHoverLook(effect, false, -4)).toEqual(unhovered);
  expect(contentHoverLook(effect, true, -4)).toEqual(hovered);
});

test('TILT turns the media by the tilt angle', () => {
  expect(contentHoverLook('TILT', true, 7).transform).toBe('rotate(7deg) scale(1.15)');
});
