// The document model: node and decoration types, tree helpers, colours, link rules, hashtags.
// No React, no DOM.
export type { RicosDocument, RicosNode } from './node.ts';
export * from './types/index.ts';
export {
  countNodeTypes,
  findNodeById,
  plainText,
  viewerAnchorId,
  walkNodes,
  type NodeVisitor,
} from './tree.ts';
export { INVALID_COLOR_MESSAGE, invalidColorError, isValidColor } from './colors.ts';
export {
  HASHTAG_QUERY_PARAMETER,
  HASHTAG_SEARCH_PATH,
  hashtagPath,
  mayDecorateHashtags,
  splitHashtags,
  type TextSegment,
} from './hashtags.ts';
export * from './links/index.ts';
