// The media and embed kinds' renderers (spec/000 §3): one small component per kind in nodes/,
// each loading its heavy part (players, the map, the full-screen viewer) on demand. A kind whose
// media may sit under a block spoiler loads its chunk `withBlockSpoiler`, so a server render or a
// hydration finds the spoiler's cover loaded too.

import { lazyRenderer } from './lazy-renderer.tsx';
import {
  EmbedRenderer,
  FileRenderer,
  HtmlRenderer,
  LinkPreviewRenderer,
} from './nodes/embed-renderers.ts';
import { GalleryRenderer } from './nodes/gallery/index.tsx';
import { MediaPlaceholder } from './nodes/media-placeholder.tsx';
import { withBlockSpoiler } from './nodes/spoiler/BlockSpoiler.tsx';
import type { RendererRegistry } from './registry.ts';

export const MEDIA_RENDERERS: RendererRegistry = {
  IMAGE: lazyRenderer(
    () => withBlockSpoiler(import('./nodes/image/ImageNode.tsx')),
    MediaPlaceholder,
  ),
  VIDEO: lazyRenderer(() => withBlockSpoiler(import('./nodes/video/VideoNode.tsx'))),
  GIF: lazyRenderer(() => withBlockSpoiler(import('./nodes/gif/GifNode.tsx'))),
  AUDIO: lazyRenderer(() => withBlockSpoiler(import('./nodes/audio/AudioNode.tsx'))),
  HTML: HtmlRenderer,
  EMBED: EmbedRenderer,
  LINK_PREVIEW: LinkPreviewRenderer,
  FILE: FileRenderer,
  APP_EMBED: lazyRenderer(() => withBlockSpoiler(import('./nodes/app-embed/AppEmbedNode.tsx'))),
  POLL: lazyRenderer(() => withBlockSpoiler(import('./nodes/poll/PollNode.tsx'))),
  MAP: lazyRenderer(() => withBlockSpoiler(import('./nodes/map/MapNode.tsx'))),
  GALLERY: GalleryRenderer,
};
