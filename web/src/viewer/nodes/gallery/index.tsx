// The GALLERY renderer: the gallery runtime is large, so the node's code is a chunk of its own
// (spec/000 §3, DESIGN.md "Load heavy things on demand"). Until it is in, a browser render shows
// the node's empty container, which carries its anchor.

import { lazyRenderer } from '../../lazy-renderer.tsx';
import type { NodeRendererProps } from '../../registry.ts';
import { ContainerBox, readContainerData } from '../container/index.ts';
import { nodeData } from '../data.ts';

function GalleryPlaceholder({ node, anchorId, parentType }: NodeRendererProps) {
  const layout = readContainerData(nodeData(node, 'galleryData').containerData);
  return (
    <ContainerBox layout={layout} anchorId={anchorId} topLevel={parentType === undefined}>
      {null}
    </ContainerBox>
  );
}

export const GalleryRenderer = lazyRenderer(() => import('./GalleryNode.tsx'), GalleryPlaceholder);
