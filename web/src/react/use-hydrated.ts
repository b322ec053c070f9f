// Whether the page is past hydration: false on the server and while hydrating (React renders with
// the server snapshot then, and again with the browser's once hydrated), true in a browser render
// afterwards. For what only the browser draws or knows, without a hydration mismatch.

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
