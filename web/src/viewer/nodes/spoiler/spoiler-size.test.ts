// The block spoiler's form by size (spec/000 §9 "Spoiler").

import { expect, test } from 'vitest';
import { spoilerForm } from './spoiler-size.ts';

test('only the icon under 320 wide or under 228 high', () => {
  expect(spoilerForm(319, 500).iconOnly).toBe(true);
  expect(spoilerForm(320, 500).iconOnly).toBe(false);
  expect(spoilerForm(800, 227).iconOnly).toBe(true);
  expect(spoilerForm(800, 228).iconOnly).toBe(false);
});

test('the blur is small under 400 px, medium under 700, large above', () => {
  expect([0, 399, 400, 699, 700, 2000].map((width) => spoilerForm(width, 500).blur)).toEqual([
    'small',
    'small',
    'medium',
    'medium',
    'large',
    'large',
  ]);
});
