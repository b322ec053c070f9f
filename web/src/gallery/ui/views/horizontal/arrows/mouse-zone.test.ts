// The mouse-follow arrow's zones (spec/002 §4, §9): half the gallery each while both arrows show,
// the whole of it for a sole arrow, never more than the configured share; swapped right to left.

import { expect, test } from 'vitest';
import { mouseZone, type ZoneInput } from './mouse-zone.ts';

const BOTH: ZoneInput = {
  x: 0,
  width: 1000,
  maxWidthPercent: undefined,
  showPrevious: true,
  showNext: true,
  rightToLeft: false,
};

test('with both arrows, the left half goes back and the right half forward', () => {
  expect(mouseZone({ ...BOTH, x: 100 })).toBe('previous');
  expect(mouseZone({ ...BOTH, x: 499 })).toBe('previous');
  expect(mouseZone({ ...BOTH, x: 501 })).toBe('next');
  expect(mouseZone({ ...BOTH, x: 1200 })).toBeNull();
});

test('a configured share narrows both zones, leaving the middle to the items', () => {
  const narrow = { ...BOTH, maxWidthPercent: 20 };
  expect(mouseZone({ ...narrow, x: 150 })).toBe('previous');
  expect(mouseZone({ ...narrow, x: 500 })).toBeNull();
  expect(mouseZone({ ...narrow, x: 850 })).toBe('next');
});

test('a sole arrow takes the whole gallery, up to the configured share', () => {
  const first = { ...BOTH, showPrevious: false };
  expect(mouseZone({ ...first, x: 10 })).toBe('next');
  expect(mouseZone({ ...first, maxWidthPercent: 60, x: 300 })).toBeNull();
  expect(mouseZone({ ...first, maxWidthPercent: 60, x: 500 })).toBe('next');
});

test('right to left, the previous arrow is on the right', () => {
  expect(mouseZone({ ...BOTH, rightToLeft: true, x: 100 })).toBe('next');
  expect(mouseZone({ ...BOTH, rightToLeft: true, x: 900 })).toBe('previous');
});
