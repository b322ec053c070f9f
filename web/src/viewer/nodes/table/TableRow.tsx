// TABLE_ROW: one row at its height; the first row of a table with a header row is its head.
// Each row is its own row group, so a row can say whether it is the head without its parent.

import { useContext } from 'react';
import type { NodeRendererProps } from '../../registry.ts';
import { TableContext, TableRowContext } from './table-context.ts';

export function TableRow({ children, anchorId, index }: NodeRendererProps) {
  const table = useContext(TableContext);
  // Its place among the table's rows (a child that is not a row takes none).
  const row = table?.rowOfChild[index] ?? index;
  const height = table?.rowHeights[row];
  const Group = table?.rowHeader && row === 0 ? 'thead' : 'tbody';
  return (
    <Group>
      <tr id={anchorId} style={height === undefined ? undefined : { height: `${height}px` }}>
        <TableRowContext value={row}>{children}</TableRowContext>
      </tr>
    </Group>
  );
}
