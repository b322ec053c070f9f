// The picture's focal point (spec/002 §3): fractions of its width and height, the centre by
// default. Given as [x, y] or { x, y }; a point without two numbers is the centre, and each
// fraction is kept within the picture.

import type { FocalPoint } from './types.ts';
import { numberOf, objectOf } from './fields.ts';

export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

function fraction(value: number): number {
  return Math.min(1, Math.max(0, value));
}

export function focalPointOf(value: unknown): FocalPoint {
  const pair = Array.isArray(value) ? value : [objectOf(value)?.x, objectOf(value)?.y];
  const x = numberOf(pair[0]);
  const y = numberOf(pair[1]);
  if (x === undefined || y === undefined) return CENTRE;
  return { x: fraction(x), y: fraction(y) };
}
