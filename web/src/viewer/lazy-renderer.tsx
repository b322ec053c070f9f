// A renderer whose code is a chunk loaded on demand (spec/000: players, the gallery, the map ...),
// so the viewer core stays small. Server rendering preloads the chunks a document needs and then
// renders synchronously; in the browser the node shows `fallback` (by default an empty element
// with the node's anchor, so in-page links reach it) until its chunk is in, and a hydrating page
// keeps the server's HTML meanwhile (the Suspense boundary is there on both sides, so the markup
// matches; static HTML, never hydrated, leaves it out once the chunk is in). A chunk that fails
// to load throws into the node's error boundary.

import { type ComponentType, lazy, Suspense, useContext, useState } from 'react';
import { Invoke, invokeRenderer } from './invoke.ts';
import type { NodeRenderer, NodeRendererProps } from './registry.ts';
import { StaticMarkupContext, TreeContext } from './tree-context.ts';

/** `preload` loads the chunk; once it resolves the renderer draws synchronously. */
export type LazyRenderer = NodeRenderer & { preload(): Promise<void> };

export function lazyRenderer(
  load: () => Promise<{ default: NodeRenderer }>,
  fallback?: ComponentType<NodeRendererProps>,
): LazyRenderer {
  let loaded: NodeRenderer | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Deferred = lazy(() => preload().then(() => ({ default: loaded as NodeRenderer })));
  const Fallback = fallback;
  function Renderer(props: NodeRendererProps) {
    // Chosen once per node: switching from Deferred to the loaded function would remount the
    // node (or change Invoke's hooks) on its next render.
    const [Loaded] = useState(() => loaded ?? Deferred);
    const staticMarkup = useContext(StaticMarkupContext);
    const { reportNodeError } = useContext(TreeContext);
    // Static HTML is rendered once and never again, so the loaded renderer's hooks can be this
    // component's.
    if (staticMarkup && Loaded !== Deferred) return invokeRenderer(Loaded, props, reportNodeError);
    return (
      <Suspense fallback={Fallback ? <Fallback {...props} /> : <div id={props.anchorId} />}>
        {/* Invoke: a loaded renderer that throws is reported on the server too, where the
            Suspense boundary would otherwise swallow the error. */}
        <Invoke renderer={Loaded} props={props} />
      </Suspense>
    );
  }
  return Object.assign(Renderer, { preload });
}

/** Loads the chunks of every lazy renderer the document's kinds use; one that fails is left out. */
export async function preloadRenderers(
  kinds: Iterable<string>,
  registry: Readonly<Record<string, NodeRenderer | undefined>>,
): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const kind of kinds) {
    const renderer = Object.hasOwn(registry, kind) ? registry[kind] : undefined;
    if (renderer && 'preload' in renderer && typeof renderer.preload === 'function')
      loads.push((renderer as LazyRenderer).preload());
  }
  await Promise.allSettled(loads);
}
