// DIVIDER (spec/000 §3 "Divider data"): a horizontal rule with a line style, a width and an
// alignment; spec/000 §9 "Default divider: single, large, centered".

import type { NodeRendererProps } from '../registry.ts';
import { nodeBoxStyle } from './block-style.ts';
import { ContainerBox, readContainerData } from './container/index.ts';
import {
  DEFAULT_DIVIDER_ALIGNMENT,
  DEFAULT_DIVIDER_LINE_STYLE,
  DEFAULT_DIVIDER_WIDTH,
} from './constants.ts';
import { nodeData, readEnum } from './data.ts';
import styles from './Divider.module.css';

const LINE_STYLES = ['SINGLE', 'DOUBLE', 'DASHED', 'DOTTED'] as const;
const WIDTHS = ['SMALL', 'MEDIUM', 'LARGE'] as const;
const ALIGNMENTS = ['LEFT', 'CENTER', 'RIGHT'] as const;

export function Divider({ node, anchorId, parentType }: NodeRendererProps) {
  const data = nodeData(node, 'dividerData');
  // Documents converted from the older format name the line style `type`.
  const lineStyle =
    readEnum(data, 'lineStyle', LINE_STYLES) ??
    readEnum(data, 'type', LINE_STYLES) ??
    DEFAULT_DIVIDER_LINE_STYLE;
  const width = readEnum(data, 'width', WIDTHS) ?? DEFAULT_DIVIDER_WIDTH;
  const alignment = readEnum(data, 'alignment', ALIGNMENTS) ?? DEFAULT_DIVIDER_ALIGNMENT;
  return (
    <ContainerBox
      layout={readContainerData(data.containerData)}
      anchorId={anchorId}
      topLevel={parentType === undefined}
      style={nodeBoxStyle(node)}
    >
      <hr
        className={`${styles.line} ${styles[lineStyle.toLowerCase()]} ${styles[width.toLowerCase()]} ${styles[alignment.toLowerCase()]}`}
        data-line-style={lineStyle}
        data-width={width}
        data-alignment={alignment}
      />
    </ContainerBox>
  );
}
