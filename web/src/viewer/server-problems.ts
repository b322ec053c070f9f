// What the renderers report about their nodes (spec/000 §5: an invalid colour is logged) while a
// server renders: react-dom/server runs no effects, so the report hooks hand their problems to
// this list as the nodes render, in document order, and renderViewerToHtml reports them once the
// page is made. Each node's message is kept once, as the browser's viewer passes each on once.

import { createContext } from 'react';
import type { RicosNode } from '../content/node.ts';
import { firstReports } from './first-report.ts';

export interface ServerProblem {
  node: RicosNode;
  error: unknown;
}

export class ServerProblems {
  readonly found: ServerProblem[] = [];
  readonly #first = firstReports();

  add(error: unknown, node: RicosNode): void {
    if (this.#first(error, node)) this.found.push({ node, error });
  }
}

/** Set by renderViewerToHtml around the viewer; undefined in the browser. */
export const ServerProblemsContext = createContext<ServerProblems | undefined>(undefined);
