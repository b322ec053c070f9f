// The renderers a viewer starts with: every block kind and TEXT. Consumers add or replace
// renderers with <Viewer renderers={...}>; kinds left without one (media, for now) are logged.

import { BLOCK_RENDERERS } from './nodes/index.ts';
import type { RendererRegistry } from './registry.ts';
import { TextNode } from './text/index.ts';

export const DEFAULT_RENDERERS: RendererRegistry = { ...BLOCK_RENDERERS, TEXT: TextNode };
