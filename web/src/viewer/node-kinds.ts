// The kinds of a document the registry cannot render (logged, spec/000 §8); the counts come from
// countNodeTypes (content/tree.ts).

import type { RendererRegistry } from './registry.ts';

/** The counted kinds with no renderer in the registry. */
export function kindsWithoutRenderer(
  counts: Readonly<Record<string, number>>,
  registry: RendererRegistry,
): string[] {
  return Object.keys(counts).filter((type) => !(Object.hasOwn(registry, type) && registry[type]));
}
