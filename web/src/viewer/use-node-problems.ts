// spec/000 §5: a colour in a block's data that is not transparent, hex, rgb or rgba is logged
// (invalid colour value); its renderer draws the theme's colour instead. A node's component
// reports its block colours, and the problems of the nodes drawn in its render by hook-free forms
// (hook-free.ts), which have no component to report them. In the browser they are found after
// render, where the report goes; a server's render takes the component's own at once (it runs no
// effects; server-problems.ts), the hook-free nodes' as they are drawn (NodeTree.tsx).

import { useEffect } from 'react';
import type { RicosNode } from '../content/node.ts';
import { kindsOf } from './kinds.ts';
import { invalidBlockColours } from './nodes/invalid-colours.ts';
import type { RendererRegistry } from './registry.ts';
import type { TreeContextValue } from './tree-context.ts';

type Report = (problem: unknown, node: RicosNode) => void;

export function useNodeProblemReport(
  node: RicosNode | undefined,
  children: readonly RicosNode[] | undefined,
  { registry, viewer, serverProblems }: TreeContextValue,
): void {
  if (serverProblems !== undefined && node !== undefined)
    for (const problem of invalidBlockColours(node)) serverProblems.add(problem, node);
  const { reportError } = viewer;
  useEffect(() => {
    if (node !== undefined)
      for (const problem of invalidBlockColours(node)) reportError(problem, node);
    reportHookFree(children, registry, reportError);
  }, [node, children, registry, reportError]);
}

/** The problems of the nodes among `nodes` drawn by hook-free forms, and of theirs in turn. */
function reportHookFree(
  nodes: readonly RicosNode[] | undefined,
  registry: RendererRegistry,
  report: Report,
): void {
  if (!Array.isArray(nodes)) return;
  for (const node of nodes) {
    if (typeof node !== 'object' || node === null) continue;
    const form = kindsOf(registry).get(node.type)?.form;
    if (form === undefined) continue;
    for (const problem of invalidBlockColours(node)) report(problem, node);
    for (const problem of form.problems?.(node) ?? []) report(problem, node);
    reportHookFree(node.nodes, registry, report);
  }
}
