// COLLAPSIBLE_LIST (spec/000 §3 "Collapsible list data", §4, §9): items that open and close, in
// the list's own direction. Defaults: first item expanded, expandOnlyOne false.

import { useId, useMemo, useState } from 'react';
import type { NodeRendererProps } from '../../registry.ts';
import { DEFAULT_EXPAND_ONLY_ONE, DEFAULT_INITIAL_EXPANDED_ITEMS } from '../constants.ts';
import { ContainerBox, readContainerData } from '../container/index.ts';
import { nodeData, readBoolean, readEnum } from '../data.ts';
import { collapsibleListDirection } from '../block-direction.ts';
import styles from './Collapsible.module.css';
import { CollapsibleListContext, type CollapsibleListState } from './collapsible-context.ts';
import { INITIAL_EXPANDED_ITEMS, initiallyExpanded, toggled } from './expanded-items.ts';
import { LIST_ATTRIBUTE, moveBetweenHeaders } from './header-keys.ts';

export function CollapsibleList({ node, children, anchorId, parentType }: NodeRendererProps) {
  const data = nodeData(node, 'collapsibleListData');
  const expandOnlyOne = readBoolean(data, 'expandOnlyOne') ?? DEFAULT_EXPAND_ONLY_ONE;
  const direction = collapsibleListDirection(node);
  const [expanded, setExpanded] = useState(() =>
    initiallyExpanded(
      readEnum(data, 'initialExpandedItems', INITIAL_EXPANDED_ITEMS) ??
        DEFAULT_INITIAL_EXPANDED_ITEMS,
      node.nodes?.length ?? 0,
    ),
  );
  const idPrefix = useId();
  const state = useMemo<CollapsibleListState>(
    () => ({
      idPrefix,
      isExpanded: (index) => expanded.has(index),
      toggle: (index) => setExpanded((current) => toggled(current, index, expandOnlyOne)),
    }),
    [idPrefix, expanded, expandOnlyOne],
  );
  return (
    <ContainerBox
      layout={readContainerData(data.containerData)}
      anchorId={anchorId}
      topLevel={parentType === undefined}
    >
      <div
        className={styles.list}
        dir={direction}
        onKeyDown={moveBetweenHeaders}
        {...{ [LIST_ATTRIBUTE]: '' }}
      >
        <CollapsibleListContext value={state}>{children}</CollapsibleListContext>
      </div>
    </ContainerBox>
  );
}
