import { describe, expect, test } from 'vitest';
import { flattenOptions, nestOptions } from './flatten.ts';

describe('flat names and nested options (spec/001 §3)', () => {
  test('nested keys join with underscores, and split back', () => {
    const nested = {
      layoutParams: {
        structure: {
          scrollDirection: 'HORIZONTAL',
          galleryRatio: { value: 1.5, includeExternalInfo: false },
        },
      },
      behaviourParams: { item: { video: { loop: true } } },
      stylingParams: { itemBorderWidth: 2 },
      fixedColumns: 3,
    };
    const flat = flattenOptions(nested);
    expect(flat).toEqual({
      layoutParams_structure_scrollDirection: 'HORIZONTAL',
      layoutParams_structure_galleryRatio_value: 1.5,
      layoutParams_structure_galleryRatio_includeExternalInfo: false,
      behaviourParams_item_video_loop: true,
      stylingParams_itemBorderWidth: 2,
      fixedColumns: 3,
    });
    expect(nestOptions(flat)).toEqual(nested);
  });

  test('arrays stay values; mixed flat and nested names meet in one flat object', () => {
    const flat = flattenOptions({
      layoutParams: { crop: { ratios: [1, '100%/100%'] } },
      layoutParams_structure_itemSpacing: 4,
    });
    expect(flat).toEqual({
      layoutParams_crop_ratios: [1, '100%/100%'],
      layoutParams_structure_itemSpacing: 4,
    });
  });

  test('a name that is both a value and a prefix keeps its flat form instead of losing either', () => {
    expect(nestOptions({ a: 1, a_b: 2 })).toEqual({ a: 1, a_b: 2 });
  });

  test('prototype keys are never followed or written', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": 1}, "constructor_prototype_x": 2}');
    expect(flattenOptions(hostile)).toEqual({ constructor_prototype_x: 2 });
    const nested = nestOptions({ __proto__x: 1, constructor_prototype_x: 2 } as Record<
      string,
      unknown
    >);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(nested)).toBe(Object.prototype);
  });
});
