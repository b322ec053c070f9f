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

/** The text of a node and everything under it, TEXT nodes joined in order. */
export function plainText(node: RicosNode): string {
  let text = '';
  walkNodes([node], (n) => {
    if (n.type !== 'TEXT') return;
    const data = n.textData as { text?: unknown } | undefined;
    if (typeof data?.text === 'string') text += data.text;
  });
  return text;
}

/** How many nodes of each kind the document uses. */
export function countNodeTypes(document: RicosDocument): Record<string, number> {
  const counts: Record<string, number> = {};
  walkNodes(document.nodes, (node) => {
    counts[node.type] = (counts[node.type] ?? 0) + 1;
  });
  return counts;
}

export function findNodeById(document: RicosDocument, id: string): RicosNode | undefined {
  let found: RicosNode | undefined;
  walkNodes(document.nodes, (node) => {
    if (found === undefined && node.id === id) found = node;
  });
  return found;
}

/** The element id a node's renderer puts on its outermost element (spec/000 §2 "viewer-{anchor}"). */
export function viewerAnchorId(id: string | undefined): string | undefined {
  return id === undefined || id === '' ? undefined : `viewer-${id}`;
}
