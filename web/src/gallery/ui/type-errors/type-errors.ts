// The type errors of a gallery's options (spec/002 §5; spec/001 §5 types and enumerations, with
// the schema's messages): each option, after its legacy name is migrated, whose value is not of
// its kind. The option engine's own field check finds them — the one that makes such a value
// fall back to its default — so checking costs no validator download and happens before the
// first paint: a gallery with a type error is never drawn.

import { migrateOptions } from '../../model/options/migrate.ts';
import type { OptionProblem } from '../../model/options/read.ts';
import { withoutInvalidValues } from '../../model/options/sanitise.ts';

export type OptionTypeError = OptionProblem;

export function typeErrorsOf(options: unknown): OptionTypeError[] {
  const errors: OptionTypeError[] = [];
  withoutInvalidValues(migrateOptions(options), (problem) => errors.push(problem));
  return errors;
}
