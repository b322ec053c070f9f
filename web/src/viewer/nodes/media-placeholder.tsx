// What a media node shows while its chunk loads: an empty block with the node's anchor, so an
// in-page link to it (spec/000 §2) lands even then.

import type { NodeRendererProps } from '../registry.ts';

export function MediaPlaceholder({ anchorId }: NodeRendererProps) {
  return <div id={anchorId} />;
}
