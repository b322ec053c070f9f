// The block kinds' renderers (spec/000 §1 "Block kinds rendered"): one small component per kind,
// merged by the viewer with TEXT into its default registry. The container box is shared with
// media renderers.

import { hookFree } from '../hook-free.ts';
import type { RendererRegistry } from '../registry.ts';
import { Blockquote } from './Blockquote.tsx';
import { Button } from './button/index.ts';
import { Caption } from './Caption.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import {
  CollapsibleItem,
  CollapsibleItemBody,
  CollapsibleItemTitle,
  CollapsibleList,
} from './collapsible/index.ts';
import { Divider } from './Divider.tsx';
import { Heading } from './Heading.tsx';
import { Layout, LayoutCell } from './layout/index.ts';
import { BulletedList, ListItem, OrderedList } from './Lists.tsx';
import { Paragraph } from './Paragraph.tsx';
import { Table, TableCell, TableRow } from './table/index.ts';

export const BLOCK_RENDERERS: RendererRegistry = {
  PARAGRAPH: hookFree(Paragraph),
  HEADING: hookFree(Heading),
  BLOCKQUOTE: hookFree(Blockquote),
  CODE_BLOCK: hookFree(CodeBlock),
  BULLETED_LIST: BulletedList,
  ORDERED_LIST: OrderedList,
  LIST_ITEM: ListItem,
  DIVIDER: hookFree(Divider),
  TABLE: Table,
  TABLE_ROW: TableRow,
  TABLE_CELL: TableCell,
  COLLAPSIBLE_LIST: CollapsibleList,
  COLLAPSIBLE_ITEM: CollapsibleItem,
  COLLAPSIBLE_ITEM_TITLE: CollapsibleItemTitle,
  COLLAPSIBLE_ITEM_BODY: CollapsibleItemBody,
  LAYOUT: Layout,
  LAYOUT_CELL: LayoutCell,
  BUTTON: Button,
  CAPTION: hookFree(Caption),
};

export { ButtonActionContext, type ButtonActionHandler } from './button/index.ts';
export {
  ContainerBox,
  type ContainerBoxProps,
  type ContainerLayout,
  readContainerData,
} from './container/index.ts';
export { blockPresentation, type BlockPresentation } from './block-style.ts';
export { normaliseSpans } from './layout/index.ts';
export { tableModel } from './table/index.ts';
