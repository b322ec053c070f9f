import { expect, test } from 'vitest';
import { cameraTargetOf, orientationOf, parseTransform, scaleOf } from './three-d-transform.ts';

const ORIGIN = { x: 0, y: 0, z: 0 };

test('a transform string names x, y and z', () => {
  expect(parseTransform('x0y0z0', ORIGIN)).toEqual({ x: 0, y: 0, z: 0 });
  expect(parseTransform('x1.5y-2z.25', ORIGIN)).toEqual({ x: 1.5, y: -2, z: 0.25 });
  expect(parseTransform(' X 1 Y 2 Z 3 ', ORIGIN)).toEqual({ x: 1, y: 2, z: 3 });
  expect(parseTransform('x1e2y0z0', ORIGIN)).toEqual({ x: 100, y: 0, z: 0 });
});

test('anything else is the fallback', () => {
  const unit = { x: 1, y: 1, z: 1 };
  for (const value of ['', 'x1y2', 'y1x2z3', '1 2 3', 'x1y2z3w4', 'xay1z1', undefined, 7, null])
    expect(parseTransform(value, unit)).toBe(unit);
});

test('the viewer reads rotation as roll, pitch, yaw in radians; scale as three factors', () => {
  expect(orientationOf({ x: 0.5, y: 1, z: -0.25 })).toBe('-0.25rad 0.5rad 1rad');
  expect(scaleOf({ x: 2, y: 2, z: 0.5 })).toBe('2 2 0.5');
});

test('a position moves the camera target the other way; none leaves it on the model', () => {
  expect(cameraTargetOf({ x: 1, y: -2, z: 0 })).toBe('-1m 2m 0m');
  expect(cameraTargetOf(ORIGIN)).toBeNull();
});
