// Whether the visitor asked for less motion (prefers-reduced-motion), kept current.

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(changed: () => void): () => void {
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

const reduced = () => window.matchMedia(QUERY).matches;

export function useReducedMotion(): boolean {
  // The server does not know; it draws no animation.
  return useSyncExternalStore(subscribe, reduced, () => true);
}
