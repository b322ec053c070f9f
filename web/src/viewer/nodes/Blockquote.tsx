// BLOCKQUOTE (spec/000 §3 "Blockquote data: indentation"): a quotation holding text blocks.

import type { NodeRendererProps } from '../registry.ts';
import { blockClasses, indentationLevel, nodeBoxStyle } from './block-style.ts';
import styles from './Block.module.css';
import { nodeData } from './data.ts';
import type { StyleWithVariables } from './style-types.ts';

export function Blockquote({ node, children, anchorId, parentType }: NodeRendererProps) {
  const indentation = indentationLevel(nodeData(node, 'blockquoteData'));
  const style: StyleWithVariables = { ...nodeBoxStyle(node) };
  if (indentation > 0) style['--tessera-indentation-level'] = indentation;
  return (
    <blockquote id={anchorId} className={blockClasses(parentType, styles.blockquote)} style={style}>
      {children}
    </blockquote>
  );
}
