// The host's options as they can be posted to the engine worker: a copy without the functions
// (a host may hand renderers or callbacks among its options; structured cloning throws on them,
// and the option engine reads none).

function isFunctionLike(value: unknown): boolean {
  return typeof value === 'function' || typeof value === 'symbol';
}

export function withoutFunctions(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((entry) => (isFunctionLike(entry) ? undefined : withoutFunctions(entry)));
  if (typeof value !== 'object' || value === null) return isFunctionLike(value) ? undefined : value;
  const copy: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(value))
    if (!isFunctionLike(entry)) copy[name] = withoutFunctions(entry);
  return copy;
}
