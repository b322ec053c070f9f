// Whether this component's first render was on the server or hydrated the server's markup
// (rather than a fresh render in the browser). React renders with the server snapshot of an
// external store exactly then; the first render's answer is kept.

import { useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

export function useServerRendered(): boolean {
  const serverOrHydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [startedOnServer] = useState(serverOrHydrating);
  return startedOnServer;
}
