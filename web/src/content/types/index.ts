export type * from './common.ts';
export type * from './decorations.ts';
export type * from './text.ts';
export type * from './blocks.ts';
export type * from './media.ts';
export type * from './document.ts';
export { DECORATION_TYPES } from './decorations.ts';
export {
  DATA_FIELDS,
  NODE_TYPES,
  dataOf,
  isNodeOf,
  type NodeDataMap,
  type NodeOf,
  type NodeType,
} from './nodes.ts';
