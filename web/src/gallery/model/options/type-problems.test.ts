import { expect, test } from 'vitest';
// The type problems the option engine reports as the worker makes a blueprint: what the gallery's
// type-validation alert shows (spec/002 §5), the same as the schema check finds.

import { processOptions } from './process.ts';
import type { OptionProblem } from './read.ts';
import { validateOptions } from './validate.ts';

function typeErrorsOf(options: unknown): OptionProblem[] {
  const errors: OptionProblem[] = [];
  processOptions(options, { report: (problem) => errors.push(problem) });
  return errors;
}

test('options of the right kinds have no type errors', () => {
  expect(typeErrorsOf({})).toEqual([]);
  expect(
    typeErrorsOf({ layoutParams: { structure: { galleryLayout: 2, itemSpacing: 12 } } }),
  ).toEqual([]);
});

test('each wrong value is named by its path with the schema message, as the schema check does', () => {
  const options = {
    layoutParams: { structure: { itemSpacing: '12' }, crop: { enable: 'yes' } },
    behaviourParams_item_clickAction: 'FLY',
  };
  const errors = typeErrorsOf(options);
  expect(errors).toEqual(
    expect.arrayContaining([
      { path: '/layoutParams/structure/itemSpacing', keyword: 'type', message: 'must be number' },
      { path: '/layoutParams/crop/enable', keyword: 'type', message: 'must be boolean' },
      {
        path: '/behaviourParams/item/clickAction',
        keyword: 'enum',
        message: 'must be equal to one of the allowed values',
      },
    ]),
  );
  expect(errors).toHaveLength(3);
  // The full schema check finds the same ones.
  const sorted = (list: Array<{ path: string }>) =>
    [...list].sort((a, b) => a.path.localeCompare(b.path));
  expect(sorted(errors)).toEqual(sorted(validateOptions(options).errors));
});

test('a legacy name with a wrong value is named by the option it migrates to', () => {
  expect(typeErrorsOf({ magnificationLevel: 'big' })).toEqual([
    {
      path: '/behaviourParams/item/content/magnificationValue',
      keyword: 'type',
      message: 'must be number',
    },
  ]);
});
