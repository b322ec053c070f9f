// The media and embed kinds' renderers (spec/000 §3): one small component per kind in nodes/,
// each loading its heavy part (players, the map, the full-screen viewer) on demand.

import { GalleryRenderer } from './nodes/gallery/index.tsx';
import type { RendererRegistry } from './registry.ts';

export const MEDIA_RENDERERS: RendererRegistry = {
  GALLERY: GalleryRenderer,
};
