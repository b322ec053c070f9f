// Options arrive nested ({ layoutParams: { structure: { itemSpacing } } }) or flat
// (layoutParams_structure_itemSpacing), or mixed (spec/001 §3). The engine reads the flat form.

export type FlatOptions = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Joins nested keys with underscores; arrays and primitive values are kept as they are. */
export function flattenOptions(options: unknown): FlatOptions {
  const flat: FlatOptions = {};
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (UNSAFE_KEYS.has(key)) continue;
      const name = prefix ? `${prefix}_${key}` : key;
      if (isPlainObject(value)) walk(value, name);
      else flat[name] = value;
    }
  };
  if (isPlainObject(options)) walk(options, '');
  return flat;
}
