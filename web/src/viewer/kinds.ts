// What the tree walk needs of each kind a registry has, read once per registry: its renderer, its
// hook-free form if it has one (hook-free.ts), and the end of its nodes' keys.

import { type HookFreeForm, hookFreeForm } from './hook-free.ts';
import type { NodeRenderer, RendererRegistry } from './registry.ts';

// A node whose renderer is swapped (new `renderers` prop) starts afresh: the renderer's hooks
// live in NodeView, so a different renderer must not inherit them. Its key says which renderer.
const rendererKeys = new WeakMap<NodeRenderer, number>();
let lastRendererKey = 0;
function rendererKey(renderer: NodeRenderer): number {
  let key = rendererKeys.get(renderer);
  if (key === undefined) rendererKeys.set(renderer, (key = ++lastRendererKey));
  return key;
}

export interface Kind {
  renderer: NodeRenderer;
  form: HookFreeForm | undefined;
  /** The end of the keys of this kind's nodes. */
  keySuffix: string;
}

const kindsOfRegistry = new WeakMap<RendererRegistry, Map<string, Kind>>();
/** The kinds of `registry`, by node type: one lookup per node. */
export function kindsOf(registry: RendererRegistry): Map<string, Kind> {
  let kinds = kindsOfRegistry.get(registry);
  if (kinds === undefined) {
    kinds = new Map();
    for (const [type, renderer] of Object.entries(registry))
      if (renderer)
        kinds.set(type, {
          renderer,
          form: hookFreeForm(renderer),
          keySuffix: `:${rendererKey(renderer)}`,
        });
    kindsOfRegistry.set(registry, kinds);
  }
  return kinds;
}
