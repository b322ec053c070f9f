// What the tree walk needs from its viewer: the merged registry and where node failures go.

import { createContext } from 'react';
import type { RicosNode } from '../content/node.ts';
import { DEFAULT_VIEWER_CONTEXT, type ViewerContextValue } from './context.ts';
import type { RendererRegistry } from './registry.ts';
import type { ServerProblems } from './server-problems.ts';

export interface TreeContextValue {
  registry: RendererRegistry;
  /** A node's renderer threw: nothing is rendered for it (spec/000 §8). */
  reportNodeError(error: unknown, node: RicosNode): void;
  /**
   * Rendering a server's page with react-dom/server (renderViewerToHtml says so; the viewer reads
   * no browser global to guess it): no error boundaries, and what only a server writes is written.
   * Null in a browser.
   */
  serverRender: ServerRender | null;
  /** What the renderers of hook-free forms read (hook-free.ts): the viewer's context. */
  viewer: ViewerContextValue;
  /** Where a server's render collects what renderers report (server-problems.ts). */
  serverProblems: ServerProblems | undefined;
}

export const TreeContext = createContext<TreeContextValue>({
  registry: {},
  reportNodeError: () => {},
  serverRender: null,
  viewer: DEFAULT_VIEWER_CONTEXT,
  serverProblems: undefined,
});

/** What renderViewerToHtml gives the renderers of a server's render. */
export interface ServerRender {
  /** The node first seen with the content of `node` (same-node.ts): what a renderer keeps per
   *  node object then serves a document parsed anew. */
  sameNodeByValue<T extends object>(node: T): T;
}

/** Set by renderViewerToHtml around the viewer. */
export const ServerRenderContext = createContext<ServerRender | null>(null);

/**
 * Set by renderViewerToHtml when its HTML is not to be hydrated: a Suspense boundary around what
 * is already loaded writes nothing there but hydration's markers, so it is left out.
 */
export const StaticMarkupContext = createContext(false);
