// What renderers report about a node is passed on once per node and message, however often the
// node renders (or StrictMode runs its effects again, or a server draws it twice).

import type { RicosNode } from '../content/node.ts';

/** A new record of reports: true the first time it sees this message for this node. */
export function firstReports(): (error: unknown, node: RicosNode | undefined) => boolean {
  const seen = new WeakMap<object, Set<string>>();
  return (error, node) => {
    if (typeof node !== 'object' || node === null) return true;
    const key = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    let keys = seen.get(node);
    if (!keys) seen.set(node, (keys = new Set()));
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  };
}
