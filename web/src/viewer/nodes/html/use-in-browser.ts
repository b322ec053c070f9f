// For what only the browser knows (the page's origin), rendered without a hydration mismatch.

import { useHydrated } from '../../../react/use-hydrated.ts';

/** False on the server and while hydrating, true after. */
export const useInBrowser = useHydrated;

/** True when `url` is on another origin than the page (never on the server). */
export function isCrossOrigin(url: string): boolean {
  return new URL(url).origin !== window.location.origin;
}
