// parseLayoutInput's viewport: optional, defaulting to spec/001 §9's 1920 by 1200 screen, and
// refused by path when it is not a pair of sizes.

import { describe, expect, test } from 'vitest';
import { DEFAULT_VIEWPORT } from '../../web/src/gallery/model/index.ts';
import { UsageError } from './command.ts';
import { parseLayoutInput } from './layout-input.ts';

const BASE = {
  items: [{ id: 'a', width: 400, height: 300 }],
  container: { width: 1000, height: 700 },
};

function parse(extra: Record<string, unknown>) {
  return parseLayoutInput(JSON.stringify({ ...BASE, ...extra }));
}

describe('the viewport of tessera layout input', () => {
  test('absent: the default screen of spec/001 §9', () => {
    expect(DEFAULT_VIEWPORT).toEqual({ width: 1920, height: 1200 });
    expect(parse({}).viewport).toEqual({ width: 1920, height: 1200 });
  });

  test('given: taken as is, fractions included', () => {
    expect(parse({ viewport: { width: 1280.5, height: 720 } }).viewport).toEqual({
      width: 1280.5,
      height: 720,
    });
  });

  test('one size given: the other keeps its default', () => {
    expect(parse({ viewport: { width: 800 } }).viewport).toEqual({ width: 800, height: 1200 });
    expect(parse({ viewport: { height: 600 } }).viewport).toEqual({ width: 1920, height: 600 });
  });

  test.each([
    ['a number', 1280, 'viewport must be an object with width and height'],
    ['an array', [1280, 720], 'viewport must be an object with width and height'],
    ['null', null, 'viewport must be an object with width and height'],
    ['a width string', { width: '1280px', height: 720 }, 'viewport.width must be a finite number'],
    ['a width negative', { width: -1, height: 720 }, 'viewport.width must not be negative'],
    ['a height null', { width: 1280, height: null }, 'viewport.height must be a finite number'],
  ])('%s is refused', (_what, viewport, message) => {
    expect(() => parse({ viewport })).toThrow(new UsageError(message));
  });
});
