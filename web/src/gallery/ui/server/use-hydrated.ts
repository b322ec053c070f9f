// Whether the page is past hydration: false on the server and while hydrating, true in a browser
// render afterwards. The interactive gallery mounts only then, so the server's markup matches.

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
