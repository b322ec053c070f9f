// The renderers a viewer starts with: every block kind, every media kind and TEXT. Consumers add
// or replace renderers with <Viewer renderers={...}>; kinds left without one are logged.

import { MEDIA_RENDERERS } from './media-renderers.ts';
import { BLOCK_RENDERERS } from './nodes/index.ts';
import type { RendererRegistry } from './registry.ts';
import { TextNode } from './text/index.ts';

export const DEFAULT_RENDERERS: RendererRegistry = {
  ...BLOCK_RENDERERS,
  ...MEDIA_RENDERERS,
  TEXT: TextNode,
};
