// BULLETED_LIST, ORDERED_LIST and LIST_ITEM (spec/000 §2, §3). Markers change with the visual
// level (nesting depth plus offset), as nested lists are told apart by their markers. A list
// reads in the direction of its own text, as its paragraphs do, so a Hebrew list has its markers
// and indentation on the right; a nested list keeps the direction of the list it is in. (dir="auto"
// cannot say it: it skips the paragraphs, which carry their own dir.)

import { createContext, useContext } from 'react';
import { contentDirection } from '../direction.ts';
import type { NodeRendererProps } from '../registry.ts';
import { nodeBoxStyle } from './block-style.ts';
import { MAX_INDENTATION } from './constants.ts';
import { nodeData } from './data.ts';
import { listOffset, listStart } from './list-offset.ts';
import styles from './Lists.module.css';
import type { StyleWithVariables } from './style-types.ts';

const ListDepthContext = createContext(0);

const BULLET_MARKERS = ['disc', 'circle', 'square'] as const;
const NUMBER_MARKERS = ['decimal', 'lower-alpha', 'lower-roman'] as const;

function useListPlacement(node: NodeRendererProps['node'], data: ReturnType<typeof nodeData>) {
  const depth = useContext(ListDepthContext);
  const offset = listOffset(data, depth);
  const level = Math.min(depth + offset, MAX_INDENTATION);
  const dir = depth === 0 ? contentDirection(node.nodes) : undefined;
  return { depth, offset, level, dir };
}

function listStyle(
  node: NodeRendererProps['node'],
  offset: number,
  marker: string,
): StyleWithVariables {
  return { ...nodeBoxStyle(node), '--tessera-list-offset': offset, listStyleType: marker };
}

function listClasses(parentType: string | undefined): string {
  return parentType === undefined ? `${styles.list} ${styles.topLevel}` : styles.list;
}

export function BulletedList({ node, children, anchorId, parentType }: NodeRendererProps) {
  const { depth, offset, level, dir } = useListPlacement(node, nodeData(node, 'bulletedListData'));
  return (
    <ListDepthContext value={depth + 1}>
      <ul
        id={anchorId}
        className={listClasses(parentType)}
        dir={dir}
        style={listStyle(node, offset, BULLET_MARKERS[level % 3])}
      >
        {children}
      </ul>
    </ListDepthContext>
  );
}

export function OrderedList({ node, children, anchorId, parentType }: NodeRendererProps) {
  const data = nodeData(node, 'orderedListData');
  const { depth, offset, level, dir } = useListPlacement(node, data);
  return (
    <ListDepthContext value={depth + 1}>
      <ol
        id={anchorId}
        className={listClasses(parentType)}
        dir={dir}
        start={listStart(data)}
        style={listStyle(node, offset, NUMBER_MARKERS[level % 3])}
      >
        {children}
      </ol>
    </ListDepthContext>
  );
}

export function ListItem({ node, children, anchorId }: NodeRendererProps) {
  return (
    <li id={anchorId} style={nodeBoxStyle(node)}>
      {children}
    </li>
  );
}
