import { expect, test } from 'vitest';
import { textFit } from './text-fit.ts';

test('markup with a designed size is laid out at it and scaled to fit the box', () => {
  expect(textFit({ width: 200, height: 300 }, { width: 400, height: 400 })).toEqual({
    width: 400,
    height: 400,
    scale: 0.5,
  });
  expect(textFit({ width: 900, height: 300 }, { width: 300, height: 200 })).toEqual({
    width: 300,
    height: 200,
    scale: 1.5,
  });
});

test('without a designed size (or with only one side) the markup fills the box', () => {
  expect(textFit({ width: 250, height: 120 }, {})).toEqual({ width: 250, height: 120, scale: 1 });
  expect(textFit({ width: 250, height: 120 }, { width: 500 })).toEqual({
    width: 250,
    height: 120,
    scale: 1,
  });
});
