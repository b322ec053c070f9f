// The width an image is asked for, and the engine request it makes (spec/000 §3, §5).

import { describe, expect, test } from 'vitest';
import { readContainerData } from '../container/index.ts';
import { estimatedWidth, imageRequest, isWideEnough, stepUp } from './image-size.ts';

test('widths go up in steps of 100 CSS pixels', () => {
  expect([1, 99, 100, 101, 740, 1920].map(stepUp)).toEqual([100, 100, 100, 200, 800, 2000]);
});

describe('before it is measured, the width is estimated from the container data', () => {
  const estimate = (containerData: unknown, sourceWidth = 4500, isMobile = false) =>
    estimatedWidth(readContainerData(containerData), sourceWidth, isMobile);

  test('CONTENT and FULL_WIDTH take the content column (desktop 740, mobile 400)', () => {
    expect(estimate({ width: { size: 'CONTENT' } })).toBe(800);
    expect(estimate({ width: { size: 'FULL_WIDTH' } })).toBe(800);
    expect(estimate(undefined, 4500, true)).toBe(400);
  });

  test('SMALL, ORIGINAL and a custom width, never wider than the column', () => {
    expect(estimate({ width: { size: 'SMALL' } })).toBe(400);
    expect(estimate({ width: { size: 'ORIGINAL' } }, 50)).toBe(100);
    expect(estimate({ width: { size: 'ORIGINAL' } }, 4500)).toBe(800);
    expect(estimate({ width: { custom: '450' } })).toBe(500);
    expect(estimate({ width: { custom: '3000' } })).toBe(800);
  });
});

test('the request keeps the proportions, at the device pixel ratio', () => {
  expect(imageRequest('p.jpg', 4500, 3228, 800, 2)).toEqual({
    fit: 'fill',
    id: 'p.jpg',
    width: 4500,
    height: 3228,
    targetWidth: 800,
    targetHeight: 574,
    options: { devicePixelRatio: 2 },
    variant: 'resized',
  });
});

test('without the source size the original picture is asked for', () => {
  expect(imageRequest('p.jpg', 0, 0, 800, 1).variant).toBe('full');
});

test('an image is wide enough when its custom width is above 150 (or it has a named size)', () => {
  const wide = (containerData: unknown) => isWideEnough(readContainerData(containerData));
  expect(wide({ width: { custom: '150' } })).toBe(false);
  expect(wide({ width: { custom: '151' } })).toBe(true);
  expect(wide({ width: { size: 'SMALL' } })).toBe(true);
});
