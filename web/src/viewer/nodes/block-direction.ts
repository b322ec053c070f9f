// The direction blocks run in where a collapsible list sets one (spec/000 §3 "Collapsible list
// data": direction LTR or RTL) for what it holds; elsewhere the viewer's. Read from the nodes the
// walk is inside of (registry.ts ParentLink), so a hook-free form knows it too.

import type { RicosNode } from '../../content/node.ts';
import type { ParentLink } from '../registry.ts';
import { nodeData, readEnum } from './data.ts';

const DIRECTIONS = ['LTR', 'RTL'] as const;

/** The direction a collapsible list sets; undefined when it sets none. */
export function collapsibleListDirection(node: RicosNode): 'ltr' | 'rtl' | undefined {
  return readEnum(nodeData(node, 'collapsibleListData'), 'direction', DIRECTIONS)?.toLowerCase() as
    'ltr' | 'rtl' | undefined;
}

/** The direction of the nearest collapsible list around `parent` that sets one, else `fallback`. */
export function blockDirectionAt(
  parent: ParentLink | undefined,
  fallback: 'ltr' | 'rtl',
): 'ltr' | 'rtl' {
  for (let at = parent; at !== undefined; at = at.parent)
    if (at.node.type === 'COLLAPSIBLE_LIST') {
      const direction = collapsibleListDirection(at.node);
      if (direction !== undefined) return direction;
    }
  return fallback;
}
