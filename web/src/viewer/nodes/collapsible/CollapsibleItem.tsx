// COLLAPSIBLE_ITEM: one item of a collapsible list, collapsed (title only) or expanded (all parts).

import { useContext, useMemo } from 'react';
import type { NodeRendererProps } from '../../registry.ts';
import styles from './Collapsible.module.css';
import {
  CollapsibleItemContext,
  CollapsibleListContext,
  type CollapsibleItemState,
} from './collapsible-context.ts';

export function CollapsibleItem({ children, anchorId, index }: NodeRendererProps) {
  const list = useContext(CollapsibleListContext);
  const expanded = list?.isExpanded(index) ?? true;
  const state = useMemo<CollapsibleItemState>(
    () => ({
      expanded,
      toggle: () => list?.toggle(index),
      titleId: `${list?.idPrefix ?? anchorId}-title-${index}`,
      bodyId: `${list?.idPrefix ?? anchorId}-body-${index}`,
      index,
    }),
    [expanded, list, index, anchorId],
  );
  return (
    <div id={anchorId} className={styles.item} data-expanded={expanded ? '' : undefined}>
      <CollapsibleItemContext value={state}>{children}</CollapsibleItemContext>
    </div>
  );
}
