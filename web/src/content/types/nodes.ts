// Node kinds and the name of each kind's data field (spec/000 §3 "Node"), plus typed views of
// nodes so a renderer for one kind can read its data without casts.

import type { RicosNode } from '../node.ts';
import type {
  ButtonData,
  CollapsibleListData,
  DividerData,
  LayoutCellData,
  LayoutData,
  TableCellData,
  TableData,
} from './blocks.ts';
import type {
  AppEmbedData,
  AudioData,
  EmbedData,
  ExternalData,
  FileData,
  GalleryData,
  GifData,
  HtmlData,
  ImageData,
  LinkPreviewData,
  MapData,
  PollData,
  VideoData,
} from './media.ts';
import type {
  BlockquoteData,
  BulletedListData,
  CaptionData,
  CodeBlockData,
  HeadingData,
  OrderedListData,
  ParagraphData,
  TextData,
} from './text.ts';

/** Each node kind and the data it carries; kinds without data map to undefined. */
export interface NodeDataMap {
  PARAGRAPH: ParagraphData;
  TEXT: TextData;
  HEADING: HeadingData;
  BULLETED_LIST: BulletedListData;
  ORDERED_LIST: OrderedListData;
  LIST_ITEM: undefined;
  BLOCKQUOTE: BlockquoteData;
  CODE_BLOCK: CodeBlockData;
  VIDEO: VideoData;
  DIVIDER: DividerData;
  FILE: FileData;
  GALLERY: GalleryData;
  GIF: GifData;
  HTML: HtmlData;
  IMAGE: ImageData;
  LINK_PREVIEW: LinkPreviewData;
  MAP: MapData;
  POLL: PollData;
  APP_EMBED: AppEmbedData;
  BUTTON: ButtonData;
  COLLAPSIBLE_LIST: CollapsibleListData;
  COLLAPSIBLE_ITEM: undefined;
  COLLAPSIBLE_ITEM_TITLE: undefined;
  COLLAPSIBLE_ITEM_BODY: undefined;
  TABLE: TableData;
  EMBED: EmbedData;
  TABLE_ROW: undefined;
  TABLE_CELL: TableCellData;
  AUDIO: AudioData;
  CAPTION: CaptionData;
  LAYOUT: LayoutData;
  LAYOUT_CELL: LayoutCellData;
  EXTERNAL: ExternalData;
}

export type NodeType = keyof NodeDataMap;

/** The data field of each kind that has one (spec/000 §3: "a data field named by type"). */
export const DATA_FIELDS = {
  PARAGRAPH: 'paragraphData',
  TEXT: 'textData',
  HEADING: 'headingData',
  BULLETED_LIST: 'bulletedListData',
  ORDERED_LIST: 'orderedListData',
  BLOCKQUOTE: 'blockquoteData',
  CODE_BLOCK: 'codeBlockData',
  VIDEO: 'videoData',
  DIVIDER: 'dividerData',
  FILE: 'fileData',
  GALLERY: 'galleryData',
  GIF: 'gifData',
  HTML: 'htmlData',
  IMAGE: 'imageData',
  LINK_PREVIEW: 'linkPreviewData',
  MAP: 'mapData',
  POLL: 'pollData',
  APP_EMBED: 'appEmbedData',
  BUTTON: 'buttonData',
  COLLAPSIBLE_LIST: 'collapsibleListData',
  TABLE: 'tableData',
  EMBED: 'embedData',
  TABLE_CELL: 'tableCellData',
  AUDIO: 'audioData',
  CAPTION: 'captionData',
  LAYOUT: 'layoutData',
  LAYOUT_CELL: 'layoutCellData',
  EXTERNAL: 'externalData',
} as const satisfies Partial<Record<NodeType, `${string}Data`>>;

type DataField<T extends NodeType> = T extends keyof typeof DATA_FIELDS
  ? (typeof DATA_FIELDS)[T]
  : never;

/** A node of one kind, with its data field typed. */
export type NodeOf<T extends NodeType> = RicosNode & { type: T } & {
  [K in DataField<T>]?: NodeDataMap[T];
};

export const NODE_TYPES: readonly NodeType[] = [
  'PARAGRAPH',
  'TEXT',
  'HEADING',
  'BULLETED_LIST',
  'ORDERED_LIST',
  'LIST_ITEM',
  'BLOCKQUOTE',
  'CODE_BLOCK',
  'VIDEO',
  'DIVIDER',
  'FILE',
  'GALLERY',
  'GIF',
  'HTML',
  'IMAGE',
  'LINK_PREVIEW',
  'MAP',
  'POLL',
  'APP_EMBED',
  'BUTTON',
  'COLLAPSIBLE_LIST',
  'COLLAPSIBLE_ITEM',
  'COLLAPSIBLE_ITEM_TITLE',
  'COLLAPSIBLE_ITEM_BODY',
  'TABLE',
  'EMBED',
  'TABLE_ROW',
  'TABLE_CELL',
  'AUDIO',
  'CAPTION',
  'LAYOUT',
  'LAYOUT_CELL',
  'EXTERNAL',
];

export function isNodeOf<T extends NodeType>(node: RicosNode, type: T): node is NodeOf<T> {
  return node.type === type;
}

/** The node's data for its kind, or undefined when it has none or the field is not an object. */
export function dataOf<T extends NodeType>(node: NodeOf<T>): NodeDataMap[T] | undefined {
  const field = (DATA_FIELDS as Partial<Record<NodeType, string>>)[node.type];
  if (field === undefined) return undefined;
  const data = (node as Record<string, unknown>)[field];
  return typeof data === 'object' && data !== null ? (data as NodeDataMap[T]) : undefined;
}
