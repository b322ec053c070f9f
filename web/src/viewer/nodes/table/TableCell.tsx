// TABLE_CELL (spec/000 §3 "Cell data: borderColors, cellStyle"): background, border colours and
// vertical alignment; a header cell when it is in the header row or the header column. Drawn in
// its table's render (hook-free.ts): its row and table are the nodes the walk is inside of.

import type { ReactNode } from 'react';
import { useViewer, type ViewerContextValue } from '../../context.ts';
import { withHookFreeForm } from '../../hook-free.ts';
import type { NodeRendererProps } from '../../registry.ts';
import { blockDirectionAt } from '../block-direction.ts';
import { safeColor } from '../color.ts';
import { asRecord, nodeData, readEnum } from '../data.ts';
import type { StyleWithVariables } from '../style-types.ts';
import styles from './Table.module.css';
import { type CellEdges, type TableModel, tableModelFor } from './table-model.ts';

const VERTICAL_ALIGNMENTS = ['TOP', 'MIDDLE', 'BOTTOM'] as const;
const NO_EDGES: CellEdges = {};

/** The cell's table and its row's place there; undefined outside a table. */
function placeOf({ parent }: NodeRendererProps, direction: 'ltr' | 'rtl') {
  const table = parent?.parent;
  if (parent?.node.type !== 'TABLE_ROW' || table?.node.type !== 'TABLE') return undefined;
  const model: TableModel = tableModelFor(table.node, blockDirectionAt(table.parent, direction));
  const row = model.rowOfChild[parent.index] ?? -1;
  return row < 0 ? undefined : { model, row };
}

function tableCell(props: NodeRendererProps, { direction }: ViewerContextValue): ReactNode {
  const { node, children, anchorId, index } = props;
  const place = placeOf(props, direction);
  const cellStyle = asRecord(nodeData(node, 'tableCellData').cellStyle);
  const edges = (place && place.model.edges[place.row]![index]) ?? NO_EDGES;
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
  let inHeaderRow = false;
  let inHeaderColumn = false;
  if (place !== undefined) {
    const { model, row } = place;
    if (index === model.edges[row]!.length - 1) classes += ` ${styles.lastColumn}`;
    if (row === model.edges.length - 1) classes += ` ${styles.lastRow}`;
    inHeaderRow = model.rowHeader && row === 0;
    inHeaderColumn = model.columnHeader && index === 0;
  }
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

export function TableCell(props: NodeRendererProps) {
  return tableCell(props, useViewer());
}

// The viewer's own TABLE_CELL is drawn in its table's render (hook-free.ts).
withHookFreeForm(TableCell, { render: tableCell });
