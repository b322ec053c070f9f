// The tree walk: each node is looked up in the registry, its child nodes rendered first and
// passed as `children`, and the whole guarded so a node that throws renders nothing. Each node
// costs as few components as that allows, as server rendering time grows with them: NodeView
// hosts the renderer's hooks, a renderer with a hook-free form (hook-free.ts: text and text
// blocks) is called in its parent's render with no component at all, and the error boundary is
// left out where it cannot catch anything (react-dom/server; the renderer's call is guarded).

import { Fragment, type ReactNode, useContext } from 'react';
import type { RicosNode } from '../content/node.ts';
import { viewerAnchorId } from '../content/tree.ts';
import type { HookFreeForm } from './hook-free.ts';
import { guarded, invokeRenderer } from './invoke.ts';
import { NodeErrorBoundary } from './NodeErrorBoundary.tsx';
import { kindsOf } from './kinds.ts';
import type { NodeRenderer, NodeRendererProps, ParentLink } from './registry.ts';
import { useNodeProblemReport } from './use-node-problems.ts';
import { invalidBlockColours } from './nodes/invalid-colours.ts';
import { TreeContext, type TreeContextValue } from './tree-context.ts';

interface NodeListProps {
  nodes: readonly RicosNode[] | undefined;
}

/** The document's top-level nodes. */
export function NodeList({ nodes }: NodeListProps): ReactNode {
  const tree = useContext(TreeContext);
  useNodeProblemReport(undefined, nodes, tree);
  return nodeViews(nodes, undefined, tree);
}

/** What each node a renderer draws becomes: an element list, not a component of its own. */
function nodeViews(
  nodes: readonly RicosNode[] | undefined,
  parent: ParentLink | undefined,
  tree: TreeContextValue,
): ReactNode {
  if (!Array.isArray(nodes) || nodes.length === 0) return null;
  const { reportNodeError, serverRender } = tree;
  const kinds = kindsOf(tree.registry);
  return nodes.map((node, index) => {
    if (typeof node !== 'object' || node === null) return null;
    // Kinds without a renderer were logged once by the viewer (spec/000 §8); they render nothing.
    const kind = kinds.get(node.type);
    if (kind === undefined) return null;
    const { renderer, form } = kind;
    const key = `${index}:${node.id ?? ''}${kind.keySuffix}`;
    if (form !== undefined)
      return <Fragment key={key}>{inlineView(form, node, parent, index, tree)}</Fragment>;
    const view = (
      <NodeView key={key} renderer={renderer} node={node} parent={parent} index={index} />
    );
    if (serverRender) return view;
    return (
      <NodeErrorBoundary key={key} node={node} onError={reportNodeError}>
        {view}
      </NodeErrorBoundary>
    );
  });
}

/**
 * A node drawn by a hook-free form in its parent's render. Its problems are reported by that
 * parent (useNodeProblemReport); a server's render takes them at once.
 */
function inlineView(
  form: HookFreeForm,
  node: RicosNode,
  parent: ParentLink | undefined,
  index: number,
  tree: TreeContextValue,
): ReactNode {
  const server = tree.serverProblems;
  if (server !== undefined)
    for (const problem of invalidBlockColours(node)) server.add(problem, node);
  const props = nodeProps(node, childViews(node, index, parent, tree), parent, index);
  const report = server && ((problem: unknown) => server.add(problem, node));
  return guarded(() => form.render(props, tree.viewer, report), node, tree.reportNodeError);
}

interface NodeViewProps {
  renderer: NodeRenderer;
  node: RicosNode;
  parent: ParentLink | undefined;
  index: number;
}

function NodeView({ renderer, node, parent, index }: NodeViewProps): ReactNode {
  const tree = useContext(TreeContext);
  useNodeProblemReport(node, node.nodes, tree);
  const children = childViews(node, index, parent, tree);
  return invokeRenderer(renderer, nodeProps(node, children, parent, index), tree.reportNodeError);
}

/** The views of a node's children, each told it is inside this node. */
function childViews(
  node: RicosNode,
  index: number,
  parent: ParentLink | undefined,
  tree: TreeContextValue,
): ReactNode {
  const nodes = node.nodes;
  if (!Array.isArray(nodes) || nodes.length === 0) return null;
  return nodeViews(nodes, { node, index, parent }, tree);
}

function nodeProps(
  node: RicosNode,
  children: ReactNode,
  parent: ParentLink | undefined,
  index: number,
): NodeRendererProps {
  const anchorId = viewerAnchorId(node.id);
  return { node, children, anchorId, parentType: parent?.node.type, index, parent };
}
