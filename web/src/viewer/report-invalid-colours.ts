// spec/000 §5: a colour in a block's data that is not transparent, hex, rgb or rgba is logged
// (invalid colour value); its renderer draws the theme's colour instead. In the browser the
// colours are checked after render, where the report goes; a server's render checks them as the
// node renders (it runs no effects; server-problems.ts).

import { useContext, useEffect } from 'react';
import type { RicosNode } from '../content/node.ts';
import { useViewer } from './context.ts';
import { invalidBlockColours } from './nodes/invalid-colours.ts';
import { ServerProblemsContext } from './server-problems.ts';

export function useInvalidColourReport(node: RicosNode): void {
  const { reportError } = useViewer();
  const server = useContext(ServerProblemsContext);
  if (server !== undefined)
    for (const problem of invalidBlockColours(node)) server.add(problem, node);
  useEffect(() => {
    for (const problem of invalidBlockColours(node)) reportError(problem, node);
  }, [node, reportError]);
}
