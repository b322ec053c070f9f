import { expect, test } from 'vitest';
import { parseDesignedPreset } from './designed-preset.ts';

test('a style string becomes flat options; one that fails to parse yields empty options', () => {
  expect(
    parseDesignedPreset('{"layoutParams":{"structure":{"itemSpacing":4}},"cubeType":"fit"}'),
  ).toEqual({
    layoutParams_structure_itemSpacing: 4,
    layoutParams_crop_method: 'FIT',
  });
  expect(parseDesignedPreset('{not json')).toEqual({});
  expect(parseDesignedPreset('"a string"')).toEqual({});
  expect(parseDesignedPreset('null')).toEqual({});
  expect(parseDesignedPreset(42)).toEqual({});
});
