// The type errors of a gallery's options (spec/002 §5; spec/001 §5 types and enumerations, with
// the schema's messages): each option, after its legacy name is migrated, whose value is not of
// its kind. The option engine reports them in the worker as it makes the blueprint — the same
// check that makes such a value fall back to its default — so checking costs no validator
// download on the main thread.

import type { OptionProblem } from '../../model/options/read.ts';

export type OptionTypeError = OptionProblem;
