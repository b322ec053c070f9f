// Options arrive nested ({ layoutParams: { structure: { itemSpacing } } }) or flat
// (layoutParams_structure_itemSpacing), or mixed (spec/001 §3). The engine reads the flat form.

export type FlatOptions = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
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

/**
 * Splits flat names at their underscores into nested objects: the inverse of flattenOptions.
 * A name that is also the prefix of another (a value where an object is needed) keeps its flat form.
 */
export function nestOptions(flat: FlatOptions): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(flat)) {
    const path = name.split('_');
    if (path.some((key) => UNSAFE_KEYS.has(key) || key === '')) {
      nested[name] = value;
      continue;
    }
    let node = nested;
    let blocked = false;
    for (const key of path.slice(0, -1)) {
      const next = node[key];
      if (next === undefined) node = node[key] = {} as Record<string, unknown>;
      else if (isPlainObject(next)) node = next;
      else {
        blocked = true;
        break;
      }
    }
    const leaf = path[path.length - 1];
    if (blocked || isPlainObject(node[leaf])) nested[name] = value;
    else node[leaf] = value;
  }
  return nested;
}
