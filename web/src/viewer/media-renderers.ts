// The media and embed kinds' renderers (spec/000 §3): one small component per kind in nodes/,
// each loading its heavy part (players, the map, the full-screen viewer) on demand.

import { lazyRenderer } from './lazy-renderer.tsx';
import type { RendererRegistry } from './registry.ts';

export const MEDIA_RENDERERS: RendererRegistry = {
  APP_EMBED: lazyRenderer(() => import('./nodes/app-embed/AppEmbedNode.tsx')),
  POLL: lazyRenderer(() => import('./nodes/poll/PollNode.tsx')),
  MAP: lazyRenderer(() => import('./nodes/map/MapNode.tsx')),
};
