// Schema validation of options with Ajv against OPTIONS_SCHEMA (spec/001 §5): type and
// enumeration checks, each error with its path (a JSON pointer into the nested options), its
// keyword and the spec's message. Flat and mixed options are nested before they are checked; where
// an option is given both nested and flat, the nested value is the one checked, as the reference's
// schema checks it (docs/option-deviations.md).

import { Ajv, type ErrorObject } from 'ajv';
import { INFO_PLACEMENTS } from './enums.ts';
import { flattenOptions, isPlainObject, nestOptions } from './flatten.ts';
import { SCHEMA_MESSAGES } from './messages.ts';
import { placementList } from './placements.ts';
import { OPTIONS_SCHEMA } from './schema.ts';

export interface ValidationError {
  /** JSON pointer into the nested options: /layoutParams/structure/itemSpacing. */
  path: string;
  keyword: string;
  message: string;
}

export interface ValidationResult {
  valid: boolean;
  errors: ValidationError[];
}

const PLACEMENTS = new Set<string>(INFO_PLACEMENTS);

const ajv = new Ajv({ allErrors: true, strict: false, strictNumbers: true });
// One placement or a comma-separated list of them; anything else is an enumeration error (a
// value that is no string also fails the type check).
ajv.addKeyword({
  keyword: 'placements',
  schemaType: 'boolean',
  errors: true,
  validate: function validatePlacements(this: unknown, _schema: boolean, data: unknown): boolean {
    const valid =
      typeof data === 'string' && placementList(data).every((part) => PLACEMENTS.has(part));
    if (!valid) {
      (validatePlacements as unknown as { errors: Partial<ErrorObject>[] }).errors = [
        {
          keyword: 'enum',
          message: SCHEMA_MESSAGES.enum,
          params: { allowedValues: [...PLACEMENTS] },
        },
      ];
    }
    return valid;
  },
});
const check = ajv.compile(OPTIONS_SCHEMA);

function toError(error: ErrorObject): ValidationError {
  return { path: error.instancePath, keyword: error.keyword, message: error.message ?? '' };
}

/** Whether options have any flat (underscore-joined) names. */
function hasFlatNames(options: Record<string, unknown>): boolean {
  return Object.keys(options).some((name) => name.includes('_'));
}

/** Writes `source` over `target`, object into object; any other value replaces what is there. */
function overlay(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    if (!Object.hasOwn(target, key) && key in target) continue; // __proto__ and the like
    const present = Object.hasOwn(target, key) ? target[key] : undefined;
    if (isPlainObject(value) && isPlainObject(present)) overlay(present, value);
    else target[key] = value;
  }
}

/** Mixed options nested for the check: flat names fill in only what the nested ones leave unset. */
function nestedForCheck(options: Record<string, unknown>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  const nested: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(options))
    (name.includes('_') ? flat : nested)[name] = value;
  const merged = nestOptions(flattenOptions(flat));
  overlay(merged, nested);
  return merged;
}

export function validateOptions(options: unknown): ValidationResult {
  if (!isPlainObject(options)) {
    return {
      valid: false,
      errors: [{ path: '', keyword: 'type', message: SCHEMA_MESSAGES.object }],
    };
  }
  const nested = hasFlatNames(options) ? nestedForCheck(options) : options;
  const valid = check(nested) as boolean;
  const errors = (check.errors ?? []).map(toError);
  return { valid, errors };
}
