// Problems a renderer finds in its node's data (an invalid colour, spec/000 §5; an unusable
// decoration, spec/000 §3) are reported after render, since reporting may update the host's page.
// The viewer passes each on once per node and message (Viewer.tsx), so neither React's re-renders
// nor StrictMode's second run of effects repeat one. A server's render, which runs no effects,
// collects them as it renders (server-problems.ts).

import { useContext, useEffect } from 'react';
import type { RicosNode } from '../content/node.ts';
import { useViewer } from './context.ts';
import { ServerProblemsContext } from './server-problems.ts';

/** `problems` should keep its identity while the node does (memoised on the node's data). */
export function useProblemReport(problems: readonly unknown[], node: RicosNode): void {
  const { reportError } = useViewer();
  const server = useContext(ServerProblemsContext);
  if (server !== undefined) for (const problem of problems) server.add(problem, node);
  useEffect(() => {
    for (const problem of problems) reportError(problem, node);
  }, [problems, node, reportError]);
}
