// The type errors of a gallery's options, when they are to be checked (spec/002 §5). The
// validator (Ajv and the options' schema) is loaded only then, so a gallery that does not
// validate never downloads it. Empty while unchecked, valid, or still loading.

import { useEffect, useState } from 'react';
import type { ValidationError } from '../../model/options/validate.ts';
import { useSameData } from '../../../react/use-same.ts';
import { shouldValidateTypes } from './should-validate.ts';

const NONE: readonly ValidationError[] = [];

interface Checked {
  options: unknown;
  errors: readonly ValidationError[];
}

export function useTypeErrors(
  options: unknown,
  shouldValidateTypesProp: boolean | undefined,
): readonly ValidationError[] {
  const enabled = shouldValidateTypes(shouldValidateTypesProp);
  const same = useSameData(options);
  const [checked, setChecked] = useState<Checked | null>(null);

  useEffect(() => {
    if (!enabled || same === undefined || same === null) return;
    let current = true;
    import('../../model/options/validate.ts').then(({ validateOptions }) => {
      if (current) setChecked({ options: same, errors: validateOptions(same).errors });
    });
    return () => {
      current = false;
    };
  }, [enabled, same]);

  return enabled && checked !== null && checked.options === same ? checked.errors : NONE;
}
