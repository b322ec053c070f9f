// Walking a document: visiting nodes, their plain text, and the counts of kinds used (the
// viewer-loaded callback reports those, spec/000 §7). No DOM, no React.

import type { RicosDocument, RicosNode } from './node.ts';

export type NodeVisitor = (node: RicosNode, parent: RicosNode | undefined, depth: number) => void;

/** Visits every node depth-first, parents before children. */
export function walkNodes(nodes: readonly RicosNode[] | undefined, visit: NodeVisitor): void {
  const visitAll = (
    list: readonly RicosNode[] | undefined,
    parent: RicosNode | undefined,
    depth: number,
  ) => {
    if (!Array.isArray(list)) return;
    for (const node of list) {
      if (typeof node !== 'object' || node === null) continue;
      visit(node, parent, depth);
      visitAll(node.nodes, node, depth + 1);
    }
  };
  visitAll(nodes, undefined, 0);
}

/**
 * The text of a node and everything under it: its TEXT nodes one after another, as they read
 * (a paragraph's runs are pieces of one text, so nothing is put between them).
 */
export function plainText(node: RicosNode): string {
  let text = '';
  walkNodes([node], (n) => {
    if (n.type !== 'TEXT') return;
    const data = n.textData as { text?: unknown } | undefined;
    if (typeof data?.text === 'string') text += data.text;
  });
  return text;
}

/** How many nodes of each kind the document uses, kinds in the order they first appear. */
export function countNodeTypes(document: RicosDocument): Record<string, number> {
  // A Map, so that a kind named like an Object.prototype key counts as any other.
  const counts = new Map<string, number>();
  walkNodes(document.nodes, (node) => {
    const type = String(node.type);
    counts.set(type, (counts.get(type) ?? 0) + 1);
  });
  return Object.fromEntries(counts);
}

export function findNodeById(document: RicosDocument, id: string): RicosNode | undefined {
  let found: RicosNode | undefined;
  walkNodes(document.nodes, (node) => {
    if (found === undefined && node.id === id) found = node;
  });
  return found;
}

const ANCHOR_PREFIX = 'viewer-';

/**
 * The element id of an in-page target (spec/000 §2 "viewer-{anchor}"): a node's renderer puts it
 * on its outermost element and an anchor link goes to it. A name already starting `viewer-` is
 * the id itself, as links may name their target either way; no name, no target.
 */
export function viewerAnchorId(name: unknown): string | undefined {
  if (typeof name !== 'string' || name === '') return undefined;
  return name.startsWith(ANCHOR_PREFIX) ? name : `${ANCHOR_PREFIX}${name}`;
}
