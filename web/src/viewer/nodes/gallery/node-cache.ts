// A few results kept per content node, by the inputs they were made from (compared by identity):
// a node's data is read and its gallery laid out once, not on every render of the same document.
// Each cache keeps its own, so many widths laid out never push a node's data out.

interface Entry<T> {
  inputs: readonly unknown[];
  value: T;
}

const KEPT_PER_NODE = 4;

export type NodeCache<T> = (node: object, inputs: readonly unknown[], make: () => T) => T;

export function nodeCache<T>(): NodeCache<T> {
  const entries = new WeakMap<object, Entry<T>[]>();
  return (node, inputs, make) => {
    const list = entries.get(node) ?? [];
    const hit = list.find(
      (entry) =>
        entry.inputs.length === inputs.length &&
        entry.inputs.every((input, i) => Object.is(input, inputs[i])),
    );
    if (hit !== undefined) return hit.value;
    const value = make();
    list.unshift({ inputs, value });
    if (list.length > KEPT_PER_NODE) list.length = KEPT_PER_NODE;
    entries.set(node, list);
    return value;
  };
}
