// A server's gallery node by value: each page render parses its document anew, so a gallery seen
// before comes as a new object with the same content. Handing back the object first seen with that
// content lets what is kept per node object (its items read, its static views, its stylesheet;
// node-cache.ts) serve it again instead of being made anew on every request. Bounded, the most
// recently used kept. Only a server needs it: in a browser a node keeps its object between renders.
// clearServerLayouts() forgets them.

import { forgottenWithServerLayouts } from '../../../gallery/ui/server/server-memory.ts';

/** How many nodes are remembered by value; past it the least recently used is forgotten. */
const REMEMBERED_NODES = 64;

const byValue = new Map<string, object>();
forgottenWithServerLayouts(() => byValue.clear());

/**
 * One object for each content remembered: a copy of its own, which no caller holds and so none
 * can change. A node that JSON would not give back as it is (a function, NaN, a Date, a cycle...)
 * is its own.
 */
export function sameNodeByValue<T extends object>(node: T): T {
  if (!isJsonValue(node, 0)) return node;
  const key = JSON.stringify(node);
  let found = byValue.get(key);
  if (found !== undefined) byValue.delete(key); // the most recent last
  else {
    if (byValue.size >= REMEMBERED_NODES) byValue.delete(byValue.keys().next().value!);
    found = JSON.parse(key) as object;
  }
  byValue.set(key, found);
  return found as T;
}

/** Deeper than any content node: a structure this deep (or a cycle) is its own. */
const DEEPEST = 64;

/** Whether JSON gives `value` back as it is: finite numbers but -0, strings, booleans, null, plain
 *  objects and arrays of them. Loops, not callbacks: it walks every value of every render. */
function isJsonValue(value: unknown, depth: number): boolean {
  if (typeof value !== 'object') {
    if (typeof value === 'string' || typeof value === 'boolean') return true;
    return typeof value === 'number' && value - value === 0 && (value !== 0 || 1 / value > 0);
  }
  if (value === null) return true;
  if (depth > DEEPEST) return false;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++)
      if (!isJsonValue(value[index], depth + 1)) return false;
    return true;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const name in value)
    if (!isJsonValue((value as Record<string, unknown>)[name], depth + 1)) return false;
  return true;
}
