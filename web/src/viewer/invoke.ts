// Renders a node with its renderer, so that a renderer that throws yields nothing — also in
// react-dom/server, which has no error boundaries. A plain function renderer is called in place
// (its hooks become the calling component's, stable because a node's renderer is fixed); any
// other kind of component (memo, class, forwardRef) is rendered as an element and left to
// NodeErrorBoundary.

import { createElement, type ReactNode, useContext } from 'react';
import type { RicosNode } from '../content/node.ts';
import type { NodeRenderer, NodeRendererProps } from './registry.ts';
import { TreeContext } from './tree-context.ts';

function isPlainFunction(
  renderer: NodeRenderer,
): renderer is (props: NodeRendererProps) => ReactNode {
  return (
    typeof renderer === 'function' &&
    !(renderer.prototype && 'isReactComponent' in renderer.prototype)
  );
}

/** What React throws to suspend (a thenable, or use()'s internal exception): never swallowed. */
function isSuspension(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (typeof (error as { then?: unknown }).then === 'function') return true;
  return error instanceof Error && error.message.startsWith('Suspense Exception');
}

/** Call only from a component that renders this one node with this one renderer, ever. */
export function invokeRenderer(
  renderer: NodeRenderer,
  props: NodeRendererProps,
  reportNodeError: (error: unknown, node: RicosNode) => void,
): ReactNode {
  if (!isPlainFunction(renderer)) return createElement(renderer, props);
  return guarded(() => renderer(props), props.node, reportNodeError);
}

/** What `draw` returns, or nothing when it throws (reported for `node`); a suspension goes on. */
export function guarded(
  draw: () => ReactNode,
  node: RicosNode,
  reportNodeError: (error: unknown, node: RicosNode) => void,
): ReactNode {
  try {
    return draw();
  } catch (error) {
    if (isSuspension(error)) throw error;
    // The viewer reports a node's failure once, however often the node renders.
    reportNodeError(error, node);
    return null;
  }
}

interface InvokeProps {
  renderer: NodeRenderer;
  props: NodeRendererProps;
}

export function Invoke({ renderer, props }: InvokeProps): ReactNode {
  const { reportNodeError } = useContext(TreeContext);
  return invokeRenderer(renderer, props, reportNodeError);
}
