// Whether the page is past hydration: false on the server and while hydrating (React renders
// with the server snapshot then, and renders again with the browser's once hydrated), true in a
// browser render. The interactive gallery mounts only then, so server markup always matches.

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
