// Which items of a collapsible list are open (spec/000 §4 "Collapsible item"): at first as
// initialExpandedItems says; with expandOnlyOne, opening one item closes the others.

export const INITIAL_EXPANDED_ITEMS = ['FIRST', 'ALL', 'NONE'] as const;
export type InitialExpandedItems = (typeof INITIAL_EXPANDED_ITEMS)[number];

export function initiallyExpanded(
  initial: InitialExpandedItems,
  itemCount: number,
): ReadonlySet<number> {
  if (initial === 'ALL') return new Set(Array.from({ length: itemCount }, (_, index) => index));
  if (initial === 'FIRST' && itemCount > 0) return new Set([0]);
  return new Set();
}

export function toggled(
  expanded: ReadonlySet<number>,
  index: number,
  expandOnlyOne: boolean,
): ReadonlySet<number> {
  if (expanded.has(index)) {
    const next = new Set(expanded);
    next.delete(index);
    return next;
  }
  return expandOnlyOne ? new Set([index]) : new Set(expanded).add(index);
}
