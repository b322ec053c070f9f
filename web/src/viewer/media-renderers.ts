// The media and embed kinds' renderers (spec/000 §3): one small component per kind in nodes/,
// each loading its heavy part (players, the map, the full-screen viewer) on demand.

import { lazyRenderer } from './lazy-renderer.tsx';
import {
  EmbedRenderer,
  FileRenderer,
  HtmlRenderer,
  LinkPreviewRenderer,
} from './nodes/embed-renderers.ts';
import { GalleryRenderer } from './nodes/gallery/index.tsx';
import type { RendererRegistry } from './registry.ts';

export const MEDIA_RENDERERS: RendererRegistry = {
  VIDEO: lazyRenderer(() => import('./nodes/video/VideoNode.tsx')),
  GIF: lazyRenderer(() => import('./nodes/gif/GifNode.tsx')),
  AUDIO: lazyRenderer(() => import('./nodes/audio/AudioNode.tsx')),
  HTML: HtmlRenderer,
  EMBED: EmbedRenderer,
  LINK_PREVIEW: LinkPreviewRenderer,
  FILE: FileRenderer,
  APP_EMBED: lazyRenderer(() => import('./nodes/app-embed/AppEmbedNode.tsx')),
  POLL: lazyRenderer(() => import('./nodes/poll/PollNode.tsx')),
  MAP: lazyRenderer(() => import('./nodes/map/MapNode.tsx')),
  GALLERY: GalleryRenderer,
};
