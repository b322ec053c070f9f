// The media and embed kinds' renderers (spec/000 §3): one small component per kind in nodes/,
// each loading its heavy part (players, the map, the full-screen viewer) on demand.

import { lazyRenderer } from './lazy-renderer.tsx';
import { MediaPlaceholder } from './nodes/media-placeholder.tsx';
import { withBlockSpoiler } from './nodes/spoiler/BlockSpoiler.tsx';
import type { RendererRegistry } from './registry.ts';

export const MEDIA_RENDERERS: RendererRegistry = {
  IMAGE: lazyRenderer(
    () => withBlockSpoiler(import('./nodes/image/ImageNode.tsx')),
    MediaPlaceholder,
  ),
};
