// TABLE_CELL (spec/000 §3 "Cell data: borderColors, cellStyle"): background, border colours and
// vertical alignment; a header cell when it is in the header row or the header column.

import { useContext } from 'react';
import type { NodeRendererProps } from '../../registry.ts';
import { safeColor } from '../color.ts';
import { asRecord, nodeData, readEnum } from '../data.ts';
import type { StyleWithVariables } from '../style-types.ts';
import styles from './Table.module.css';
import { TableContext, TableRowContext } from './table-context.ts';

const VERTICAL_ALIGNMENTS = ['TOP', 'MIDDLE', 'BOTTOM'] as const;

export function TableCell({ node, children, anchorId, index }: NodeRendererProps) {
  const table = useContext(TableContext);
  const row = useContext(TableRowContext);
  const cellStyle = asRecord(nodeData(node, 'tableCellData').cellStyle);
  const edges = table?.edges[row]?.[index] ?? {};
  // Top is the stylesheet's; one colour on every edge is written once.
  const alignment = readEnum(cellStyle, 'verticalAlignment', VERTICAL_ALIGNMENTS) ?? 'TOP';
  const sameEdges =
    edges.top !== undefined &&
    edges.right === edges.top &&
    edges.bottom === edges.top &&
    edges.left === edges.top;
  const style: StyleWithVariables = {
    verticalAlign: alignment === 'TOP' ? undefined : alignment === 'MIDDLE' ? 'middle' : 'bottom',
    backgroundColor: safeColor(cellStyle?.backgroundColor),
    ...(sameEdges
      ? { borderColor: edges.top }
      : {
          borderTopColor: edges.top,
          borderRightColor: edges.right,
          borderBottomColor: edges.bottom,
          borderLeftColor: edges.left,
        }),
  };
  // Each line between cells is drawn once: by the cell after it, and at the far side by the last.
  let classes = styles.cell!;
  if (table !== undefined && index === (table.edges[row]?.length ?? 0) - 1)
    classes += ` ${styles.lastColumn}`;
  if (table !== undefined && row === table.edges.length - 1) classes += ` ${styles.lastRow}`;
  const inHeaderRow = table?.rowHeader === true && row === 0;
  const inHeaderColumn = table?.columnHeader === true && index === 0;
  if (inHeaderRow || inHeaderColumn) {
    return (
      <th
        id={anchorId}
        className={`${classes} ${styles.header}`}
        style={style}
        scope={inHeaderRow ? 'col' : 'row'}
      >
        {children}
      </th>
    );
  }
  return (
    <td id={anchorId} className={classes} style={style}>
      {children}
    </td>
  );
}
