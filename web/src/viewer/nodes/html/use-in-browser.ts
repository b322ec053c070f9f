// False on the server and while hydrating, true after: for what only the browser knows (the
// page's origin), rendered without a hydration mismatch.

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** True when `url` is on another origin than the page (never on the server). */
export function isCrossOrigin(url: string): boolean {
  return new URL(url).origin !== window.location.origin;
}
