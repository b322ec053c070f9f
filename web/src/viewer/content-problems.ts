// What the renderers report after they render (spec/000 §5: an invalid colour is logged): the
// invalid colours of block data and of text decorations, node by node, for the nodes the
// registry reaches. In the browser the renderers report these from effects; server rendering
// runs no effects, so it reports them from here (server.ts).

import type { RicosNode } from '../content/node.ts';
import { invalidBlockColours } from './nodes/invalid-colours.ts';
import type { RendererRegistry } from './registry.ts';
import { TextNode } from './text/TextNode.tsx';
import { textProblems } from './text/text-problems.ts';

export interface ContentProblem {
  node: RicosNode;
  error: Error;
}

export function contentProblems(
  nodes: readonly RicosNode[] | undefined,
  registry: RendererRegistry,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const walk = (list: readonly RicosNode[] | undefined) => {
    if (!Array.isArray(list)) return;
    for (const node of list) {
      if (
        typeof node !== 'object' ||
        node === null ||
        !(Object.hasOwn(registry, node.type) && registry[node.type])
      )
        continue;
      // The text problems are the built-in TEXT renderer's; a consumer's own renders what it likes.
      for (const error of invalidBlockColours(node)) problems.push({ node, error });
      if (registry[node.type] === TextNode)
        for (const error of textProblems(node)) problems.push({ node, error });
      walk(node.nodes);
    }
  };
  walk(nodes);
  return problems;
}
