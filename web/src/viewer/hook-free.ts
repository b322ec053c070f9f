// Renderers that call no hooks, in a form the tree walk calls in the parent's render: the node
// gets no component of its own (NodeTree.tsx). Text and text blocks are most of a document's
// nodes, and a server's render time grows with its components. The form reads the viewer's
// context as an argument, and leaves what it finds in the node's data to be reported by the tree:
// at once through `report` on a server, after render through `problems` in the browser.

import type { ReactNode } from 'react';
import type { RicosNode } from '../content/node.ts';
import type { ViewerContextValue } from './context.ts';
import type { NodeRenderer, NodeRendererProps } from './registry.ts';

export interface HookFreeForm {
  render(
    props: NodeRendererProps,
    viewer: ViewerContextValue,
    report: ((problem: unknown) => void) | undefined,
  ): ReactNode;
  /** The problems render finds in the node's data, besides its block colours (spec/000 §5). */
  problems?(node: RicosNode): readonly unknown[];
}

const forms = new WeakMap<NodeRenderer, HookFreeForm>();

/** Gives `renderer` a hook-free form; the renderer itself stays a component for everyone else. */
export function withHookFreeForm<R extends NodeRenderer>(renderer: R, form: HookFreeForm): R {
  forms.set(renderer, form);
  return renderer;
}

/** A renderer whose own code calls no hooks (the components it renders may). */
export function hookFree<R extends NodeRenderer>(renderer: R): R {
  return withHookFreeForm(renderer, {
    render: renderer as (props: NodeRendererProps) => ReactNode,
  });
}

export function hookFreeForm(renderer: NodeRenderer): HookFreeForm | undefined {
  return forms.get(renderer);
}
