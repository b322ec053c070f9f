// What a table needs before it draws (spec/000 §3 "Table"): its column widths from the width
// ratios with each column's minimum (spec/000 §5, default 120), its row heights, and one colour
// per cell edge, so two neighbouring cells agree on the line between them.

import type { RicosNode } from '../../../content/node.ts';
import { safeColor } from '../color.ts';
import { DEFAULT_COLUMN_MIN_WIDTH } from '../constants.ts';
import { asRecord, nodeData, readBoolean, toFiniteNumber } from '../data.ts';

export interface TableColumn {
  /** The column's share of the table width, 0 to 1. */
  share: number;
  /** The narrowest the column may be, in pixels. */
  minWidth: number;
}

export interface CellEdges {
  top?: string;
  right?: string;
  bottom?: string;
  left?: string;
}

export interface TableModel {
  columns: TableColumn[];
  /** Row heights in pixels (undefined where the content gives none). */
  rowHeights: Array<number | undefined>;
  /** For each child node of the table, its row's index; -1 for a child that is not a row. */
  rowOfChild: number[];
  /** The first row is a header row. */
  rowHeader: boolean;
  /** The first column is a header column. */
  columnHeader: boolean;
  /** edges[row][column]: the border colours content set for the cell's edges, shared edges resolved. */
  edges: CellEdges[][];
}

/** `direction` says which way the columns run, so a cell's left neighbour is the right one. */
export function tableModel(table: RicosNode, direction: 'ltr' | 'rtl' = 'ltr'): TableModel {
  const data = nodeData(table, 'tableData');
  const dimensions = asRecord(data.dimensions);
  const children = table.nodes ?? [];
  const rows = children.filter((row) => row.type === 'TABLE_ROW');
  let rowCount = 0;
  const rowOfChild = children.map((child) => (child.type === 'TABLE_ROW' ? rowCount++ : -1));
  const ratios = numbers(dimensions?.colsWidthRatio);
  const minimums = numbers(dimensions?.colsMinWidth);
  const heights = numbers(dimensions?.rowsHeight);
  const columnCount = Math.max(ratios.length, ...rows.map((row) => row.nodes?.length ?? 0), 0);
  return {
    columns: columns(columnCount, ratios, minimums),
    rowHeights: rows.map((_, index) => positive(heights[index])),
    rowOfChild,
    rowHeader: readBoolean(data, 'rowHeader') ?? false,
    columnHeader: readBoolean(data, 'columnHeader') ?? false,
    edges: resolveEdges(
      rows.map((row) => (row.nodes ?? []).map(declaredEdges)),
      direction,
    ),
  };
}

function columns(
  count: number,
  ratios: Array<number | undefined>,
  minimums: Array<number | undefined>,
): TableColumn[] {
  const given = ratios
    .slice(0, count)
    .map(positive)
    .filter((ratio) => ratio !== undefined);
  // A column without a usable ratio gets the average of the others (all equal when none has one).
  const fallback =
    given.length > 0 ? given.reduce((sum, ratio) => sum + ratio, 0) / given.length : 1;
  const resolved = Array.from({ length: count }, (_, index) => positive(ratios[index]) ?? fallback);
  const total = resolved.reduce((sum, ratio) => sum + ratio, 0);
  return resolved.map((ratio, index) => ({
    share: ratio / total,
    minWidth: positive(minimums[index]) ?? DEFAULT_COLUMN_MIN_WIDTH,
  }));
}

function declaredEdges(cell: RicosNode): CellEdges {
  const colors = asRecord(nodeData(cell, 'tableCellData').borderColors);
  return {
    top: safeColor(colors?.top),
    right: safeColor(colors?.right),
    bottom: safeColor(colors?.bottom),
    left: safeColor(colors?.left),
  };
}

/**
 * Content usually stores the top and left edge of each cell and the right and bottom edge only at
 * the table's outer side; a shared edge takes the colour of the cell below or to the right, else
 * that of the cell above or to the left. Left and right are the sides on screen.
 */
function resolveEdges(declared: CellEdges[][], direction: 'ltr' | 'rtl'): CellEdges[][] {
  const step = direction === 'rtl' ? -1 : 1;
  return declared.map((row, r) =>
    row.map((cell, c) => ({
      top: cell.top ?? declared[r - 1]?.[c]?.bottom,
      left: cell.left ?? row[c - step]?.right,
      bottom: declared[r + 1]?.[c]?.top ?? cell.bottom,
      right: row[c + step]?.left ?? cell.right,
    })),
  );
}

function numbers(value: unknown): Array<number | undefined> {
  return Array.isArray(value) ? value.map(toFiniteNumber) : [];
}

function positive(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined;
}

/** The model of each table lately drawn, with the direction it was made for. */
const models = new WeakMap<RicosNode, { direction: 'ltr' | 'rtl'; model: TableModel }>();

/** tableModel, made once per table node and direction: the table, its rows and its cells ask. */
export function tableModelFor(table: RicosNode, direction: 'ltr' | 'rtl'): TableModel {
  const made = models.get(table);
  if (made !== undefined && made.direction === direction) return made.model;
  const model = tableModel(table, direction);
  models.set(table, { direction, model });
  return model;
}
