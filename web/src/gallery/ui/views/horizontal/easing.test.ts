import { expect, test } from 'vitest';
import { easingOf } from './easing.ts';

test('the slide transition curve is the CSS timing function', () => {
  const linear = easingOf('linear');
  expect(linear(0.3)).toBeCloseTo(0.3);
  const product = easingOf('cubic-bezier(0.46,0.1,0.25,1)');
  expect(product(0)).toBe(0);
  expect(product(1)).toBe(1);
  expect(product(0.5)).toBeGreaterThan(0.5);
  const easeIn = easingOf('ease-in');
  expect(easeIn(0.5)).toBeLessThan(0.5);
  // Unreadable curves ease.
  expect(easingOf('steps(4)')(0.5)).toBeCloseTo(easingOf('ease')(0.5));
});
