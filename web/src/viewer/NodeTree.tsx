// The tree walk: each node is looked up in the registry, its child nodes rendered first and
// passed as `children`, and the whole guarded so a node that throws renders nothing.

import { type ReactNode, useContext } from 'react';
import type { RicosNode } from '../content/node.ts';
import { viewerAnchorId } from '../content/tree.ts';
import { Invoke } from './invoke.ts';
import { NodeErrorBoundary } from './NodeErrorBoundary.tsx';
import type { NodeRenderer } from './registry.ts';
import { TreeContext } from './tree-context.ts';

// A node whose renderer is swapped (new `renderers` prop) starts afresh: the renderer's hooks
// live in Invoke, so a different renderer must not inherit them.
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

export function NodeList({ nodes, parentType }: NodeListProps): ReactNode {
  if (!Array.isArray(nodes) || nodes.length === 0) return null;
  return nodes.map((node, index) => (
    <NodeView
      key={`${index}:${node?.id ?? ''}`}
      node={node}
      parentType={parentType}
      index={index}
    />
  ));
}

interface NodeViewProps {
  node: RicosNode;
  parentType: string | undefined;
  index: number;
}

function NodeView({ node, parentType, index }: NodeViewProps): ReactNode {
  const { registry, reportNodeError } = useContext(TreeContext);
  if (typeof node !== 'object' || node === null) return null;
  // Kinds without a renderer were logged once by the viewer (spec/000 §8); they render nothing.
  const renderer = Object.hasOwn(registry, node.type) ? registry[node.type] : undefined;
  if (!renderer) return null;
  const children = node.nodes?.length ? (
    <NodeList nodes={node.nodes} parentType={node.type} />
  ) : null;
  const props = { node, children, anchorId: viewerAnchorId(node.id), parentType, index };
  return (
    <NodeErrorBoundary key={rendererKey(renderer)} node={node} onError={reportNodeError}>
      <Invoke renderer={renderer} props={props} />
    </NodeErrorBoundary>
  );
}
