// Whether the visitor asked for less motion (prefers-reduced-motion), kept current. One media
// query list serves every item of every gallery: asking the browser per item and per render
// costs more than the rest of an item's render when a fast scroll mounts many at once.

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

let query: MediaQueryList | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((changed) => changed());

function mediaQuery(): MediaQueryList {
  query ??= window.matchMedia(QUERY);
  return query;
}

function subscribe(changed: () => void): () => void {
  if (listeners.size === 0) mediaQuery().addEventListener('change', notify);
  listeners.add(changed);
  return () => {
    listeners.delete(changed);
    if (listeners.size === 0) mediaQuery().removeEventListener('change', notify);
  };
}

const reduced = () => mediaQuery().matches;
const subscribeNothing = () => () => {};
const notAsked = () => false;

/** Whether the visitor prefers reduced motion; false without a look when `asked` is false. */
export function useReducedMotion(asked = true): boolean {
  // The server does not know; it draws no animation.
  return useSyncExternalStore(
    asked ? subscribe : subscribeNothing,
    asked ? reduced : notAsked,
    () => asked,
  );
}
