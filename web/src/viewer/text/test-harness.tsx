// Renders TEXT nodes inside a paragraph with a viewer context, for the text renderer's tests.

import type { ReactNode } from 'react';
import type { RicosNode } from '../../content/node.ts';
import { viewerAnchorId } from '../../content/tree.ts';
import type { Decoration } from '../../content/types/decorations.ts';
import { DEFAULT_VIEWER_CONTEXT, ViewerContext, type ViewerContextValue } from '../context.ts';
import { SpoilerScope } from './SpoilerScope.tsx';
import { TextNode } from './TextNode.tsx';

export function textNode(text: string, decorations: Decoration[] = [], id = ''): RicosNode {
  return { id, type: 'TEXT', nodes: [], textData: { text, decorations } };
}

const ENGLISH: Readonly<Record<string, string>> = { Spoiler_Click_To_Reveal: 'Click to reveal' };

export function TextParagraph({
  nodes,
  context = {},
  children,
}: {
  nodes: RicosNode[];
  context?: Partial<ViewerContextValue>;
  children?: ReactNode;
}) {
  const value: ViewerContextValue = {
    ...DEFAULT_VIEWER_CONTEXT,
    t: (key) => ENGLISH[key] ?? key,
    ...context,
  };
  return (
    <ViewerContext.Provider value={value}>
      <SpoilerScope>
        <p data-testid="paragraph">
          {nodes.map((node, index) => (
            <TextNode
              key={index}
              node={node}
              anchorId={viewerAnchorId(node.id)}
              parentType="PARAGRAPH"
              index={index}
            >
              {null}
            </TextNode>
          ))}
        </p>
        {children}
      </SpoilerScope>
    </ViewerContext.Provider>
  );
}
