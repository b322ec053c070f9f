// A media node's data, read in its lazy chunk: data that cannot be read (no safe source) makes
// the node render nothing and is reported once (spec/000 §8). The tree walk's own guard calls a
// renderer in place; a lazy chunk's component is rendered as an element inside a Suspense
// boundary, where react-dom/server would swallow a throw — so the chunk guards itself.

import { useContext } from 'react';
import type { RicosNode } from '../../../content/node.ts';
import { TreeContext } from '../../tree-context.ts';

export function useNodeData<T>(node: RicosNode, read: (node: RicosNode) => T): T | undefined {
  const { reportNodeError } = useContext(TreeContext);
  try {
    return read(node);
  } catch (error) {
    reportNodeError(error, node);
    return undefined;
  }
}
