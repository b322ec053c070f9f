// A server's node by value (renderViewerToHtml gives it to the renderers, ServerRender): each page
// render parses its document anew, so a node seen before comes as a new object with the same
// content. Handing back the object first seen with that content lets what a renderer keeps per
// node object (a gallery's items read, static views and stylesheet: nodes/gallery/node-cache.ts)
// serve it again instead of being made anew on every request. Bounded, the most recently used
// kept. Only a server needs it (a browser's node keeps its object between renders), so it is in
// the server's entry alone. clearServerLayouts() forgets them.

import { forgottenWithServerLayouts } from '../gallery/ui/server/server-memory.ts';

/** How many nodes are remembered by value; past it the least recently used is forgotten. */
const REMEMBERED_NODES = 64;

interface Remembered {
  /** The node's id: where a node's match is looked for first. */
  id: unknown;
  copy: object;
}

/** The most recently used last. */
const remembered: Remembered[] = [];
forgottenWithServerLayouts(() => {
  remembered.length = 0;
});

/**
 * One object for each content remembered: a copy of its own, which no caller holds and so none
 * can change. A node that JSON would not give back as it is (a function, NaN, a Date, a cycle...)
 * is its own. Found by comparing values, which costs a fraction of writing the node out.
 */
export function sameNodeByValue<T extends object>(node: T): T {
  const id = (node as { id?: unknown }).id;
  for (let at = remembered.length - 1; at >= 0; at--) {
    const entry = remembered[at];
    if (entry.id !== id || !sameJsonValue(entry.copy, node, 0)) continue;
    remembered.splice(at, 1);
    remembered.push(entry);
    return entry.copy as T;
  }
  if (!isJsonValue(node, 0)) return node;
  const copy = JSON.parse(JSON.stringify(node)) as T;
  if (remembered.length >= REMEMBERED_NODES) remembered.shift();
  remembered.push({ id, copy });
  return copy;
}

/** Deeper than any content node: a structure this deep (or a cycle) is its own. */
const DEEPEST = 64;

/** Whether JSON gives `value` back as it is: finite numbers but -0, strings, booleans, null, plain
 *  objects and arrays of them. Loops, not callbacks: it walks every value of a node. */
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
  if (!isPlainObject(value)) return false;
  for (const name in value)
    if (!isJsonValue((value as Record<string, unknown>)[name], depth + 1)) return false;
  return true;
}

/** Whether `given` is `kept` (a JSON value) by value, and so a JSON value itself. */
function sameJsonValue(kept: unknown, given: unknown, depth: number): boolean {
  if (kept === given) return given !== 0 || 1 / given > 0; // -0 === 0, and JSON has no -0
  if (typeof kept !== 'object' || kept === null || typeof given !== 'object' || given === null)
    return false;
  if (depth > DEEPEST) return false;
  if (Array.isArray(kept)) {
    if (!Array.isArray(given) || given.length !== kept.length) return false;
    for (let index = 0; index < kept.length; index++)
      if (!sameJsonValue(kept[index], given[index], depth + 1)) return false;
    return true;
  }
  if (Array.isArray(given) || !isPlainObject(given)) return false;
  const keptFields = kept as Record<string, unknown>;
  const givenFields = given as Record<string, unknown>;
  let names = 0;
  for (const name in givenFields) {
    if (!Object.hasOwn(keptFields, name)) return false;
    if (!sameJsonValue(keptFields[name], givenFields[name], depth + 1)) return false;
    names++;
  }
  for (const name in keptFields) if (Object.hasOwn(keptFields, name)) names--;
  return names === 0;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
