// A designed preset (layout -2) comes as a JSON style string of options (spec/001 §2, §5):
// flat or nested, legacy names migrated. A string that fails to parse yields empty options.

import { flattenOptions, isPlainObject, type FlatOptions } from './flatten.ts';
import { migrateOptions } from './migrate.ts';

export function parseDesignedPreset(json: unknown): FlatOptions {
  if (typeof json !== 'string') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  return isPlainObject(parsed) ? migrateOptions(flattenOptions(parsed)) : {};
}
