// TABLE_ROW: one row at its height; the first row of a table with a header row is its head.
// Each row is its own row group, so a row can say whether it is the head without its parent.
// Drawn in its table's render (hook-free.ts): what it needs of the table it reads from the nodes
// the walk is inside of.

import type { ReactNode } from 'react';
import { useViewer, type ViewerContextValue } from '../../context.ts';
import { withHookFreeForm } from '../../hook-free.ts';
import type { NodeRendererProps } from '../../registry.ts';
import { blockDirectionAt } from '../block-direction.ts';
import { tableModelFor } from './table-model.ts';

function tableRow(
  { children, anchorId, index, parent }: NodeRendererProps,
  { direction }: ViewerContextValue,
): ReactNode {
  const table = parent?.node.type === 'TABLE' ? parent : undefined;
  const model = table && tableModelFor(table.node, blockDirectionAt(table.parent, direction));
  // Its place among the table's rows (a child that is not a row takes none).
  const row = model?.rowOfChild[index] ?? index;
  const height = model?.rowHeights[row];
  const Group = model?.rowHeader && row === 0 ? 'thead' : 'tbody';
  return (
    <Group>
      <tr id={anchorId} style={height === undefined ? undefined : { height: `${height}px` }}>
        {children}
      </tr>
    </Group>
  );
}

export function TableRow(props: NodeRendererProps) {
  return tableRow(props, useViewer());
}

// The viewer's own TABLE_ROW is drawn in its table's render (hook-free.ts).
withHookFreeForm(TableRow, { render: tableRow });
