import { expect, test } from 'vitest';
import { processOptions } from '../../model/options/process.ts';
import { SCROLL_ANIMATIONS } from '../../model/options/enums.ts';
import { scrollAnimationDelay, scrollAnimationOf } from './scroll-animations.ts';

const withAnimation = (scrollAnimation: string) =>
  processOptions({ behaviourParams: { gallery: { scrollAnimation } } });

test('each of the ten animations, NO_EFFECT none', () => {
  expect(SCROLL_ANIMATIONS).toHaveLength(10);
  for (const animation of SCROLL_ANIMATIONS)
    expect(scrollAnimationOf(withAnimation(animation))).toBe(
      animation === 'NO_EFFECT' ? null : animation,
    );
});

test('none by default and none in SEO view mode', () => {
  expect(scrollAnimationOf(processOptions({}))).toBeNull();
  expect(scrollAnimationOf(withAnimation('FADE_IN'), 'SEO')).toBeNull();
  expect(scrollAnimationOf(withAnimation('FADE_IN'), 'SITE')).toBe('FADE_IN');
});

test('delays cycle 100 to 300 ms by index modulo 3', () => {
  expect([0, 1, 2, 3, 4, 5, 99].map(scrollAnimationDelay)).toEqual([
    100, 200, 300, 100, 200, 300, 100,
  ]);
});
