// Keyboard between the item headers of one list (the WAI-ARIA accordion pattern): ArrowDown and
// ArrowUp move to the next and previous header, wrapping; Home and End to the first and last.
// Enter and Space are the toggle button's own.

import type { KeyboardEvent } from 'react';

export const TOGGLE_ATTRIBUTE = 'data-collapsible-toggle';
export const LIST_ATTRIBUTE = 'data-collapsible-list';

export function moveBetweenHeaders(event: KeyboardEvent<HTMLElement>): void {
  const list = event.currentTarget;
  const target = event.target as HTMLElement;
  if (!target.hasAttribute(TOGGLE_ATTRIBUTE) || target.closest(`[${LIST_ATTRIBUTE}]`) !== list)
    return;
  // Headers of this list only, not of a list nested in one of its bodies.
  const headers = Array.from(list.querySelectorAll<HTMLElement>(`[${TOGGLE_ATTRIBUTE}]`)).filter(
    (header) => header.closest(`[${LIST_ATTRIBUTE}]`) === list,
  );
  const at = headers.indexOf(target);
  const next = nextIndex(event.key, at, headers.length);
  if (next === undefined) return;
  event.preventDefault();
  headers[next]?.focus();
}

function nextIndex(key: string, at: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowDown':
      return (at + 1) % count;
    case 'ArrowUp':
      return (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
