// The shape every content document and node shares (spec/000 §3 "Document", "Node"). The data
// field of each kind (paragraphData, buttonData, ...) is typed in this folder's per-kind types;
// here a node is only what the tree walk needs.

import type { NodeStyle } from './types/common.ts';

export interface RicosNode {
  id?: string;
  type: string;
  nodes?: RicosNode[];
  /** Paddings and background of the block, next to its data. */
  style?: NodeStyle;
  /** The kind's data, named by type: paragraphData, textData, tableData, ... */
  [dataField: `${string}Data`]: unknown;
}

export interface RicosDocument {
  nodes: RicosNode[];
  metadata?: {
    id?: string;
    version?: number;
    createdTimestamp?: string;
    updatedTimestamp?: string;
  };
  documentStyle?: Record<string, unknown>;
}
