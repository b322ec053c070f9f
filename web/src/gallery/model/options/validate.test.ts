import { describe, expect, test } from 'vitest';
import { OPTION_DEFAULTS } from './defaults.ts';
import { nestOptions } from './flatten.ts';
import { processOptions } from './process.ts';
import { OPTIONS_SCHEMA } from './schema.ts';
import { validateOptions } from './validate.ts';

describe('schema validation with the spec messages (spec/001 §5)', () => {
  test('the defaults and every processed layout are valid', () => {
    expect(validateOptions(nestOptions({ ...OPTION_DEFAULTS }))).toEqual({
      valid: true,
      errors: [],
    });
    for (const layout of [-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12]) {
      expect(
        validateOptions(processOptions({ layoutParams_structure_galleryLayout: layout })).errors,
      ).toEqual([]);
    }
  });

  test.each([
    ['layoutParams_structure_itemSpacing', '10', 'must be number'],
    ['layoutParams_structure_scatter_manualScatter', 5, 'must be string'],
    ['layoutParams_crop_enable', 'yes', 'must be boolean'],
    ['layoutParams_crop_ratios', 1, 'must be array'],
    ['layoutParams_structure_galleryRatio', 1.5, 'must be object'],
  ])('%s = %j: %s', (name, value, message) => {
    const result = validateOptions({ [name]: value });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      { path: `/${name.split('_').join('/')}`, keyword: 'type', message },
    ]);
  });

  test('numbers must be finite', () => {
    expect(
      validateOptions({ layoutParams: { structure: { itemSpacing: Infinity } } }).errors,
    ).toEqual([
      { path: '/layoutParams/structure/itemSpacing', keyword: 'type', message: 'must be number' },
    ]);
    expect(validateOptions({ fixedColumns: Number.NaN }).valid).toBe(false);
  });

  test('a value outside its enumeration', () => {
    expect(validateOptions({ layoutParams: { crop: { method: 'STRETCH' } } }).errors).toEqual([
      {
        path: '/layoutParams/crop/method',
        keyword: 'enum',
        message: 'must be equal to one of the allowed values',
      },
    ]);
    expect(validateOptions({ layoutParams_groups_allowedGroupTypes: ['1', '4x'] }).errors).toEqual([
      {
        path: '/layoutParams/groups/allowedGroupTypes/1',
        keyword: 'enum',
        message: 'must be equal to one of the allowed values',
      },
    ]);
  });

  test('enumerations are spelled as the spec gives them: BUTTOM, SCLAED_DOWN, and SCALED_DOWN as the same value', () => {
    expect(validateOptions({ behaviourParams_item_overlay_position: 'BUTTOM' }).valid).toBe(true);
    expect(validateOptions({ behaviourParams_item_overlay_position: 'BOTTOM' }).valid).toBe(false);
    expect(validateOptions({ stylingParams_itemResolutionMode: 'SCLAED_DOWN' }).valid).toBe(true);
    expect(validateOptions({ stylingParams_itemResolutionMode: 'SCALED_DOWN' }).valid).toBe(true);
    expect(validateOptions({ stylingParams_itemResolutionMode: 'SCALE' }).valid).toBe(false);
  });

  test('an option given nested and flat is checked by its nested value; a flat one alone is checked too', () => {
    const density = [
      { path: '/layoutParams/groups/density', keyword: 'type', message: 'must be number' },
    ];
    expect(
      validateOptions({
        layoutParams: { groups: { density: 'x' } },
        layoutParams_groups_density: 0.5,
      }).errors,
    ).toEqual(density);
    expect(
      validateOptions({
        layoutParams: { groups: { density: { a: 1 } } },
        layoutParams_groups_density: 0.5,
      }).errors,
    ).toEqual(density);
    expect(
      validateOptions({
        layoutParams: { groups: { density: 0.5 } },
        layoutParams_groups_density: 'x',
      }),
    ).toEqual({ valid: true, errors: [] });
    expect(validateOptions({ layoutParams_groups_density: 'x' }).errors).toEqual(density);
  });

  test('info placement takes one placement or a comma-separated list of them', () => {
    expect(validateOptions({ layoutParams_info_placement: 'OVERLAY,BELOW' }).valid).toBe(true);
    expect(validateOptions({ layoutParams_info_placement: 'OVERLAY,UNDER' }).errors).toEqual([
      {
        path: '/layoutParams/info/placement',
        keyword: 'enum',
        message: 'must be equal to one of the allowed values',
      },
    ]);
  });

  test('required properties of the gallery ratio and secondary media', () => {
    expect(
      validateOptions({ layoutParams: { structure: { galleryRatio: { value: 1 } } } }).errors,
    ).toEqual([
      {
        path: '/layoutParams/structure/galleryRatio',
        keyword: 'required',
        message: "must have required property 'includeExternalInfo'",
      },
    ]);
    expect(validateOptions({ behaviourParams: { item: { secondaryMedia: {} } } }).errors).toEqual([
      {
        path: '/behaviourParams/item/secondaryMedia',
        keyword: 'required',
        message: "must have required property 'behaviour'",
      },
      {
        path: '/behaviourParams/item/secondaryMedia',
        keyword: 'required',
        message: "must have required property 'trigger'",
      },
    ]);
  });

  test('secondary media behaviour other than APPEARS: must be equal to constant', () => {
    expect(
      validateOptions({
        behaviourParams_item_secondaryMedia_behaviour: 'FADES',
        behaviourParams_item_secondaryMedia_trigger: 'HOVER',
      }).errors,
    ).toEqual([
      {
        path: '/behaviourParams/item/secondaryMedia/behaviour',
        keyword: 'const',
        message: 'must be equal to constant',
      },
    ]);
  });

  test('all errors at once; unknown options pass; a non-object is one error', () => {
    const result = validateOptions({
      layoutParams_structure_itemSpacing: 'x',
      layoutParams_crop_method: 'y',
      anything: { goes: true },
    });
    expect(result.errors.map((e) => e.path)).toEqual([
      '/layoutParams/crop/method',
      '/layoutParams/structure/itemSpacing',
    ]);
    expect(validateOptions([])).toEqual({
      valid: false,
      errors: [{ path: '', keyword: 'type', message: 'must be object' }],
    });
  });

  test('the schema is a real JSON Schema of the three groups', () => {
    expect(OPTIONS_SCHEMA).toMatchObject({
      type: 'object',
      properties: {
        layoutParams: {
          type: 'object',
          properties: { crop: { properties: { method: { enum: ['FILL', 'FIT', 'MAX', 'MIN'] } } } },
        },
        behaviourParams: { type: 'object' },
        stylingParams: { type: 'object' },
        fixedColumns: { type: 'number' },
      },
    });
  });
});
