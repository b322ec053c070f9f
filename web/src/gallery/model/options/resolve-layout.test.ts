import { describe, expect, test } from 'vitest';
import type { OptionProblem } from './read.ts';
import { resolveLayoutParams } from './resolve-layout.ts';

const container = { width: 1200, height: 800 };

describe('resolveLayoutParams', () => {
  test('nested and flat option names mean the same thing', () => {
    const nested = resolveLayoutParams(
      { layoutParams: { structure: { galleryLayout: 2, itemSpacing: 14, gallerySpacing: 6 }, crop: { ratios: [1.5] } } },
      container,
    );
    const flat = resolveLayoutParams(
      {
        layoutParams_structure_galleryLayout: 2,
        layoutParams_structure_itemSpacing: 14,
        layoutParams_structure_gallerySpacing: 6,
        layoutParams_crop_ratios: [1.5],
      },
      container,
    );
    expect(nested).toEqual(flat);
    expect(flat).toMatchObject({ itemSpacing: 14, gallerySpacing: 6, cropRatios: [1.5], cropEnable: true });
  });

  test('defaults come from spec/001 §9', () => {
    const params = resolveLayoutParams({ layoutParams_structure_galleryLayout: 1, layoutParams_structure_layoutOrientation: 'VERTICAL' }, container);
    expect(params).toMatchObject({ itemSpacing: 10, gallerySpacing: 0, fixedColumns: 0, cropEnable: false, groupSize: 1 });
    // Masonry in columns: the smart target size is 8 x 30 + 200.
    expect(params.targetItemSize).toBe(440);
    expect(params.orientation).toBe('columns');
  });

  test('the grid preset crops, lays out in columns and sizes targets as round(8.5 x value + 150)', () => {
    const params = resolveLayoutParams({ layoutParams_structure_galleryLayout: 2, layoutParams_targetItemSize_value: 41 }, container);
    expect(params).toMatchObject({ orientation: 'columns', cropEnable: true, groupSize: 1, targetItemSize: 499 });
  });

  test('a fixed column count applies only in set-items-per-row mode', () => {
    const base = { layoutParams_structure_galleryLayout: 2, layoutParams_structure_numberOfColumns: 5 };
    expect(resolveLayoutParams(base, container).fixedColumns).toBe(0);
    expect(resolveLayoutParams({ ...base, layoutParams_structure_responsiveMode: 'SET_ITEMS_PER_ROW' }, container).fixedColumns).toBe(5);
  });

  test('pixel and percent target sizes', () => {
    const pixel = { layoutParams_structure_galleryLayout: 2, layoutParams_targetItemSize_unit: 'PIXEL', layoutParams_targetItemSize_value: 333 };
    expect(resolveLayoutParams(pixel, container).targetItemSize).toBe(333);
    const percent = { ...pixel, layoutParams_targetItemSize_unit: 'PERCENT', layoutParams_targetItemSize_value: 25 };
    expect(resolveLayoutParams(percent, container).targetItemSize).toBe(480);
    expect(resolveLayoutParams(percent, container, { viewport: { width: 1000, height: 700 } }).targetItemSize).toBe(250);
  });

  test('horizontal scroll makes a rows layout', () => {
    const params = resolveLayoutParams(
      { layoutParams_structure_galleryLayout: 2, layoutParams_structure_scrollDirection: 'HORIZONTAL' },
      container,
    );
    expect(params.orientation).toBe('rows');
  });

  test('bad values fall back to the defaults and are reported with the schema messages', () => {
    const problems: OptionProblem[] = [];
    const params = resolveLayoutParams(
      {
        layoutParams: {
          structure: { itemSpacing: 'wide', galleryLayout: 1, layoutOrientation: 'DIAGONAL' },
          crop: { enable: 'yes', ratios: 'square' },
        },
      },
      container,
      { report: (problem) => problems.push(problem) },
    );
    expect(params.itemSpacing).toBe(10);
    expect(params.orientation).toBe('rows');
    expect(problems).toEqual([
      { path: '/layoutParams/structure/layoutOrientation', keyword: 'enum', message: 'must be equal to one of the allowed values' },
      { path: '/layoutParams/crop/enable', keyword: 'type', message: 'must be boolean' },
      { path: '/layoutParams/structure/itemSpacing', keyword: 'type', message: 'must be number' },
      { path: '/layoutParams/crop/ratios', keyword: 'type', message: 'must be array' },
    ]);
  });

  test('options that are not an object are ignored', () => {
    expect(resolveLayoutParams(null, container)).toEqual(resolveLayoutParams({}, container));
    expect(resolveLayoutParams('grid', container)).toEqual(resolveLayoutParams({}, container));
  });

  test('prototype keys in options are never followed', () => {
    const hostile = JSON.parse('{"__proto__": {"layoutParams_structure_itemSpacing": 99}}');
    expect(resolveLayoutParams(hostile, container).itemSpacing).toBe(10);
  });
});
