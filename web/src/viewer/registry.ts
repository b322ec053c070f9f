// The renderer registry: one component per node kind. Consumers add or replace renderers by
// passing their own map to <Viewer renderers={...}>, merged over the defaults.

import type { ComponentType, ReactNode } from 'react';
import type { RicosNode } from '../content/node.ts';

export interface NodeRendererProps<N extends RicosNode = RicosNode> {
  node: N;
  /** The node's child nodes, already rendered by the viewer (leaf kinds ignore it). */
  children: ReactNode;
  /** `viewer-{id}`, for the renderer's outermost element; undefined when the node has no id. */
  anchorId: string | undefined;
  /** Where the node sits: its parent's kind (undefined at the top level) and its index there. */
  parentType: string | undefined;
  index: number;
  /** The node's parent, and that one's in turn (undefined at the top level). */
  parent?: ParentLink;
}

/** A node the walk is inside of: the node, its index among its siblings, and its own parent. */
export interface ParentLink {
  node: RicosNode;
  index: number;
  parent: ParentLink | undefined;
}

export type NodeRenderer = ComponentType<NodeRendererProps>;

/** Node kind (PARAGRAPH, TABLE, ...) -> its renderer. */
export type RendererRegistry = Readonly<Record<string, NodeRenderer>>;
