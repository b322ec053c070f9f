// Gives the text spoilers inside it one shared manager. The viewer wraps each document in one;
// spoilers rendered outside any scope share a page-wide manager created on first use.

import { createContext, type ReactNode, useContext, useState } from 'react';
import { createSpoilerManager, type SpoilerManager } from './spoiler-manager.ts';

const SpoilerManagerContext = createContext<SpoilerManager | null>(null);

let pageManager: SpoilerManager | undefined;

export function SpoilerScope({ children }: { children: ReactNode }) {
  const [manager] = useState(createSpoilerManager);
  return (
    <SpoilerManagerContext.Provider value={manager}>{children}</SpoilerManagerContext.Provider>
  );
}

export function useSpoilerManager(): SpoilerManager {
  const scoped = useContext(SpoilerManagerContext);
  if (scoped !== null) return scoped;
  pageManager ??= createSpoilerManager();
  return pageManager;
}
