// Why a configuration value cannot be used, for the custom elements' console messages; each
// returns undefined when the value is fine.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function notAnArray(value: unknown): string | undefined {
  return Array.isArray(value) ? undefined : 'is not an array';
}

export function notAnObject(value: unknown): string | undefined {
  return isObject(value) ? undefined : 'is not an object';
}

export function notAFunction(value: unknown): string | undefined {
  return typeof value === 'function' ? undefined : 'is not a function';
}

export function notText(value: unknown): string | undefined {
  return typeof value === 'string' ? undefined : 'is not a string';
}

/** A content document (spec/000): an object with its `nodes` array. */
export function notADocument(value: unknown): string | undefined {
  return isObject(value) && Array.isArray(value.nodes)
    ? undefined
    : 'is not a content document (an object with a "nodes" array)';
}

/** What the JSON at a gallery's `src` holds: `{ items, options }`. */
export function notAGallery(value: unknown): string | undefined {
  return isObject(value) && Array.isArray(value.items)
    ? undefined
    : 'is not a gallery (an object with an "items" array and optional "options")';
}
