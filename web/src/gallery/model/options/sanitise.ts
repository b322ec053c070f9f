// Before the engine runs, every option of the model must hold a value of its kind (spec/001 §5:
// type and enumeration). One that does not falls back to its default and is reported with the
// schema's message, as the layout reader does. This check is the field table's, not Ajv's, so
// the engine itself carries no validator; validateOptions is the full schema check.

import { INFO_PLACEMENTS } from './enums.ts';
import { type FieldSpec, isOptionName, OPTION_FIELDS } from './fields.ts';
import type { FlatOptions } from './flatten.ts';
import { SCHEMA_MESSAGES } from './messages.ts';
import { placementList } from './placements.ts';
import { optionPath, type OptionProblem, type ProblemReporter } from './read.ts';

const PLACEMENTS = new Set<string>(INFO_PLACEMENTS);
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

type Problem = Omit<OptionProblem, 'path'>;
const typeProblem = (
  kind: keyof typeof SCHEMA_MESSAGES & ('number' | 'string' | 'boolean' | 'array'),
): Problem => ({
  keyword: 'type',
  message: SCHEMA_MESSAGES[kind],
});
const ENUM_PROBLEM: Problem = { keyword: 'enum', message: SCHEMA_MESSAGES.enum };

/** What is wrong with `value` for a field of this kind, or null. */
function problemOf(field: FieldSpec, value: unknown): Problem | null {
  switch (field.kind) {
    case 'number':
      return isNumber(value) ? null : typeProblem('number');
    case 'boolean':
      return typeof value === 'boolean' ? null : typeProblem('boolean');
    case 'string':
      return typeof value === 'string' ? null : typeProblem('string');
    case 'color':
      return null;
    case 'enum':
      if (typeof value !== 'string') return typeProblem('string');
      return field.values.includes(value) ? null : ENUM_PROBLEM;
    case 'const':
      if (typeof value !== 'string') return typeProblem('string');
      return value === field.value ? null : { keyword: 'const', message: SCHEMA_MESSAGES.const };
    case 'placements':
      if (typeof value !== 'string') return typeProblem('string');
      return placementList(value).every((part) => PLACEMENTS.has(part)) ? null : ENUM_PROBLEM;
    case 'numberList':
      if (!Array.isArray(value)) return typeProblem('array');
      return value.every(isNumber) ? null : typeProblem('number');
    case 'ratioList':
      if (!Array.isArray(value)) return typeProblem('array');
      return value.every((item) => isNumber(item) || typeof item === 'string')
        ? null
        : typeProblem('number');
    case 'enumList':
      if (!Array.isArray(value)) return typeProblem('array');
      return value.every((item) => typeof item === 'string' && field.values.includes(item))
        ? null
        : ENUM_PROBLEM;
  }
}

/** The options without values of the wrong kind; each one dropped is reported. */
export function withoutInvalidValues(
  options: FlatOptions,
  report: ProblemReporter = () => {},
): FlatOptions {
  const kept: FlatOptions = {};
  for (const [name, value] of Object.entries(options)) {
    const problem =
      isOptionName(name) && value !== undefined ? problemOf(OPTION_FIELDS[name], value) : null;
    if (problem) report({ path: optionPath(name), ...problem });
    else kept[name] = value;
  }
  return kept;
}
