// The tree walk: each node is looked up in the registry, its child nodes rendered first and
// passed as `children`, and the whole guarded so a node that throws renders nothing. Each node
// costs as few components as that allows, as server rendering time grows with them: NodeView
// hosts the renderer's hooks, and the error boundary is left out where it cannot catch anything
// (react-dom/server; invokeRenderer catches there).

import { type ReactNode, useContext } from 'react';
import type { RicosNode } from '../content/node.ts';
import { viewerAnchorId } from '../content/tree.ts';
import { invokeRenderer } from './invoke.ts';
import { NodeErrorBoundary } from './NodeErrorBoundary.tsx';
import type { NodeRenderer } from './registry.ts';
import { useInvalidColourReport } from './report-invalid-colours.ts';
import { TreeContext, type TreeContextValue } from './tree-context.ts';

// A node whose renderer is swapped (new `renderers` prop) starts afresh: the renderer's hooks
// live in NodeView, so a different renderer must not inherit them.
const rendererKeys = new WeakMap<NodeRenderer, number>();
let lastRendererKey = 0;
function rendererKey(renderer: NodeRenderer): number {
  let key = rendererKeys.get(renderer);
  if (key === undefined) rendererKeys.set(renderer, (key = ++lastRendererKey));
  return key;
}

interface NodeListProps {
  nodes: readonly RicosNode[] | undefined;
  parentType: string | undefined;
}

/** The document's top-level nodes. */
export function NodeList({ nodes, parentType }: NodeListProps): ReactNode {
  return nodeViews(nodes, parentType, useContext(TreeContext));
}

/** A NodeView for each node a renderer draws: an element list, not a component of its own. */
function nodeViews(
  nodes: readonly RicosNode[] | undefined,
  parentType: string | undefined,
  { registry, reportNodeError, serverRender }: TreeContextValue,
): ReactNode {
  if (!Array.isArray(nodes) || nodes.length === 0) return null;
  return nodes.map((node, index) => {
    if (typeof node !== 'object' || node === null) return null;
    // Kinds without a renderer were logged once by the viewer (spec/000 §8); they render nothing.
    const renderer = Object.hasOwn(registry, node.type) ? registry[node.type] : undefined;
    if (!renderer) return null;
    const key = `${index}:${node.id ?? ''}:${rendererKey(renderer)}`;
    const view = (
      <NodeView key={key} renderer={renderer} node={node} parentType={parentType} index={index} />
    );
    if (serverRender) return view;
    return (
      <NodeErrorBoundary key={key} node={node} onError={reportNodeError}>
        {view}
      </NodeErrorBoundary>
    );
  });
}

interface NodeViewProps {
  renderer: NodeRenderer;
  node: RicosNode;
  parentType: string | undefined;
  index: number;
}

function NodeView({ renderer, node, parentType, index }: NodeViewProps): ReactNode {
  const tree = useContext(TreeContext);
  // Invalid colours in the node's data are reported from here, whichever renderer draws it.
  useInvalidColourReport(node);
  const children = nodeViews(node.nodes, node.type, tree);
  const props = { node, children, anchorId: viewerAnchorId(node.id), parentType, index };
  return invokeRenderer(renderer, props, tree.reportNodeError);
}
