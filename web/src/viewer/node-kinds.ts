// What a document is made of: how many nodes of each kind (for the viewer-loaded callback,
// spec/000 §7) and which kinds the registry cannot render (logged, spec/000 §8).

import type { RicosNode } from '../content/node.ts';
import type { RendererRegistry } from './registry.ts';

export function countNodeKinds(nodes: readonly RicosNode[] | undefined): Record<string, number> {
  const counts: Record<string, number> = {};
  const queue: unknown[] = Array.isArray(nodes) ? [...nodes] : [];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i] as RicosNode | null;
    if (typeof node !== 'object' || node === null) continue;
    const type = String(node.type);
    counts[type] = (counts[type] ?? 0) + 1;
    if (Array.isArray(node.nodes)) queue.push(...node.nodes);
  }
  return counts;
}

export function kindsWithoutRenderer(
  counts: Readonly<Record<string, number>>,
  registry: RendererRegistry,
): string[] {
  return Object.keys(counts).filter((type) => !(Object.hasOwn(registry, type) && registry[type]));
}
