// The shared spoiler manager (spec/000 §4 "Text spoiler ... with an id, a shared manager controls
// it"): text spoilers with the same id reveal and hide together. One per viewer.

export interface SpoilerManager {
  isRevealed(id: string): boolean;
  toggle(id: string): void;
  subscribe(listener: () => void): () => void;
}

export function createSpoilerManager(): SpoilerManager {
  const revealed = new Set<string>();
  const listeners = new Set<() => void>();
  return {
    isRevealed: (id) => revealed.has(id),
    toggle(id) {
      if (!revealed.delete(id)) revealed.add(id);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
