// PARAGRAPH (spec/000 §2, §3): a block of text with the block styles. An empty paragraph keeps its
// line, as the author left a blank line there.

import type { NodeRendererProps } from '../registry.ts';
import { blockClasses, blockPresentation } from './block-style.ts';
import styles from './Block.module.css';
import { nodeData } from './data.ts';
import { hasNoText } from './empty.ts';

export function Paragraph({ node, children, anchorId, parentType }: NodeRendererProps) {
  const { style, dir } = blockPresentation(node, nodeData(node, 'paragraphData'));
  return (
    <p id={anchorId} className={blockClasses(parentType, styles.paragraph)} style={style} dir={dir}>
      {children}
      {hasNoText(node) ? <br /> : null}
    </p>
  );
}
