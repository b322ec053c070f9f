// A test harness: renders a node tree through BLOCK_RENDERERS the way the viewer does (children
// first, passed as `children`, with anchor id, parent kind, index and the parents' links),
// independent of <Viewer>.
// TEXT draws its characters plainly; an IMAGE is a bare figure, so a CAPTION has a media parent.

import type { ReactNode } from 'react';
import type { RicosNode } from '../../../content/node.ts';
import { viewerAnchorId } from '../../../content/tree.ts';
import { DEFAULT_VIEWER_CONTEXT, ViewerContext, type ViewerContextValue } from '../../context.ts';
import type { NodeRendererProps, ParentLink, RendererRegistry } from '../../registry.ts';
import { asRecord, readString } from '../data.ts';
import { BLOCK_RENDERERS } from '../index.ts';

function PlainText({ node }: NodeRendererProps) {
  return <span>{readString(asRecord(node.textData), 'text') ?? ''}</span>;
}

function BareFigure({ children, anchorId }: NodeRendererProps) {
  return <figure id={anchorId}>{children}</figure>;
}

const HARNESS_RENDERERS: RendererRegistry = {
  ...BLOCK_RENDERERS,
  TEXT: PlainText,
  IMAGE: BareFigure,
};

function renderNodes(
  nodes: readonly RicosNode[] | undefined,
  parent: ParentLink | undefined,
  registry: RendererRegistry,
): ReactNode {
  return (nodes ?? []).map((node, index) => {
    const Renderer = registry[node.type];
    if (Renderer === undefined) return null;
    return (
      <Renderer
        key={`${index}:${node.id ?? ''}`}
        node={node}
        anchorId={viewerAnchorId(node.id)}
        parentType={parent?.node.type}
        index={index}
        parent={parent}
      >
        {renderNodes(node.nodes, { node, index, parent }, registry)}
      </Renderer>
    );
  });
}

export interface BlockTreeProps {
  nodes: readonly RicosNode[];
  viewer?: Partial<ViewerContextValue>;
  renderers?: RendererRegistry;
}

export function BlockTree({ nodes, viewer, renderers }: BlockTreeProps) {
  return (
    <ViewerContext value={{ ...DEFAULT_VIEWER_CONTEXT, ...viewer }}>
      <div data-testid="block-tree">
        {renderNodes(nodes, undefined, { ...HARNESS_RENDERERS, ...renderers })}
      </div>
    </ViewerContext>
  );
}

/** Shorthands for writing test nodes. */
export const make = {
  text: (text: string): RicosNode => ({
    type: 'TEXT',
    id: '',
    nodes: [],
    textData: { text, decorations: [] },
  }),
  paragraph: (id: string, text: string, data: Record<string, unknown> = {}): RicosNode => ({
    type: 'PARAGRAPH',
    id,
    nodes: text === '' ? [] : [make.text(text)],
    paragraphData: { textStyle: { textAlignment: 'AUTO' }, indentation: 0, ...data },
  }),
};
