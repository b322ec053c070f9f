// COLLAPSIBLE_ITEM_TITLE: the item's header. A button with aria-expanded and aria-controls opens
// and closes the body (Enter and Space, as any button); it is named by the title's text. The whole
// header row also toggles on a click, except on a link inside the title.

import { type MouseEvent, useContext } from 'react';
import { plainText } from '../../../content/tree.ts';
import { useViewer } from '../../context.ts';
import type { NodeRendererProps } from '../../registry.ts';
import styles from './Collapsible.module.css';
import { CollapsibleItemContext } from './collapsible-context.ts';
import { TOGGLE_ATTRIBUTE } from './header-keys.ts';

export function CollapsibleItemTitle({ node, children, anchorId }: NodeRendererProps) {
  const item = useContext(CollapsibleItemContext);
  const { t } = useViewer();
  if (item === undefined) return <div id={anchorId}>{children}</div>;
  const onRowClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a') !== null) return;
    item.toggle();
  };
  // An item with an empty title still needs a name for its button.
  const untitled = plainText(node).trim() === '';
  return (
    <div id={anchorId} className={styles.title} onClick={onRowClick}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={item.expanded}
        aria-controls={item.bodyId}
        aria-labelledby={untitled ? undefined : item.titleId}
        aria-label={untitled ? t('Collapsible_Expand') : undefined}
        {...{ [TOGGLE_ATTRIBUTE]: '' }}
      >
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={item.titleId} className={styles.titleText}>
        {children}
      </div>
    </div>
  );
}
