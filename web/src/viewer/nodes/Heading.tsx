// HEADING levels 1 to 6 (spec/000 §3 "Heading data: level, indentation, textStyle"); a level out
// of range reads as the nearest one. A heading without text keeps its line at the heading's size
// but is not announced as a heading: there is nothing to navigate to.

import { plainText } from '../../content/tree.ts';
import type { NodeRendererProps } from '../registry.ts';
import { blockClasses, blockPresentation } from './block-style.ts';
import styles from './Block.module.css';
import { clamp, nodeData, readNumber } from './data.ts';
import { hasNoText } from './empty.ts';

const TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export function Heading({ node, children, anchorId, parentType }: NodeRendererProps) {
  const data = nodeData(node, 'headingData');
  const level = TAGS[clamp(Math.trunc(readNumber(data, 'level') ?? 1), 1, 6) - 1]!;
  const Tag = plainText(node).trim() === '' ? 'div' : level;
  const { style, dir } = blockPresentation(node, data);
  return (
    <Tag id={anchorId} className={blockClasses(parentType, styles[level])} style={style} dir={dir}>
      {children}
      {hasNoText(node) ? <br /> : null}
    </Tag>
  );
}
