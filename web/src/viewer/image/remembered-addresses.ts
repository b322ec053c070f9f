// The addresses a viewer has asked its image engine for, remembered by what they were asked for:
// an address is a pure function of its request, and a server renders the same pages, with the
// same pictures, again and again. Bounded; each engine has its own.

import type { ImageUrlEngine } from '../../../../bindings/index.ts';

/** How many addresses are remembered per engine before they are all forgotten. */
const REMEMBERED_LIMIT = 2048;

let byEngine = new WeakMap<ImageUrlEngine, Map<string, unknown>>();

/** What `make` gives for `key` with `engine`; made once while remembered (undefined is not kept). */
export function rememberedAddresses<T>(
  engine: ImageUrlEngine,
  key: string,
  make: () => T | undefined,
): T | undefined {
  let remembered = byEngine.get(engine);
  if (remembered === undefined) byEngine.set(engine, (remembered = new Map()));
  let found = remembered.get(key) as T | undefined;
  if (found === undefined) {
    found = make();
    if (found === undefined) return undefined;
    if (remembered.size >= REMEMBERED_LIMIT) remembered.clear();
    remembered.set(key, found);
  }
  return found;
}

/** Forgets every address remembered (a page's first render on a fresh server makes them anew). */
export function forgetImageAddresses(): void {
  byEngine = new WeakMap();
}
