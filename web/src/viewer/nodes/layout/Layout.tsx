// LAYOUT (spec/000 §2 "layout (12-column grid)"): cells side by side on a 12-column grid, with
// spans normalised per spec/000 §5; on a narrow screen the cells stack.

import { useMemo } from 'react';
import { useViewer } from '../../context.ts';
import type { NodeRendererProps } from '../../registry.ts';
import { safeColor } from '../color.ts';
import { ContainerBox, readContainerData } from '../container/index.ts';
import { nodeData, readNumber } from '../data.ts';
import type { StyleWithVariables } from '../style-types.ts';
import { normaliseSpans } from './column-spans.ts';
import styles from './Layout.module.css';
import { LayoutSpansContext } from './layout-context.ts';

export function Layout({ node, children, anchorId, parentType }: NodeRendererProps) {
  const { isMobile } = useViewer();
  const data = nodeData(node, 'layoutData');
  const spans = useMemo(
    () =>
      normaliseSpans(
        (node.nodes ?? []).map((cell) => readNumber(nodeData(cell, 'layoutCellData'), 'colSpan')),
      ),
    [node],
  );
  const gridStyle: StyleWithVariables = {
    '--tessera-layout-columns': spans.map((span) => `minmax(0, ${+span.toFixed(4)}fr)`).join(' '),
    backgroundColor: safeColor(data.backgroundColor),
  };
  return (
    <ContainerBox
      layout={readContainerData(data.containerData)}
      anchorId={anchorId}
      topLevel={parentType === undefined}
    >
      <div className={styles.frame}>
        <div className={`${styles.grid} ${isMobile ? styles.stacked : ''}`} style={gridStyle}>
          <LayoutSpansContext value={spans}>{children}</LayoutSpansContext>
        </div>
      </div>
    </ContainerBox>
  );
}
