// What the renderers report about their nodes (spec/000 §5: an invalid colour is logged) while a
// server renders: react-dom/server runs no effects, so the report hooks hand their problems to
// this list as the nodes render, in document order, and renderViewerToHtml reports them once the
// page is made. Each node's message is kept once, as the browser's viewer passes each on once.

import { createContext } from 'react';
import type { RicosNode } from '../content/node.ts';

export interface ServerProblem {
  node: RicosNode;
  error: unknown;
}

export class ServerProblems {
  readonly found: ServerProblem[] = [];
  readonly #seen = new WeakMap<object, Set<unknown>>();

  add(error: unknown, node: RicosNode): void {
    const key = error instanceof Error ? `${error.name}: ${error.message}` : error;
    let keys = this.#seen.get(node);
    if (keys === undefined) this.#seen.set(node, (keys = new Set()));
    if (keys.has(key)) return;
    keys.add(key);
    this.found.push({ node, error });
  }
}

/** Set by renderViewerToHtml around the viewer; undefined in the browser. */
export const ServerProblemsContext = createContext<ServerProblems | undefined>(undefined);
