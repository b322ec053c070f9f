// spec/000 §5: a colour in a block's data that is not transparent, hex, rgb or rgba is logged
// (invalid colour value); its renderer draws the theme's colour instead. Reported after render,
// once per node and set of problems, so server rendering logs nothing twice and React's
// re-renders repeat nothing.

import { useEffect, useMemo } from 'react';
import type { RicosNode } from '../content/node.ts';
import { useViewer } from './context.ts';
import { invalidBlockColours } from './nodes/invalid-colours.ts';

export function useInvalidColourReport(node: RicosNode): void {
  const { reportError } = useViewer();
  const problems = useMemo(() => invalidBlockColours(node), [node]);
  const key = problems.map((problem) => problem.message).join('\n');
  useEffect(() => {
    for (const problem of problems) reportError(problem, node);
  }, [key]);
}
