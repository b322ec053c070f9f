// The gallery's container state playingVideoIdx (spec/002 §4 "Container state"): the index of the
// one video playing, -1 for none. A video that starts to play claims it; the video that held it
// hears so and stops, so one video plays at a time in a gallery. A video outside a gallery (no
// store) plays on its own.

import { createContext, useContext, useEffect, useEffectEvent, useSyncExternalStore } from 'react';

/** playingVideoIdx when no video plays. */
export const NO_PLAYING_VIDEO = -1;

export interface PlayingVideoStore {
  /** playingVideoIdx. */
  current(): number;
  claim(idx: number): void;
  /** Gives it up, when `idx` still holds it. */
  release(idx: number): void;
  subscribe(listener: () => void): () => void;
}

export function createPlayingVideoStore(): PlayingVideoStore {
  let playing = NO_PLAYING_VIDEO;
  const listeners = new Set<() => void>();
  const set = (idx: number) => {
    if (idx === playing) return;
    playing = idx;
    listeners.forEach((listener) => listener());
  };
  return {
    current: () => playing,
    claim: set,
    release(idx) {
      if (idx === playing) set(NO_PLAYING_VIDEO);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const PlayingVideoContext = createContext<PlayingVideoStore | null>(null);

const NO_STORE = () => () => {};

/**
 * Whether the video `idx`, which `wants` to play, may: it claims the gallery's playing video while
 * it wants to, and `onTakenOver` runs when another video claims it after it.
 */
export function usePlayingVideo(idx: number, wants: boolean, onTakenOver: () => void): boolean {
  const store = useContext(PlayingVideoContext);
  const playing = useSyncExternalStore(
    store?.subscribe ?? NO_STORE,
    () => store?.current() ?? NO_PLAYING_VIDEO,
  );
  const takenOver = useEffectEvent(onTakenOver);

  useEffect(() => {
    if (store === null || !wants) return;
    store.claim(idx);
    const unsubscribe = store.subscribe(() => {
      const now = store.current();
      if (now !== idx && now !== NO_PLAYING_VIDEO) takenOver();
    });
    return () => {
      unsubscribe();
      store.release(idx);
    };
  }, [store, idx, wants]);

  return store === null || playing === idx;
}
