export { Table } from './Table.tsx';
export { TableCell } from './TableCell.tsx';
export { TableRow } from './TableRow.tsx';
export { tableModel, type TableModel } from './table-model.ts';
