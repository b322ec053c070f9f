// CAPTION (spec/000 §3 captionData): the caption of the media node it belongs to, with the block
// styles of its text. Under a media node it is that figure's caption (media renderers draw their
// children inside a <figure>); elsewhere it is a caption-styled block.

import type { NodeRendererProps } from '../registry.ts';
import { blockClasses, blockPresentation } from './block-style.ts';
import styles from './Block.module.css';
import { nodeData } from './data.ts';

/** Kinds whose children a caption describes. */
const MEDIA_KINDS = new Set([
  'IMAGE',
  'VIDEO',
  'GIF',
  'GALLERY',
  'AUDIO',
  'FILE',
  'EMBED',
  'LINK_PREVIEW',
  'HTML',
  'MAP',
  'APP_EMBED',
]);

export function Caption({ node, children, anchorId, parentType }: NodeRendererProps) {
  const { style, dir } = blockPresentation(node, nodeData(node, 'captionData'));
  const Tag = parentType !== undefined && MEDIA_KINDS.has(parentType) ? 'figcaption' : 'p';
  return (
    <Tag
      id={anchorId}
      className={blockClasses(parentType, styles.paragraph, styles.caption)}
      style={style}
      dir={dir}
    >
      {children}
    </Tag>
  );
}
