// spec/000 §5: a colour in a block's data that is not transparent, hex, rgb or rgba is logged
// (invalid colour value); its renderer draws the theme's colour instead. The colours are checked
// after render, where the report goes: a server render (which runs no effects and reports them
// from content-problems.ts) never checks them twice.

import { useEffect } from 'react';
import type { RicosNode } from '../content/node.ts';
import { useViewer } from './context.ts';
import { invalidBlockColours } from './nodes/invalid-colours.ts';

export function useInvalidColourReport(node: RicosNode): void {
  const { reportError } = useViewer();
  useEffect(() => {
    for (const problem of invalidBlockColours(node)) reportError(problem, node);
  }, [node, reportError]);
}
