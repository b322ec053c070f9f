// spec/000 §5: a colour in a block's data that is not transparent, hex, rgb or rgba is logged
// (invalid colour value); its renderer draws the theme's colour instead.

import { useMemo } from 'react';
import type { RicosNode } from '../content/node.ts';
import { invalidBlockColours } from './nodes/invalid-colours.ts';
import { useProblemReport } from './use-problem-report.ts';

export function useInvalidColourReport(node: RicosNode): void {
  const problems = useMemo(() => invalidBlockColours(node), [node]);
  useProblemReport(problems, node);
}
