// The media and embed kinds' renderers (spec/000 §3): one small component per kind in nodes/,
// each loading its heavy part (players, the map, the full-screen viewer) on demand.

import {
  EmbedRenderer,
  FileRenderer,
  HtmlRenderer,
  LinkPreviewRenderer,
} from './nodes/embed-renderers.ts';
import type { RendererRegistry } from './registry.ts';

export const MEDIA_RENDERERS: RendererRegistry = {
  HTML: HtmlRenderer,
  EMBED: EmbedRenderer,
  LINK_PREVIEW: LinkPreviewRenderer,
  FILE: FileRenderer,
};
