// The content corpus (../shared/corpus/ricos/docs, 135 real documents) for the cross-cutting
// tests, and the texts a rendered document must show.

import type { RicosDocument, RicosNode } from '../../content/node.ts';
import type { RendererRegistry } from '../registry.ts';

/** The texts of the TEXT nodes the registry reaches (nodes under a kind without a renderer are not rendered). */
export function expectedTexts(document: RicosDocument, registry: RendererRegistry): string[] {
  const texts: string[] = [];
  const walk = (nodes: readonly RicosNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (!Object.hasOwn(registry, node.type)) continue;
      const text = (node.textData as { text?: unknown } | undefined)?.text;
      if (node.type === 'TEXT' && typeof text === 'string' && text.trim() !== '') texts.push(text);
      walk(node.nodes);
    }
  };
  walk(document.nodes);
  return texts;
}

/** Whitespace runs as one space, so a text matches however the page breaks its lines. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The five largest documents by size of their JSON (for the benchmark). */
export function largest<T extends { json: string }>(documents: readonly T[], count: number): T[] {
  return [...documents].sort((a, b) => b.json.length - a.json.length).slice(0, count);
}
