// LAYOUT_CELL (spec/000 §3 "Layout cell data: colSpan"): one column of a layout.

import { useContext } from 'react';
import type { NodeRendererProps } from '../../registry.ts';
import styles from './Layout.module.css';
import { LayoutSpansContext } from './layout-context.ts';

export function LayoutCell({ children, anchorId, index }: NodeRendererProps) {
  const span = useContext(LayoutSpansContext)[index];
  return (
    <div
      id={anchorId}
      className={styles.cell}
      data-span={span === undefined ? undefined : +span.toFixed(4)}
    >
      {children}
    </div>
  );
}
