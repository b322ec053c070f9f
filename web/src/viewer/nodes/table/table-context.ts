import { createContext } from 'react';
import type { TableModel } from './table-model.ts';

/** The table a row or cell is in; undefined outside a table. */
export const TableContext = createContext<TableModel | undefined>(undefined);

/** The index of the row a cell is in. */
export const TableRowContext = createContext(0);
