// COLLAPSIBLE_ITEM_BODY: shown only while its item is expanded (spec/000 §4).

import { useContext } from 'react';
import type { NodeRendererProps } from '../../registry.ts';
import styles from './Collapsible.module.css';
import { CollapsibleItemContext } from './collapsible-context.ts';

export function CollapsibleItemBody({ children, anchorId }: NodeRendererProps) {
  const item = useContext(CollapsibleItemContext);
  return (
    <div
      id={item?.bodyId ?? anchorId}
      className={styles.body}
      hidden={item !== undefined && !item.expanded}
    >
      {/* The node's own anchor stays reachable even though the body's id ties it to its title. */}
      {item !== undefined && anchorId !== undefined ? <span id={anchorId} /> : null}
      {children}
    </div>
  );
}
