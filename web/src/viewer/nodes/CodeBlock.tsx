// CODE_BLOCK (spec/000 §3 "Code block data: textStyle"): preformatted text, kept as written.

import type { NodeRendererProps } from '../registry.ts';
import { blockClasses, blockPresentation } from './block-style.ts';
import styles from './Block.module.css';
import { nodeData } from './data.ts';
import { hasNoText } from './empty.ts';

export function CodeBlock({ node, children, anchorId, parentType }: NodeRendererProps) {
  const { style } = blockPresentation(node, nodeData(node, 'codeBlockData'));
  return (
    <pre id={anchorId} className={blockClasses(parentType, styles.code)} style={style} dir="ltr">
      <code>
        {children}
        {hasNoText(node) ? <br /> : null}
      </code>
    </pre>
  );
}
