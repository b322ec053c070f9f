// The type errors of a gallery's options when they are to be checked (spec/002 §5); none
// otherwise. Options equal by value are checked once.

import { useMemo } from 'react';
import { useSameData } from '../../../react/use-same.ts';
import { shouldValidateTypes } from './should-validate.ts';
import { type OptionTypeError, typeErrorsOf } from './type-errors.ts';

const NONE: readonly OptionTypeError[] = [];

export function useTypeErrors(
  options: unknown,
  shouldValidateTypesProp: boolean | undefined,
): readonly OptionTypeError[] {
  const enabled = shouldValidateTypes(shouldValidateTypesProp);
  const same = useSameData(options);
  return useMemo(
    () => (enabled && same !== undefined && same !== null ? typeErrorsOf(same) : NONE),
    [enabled, same],
  );
}
