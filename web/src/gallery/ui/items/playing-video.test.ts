import { expect, test, vi } from 'vitest';
import { createPlayingVideoStore, NO_PLAYING_VIDEO } from './playing-video.ts';

test('playingVideoIdx is -1, then the video that claimed it last, until that one releases it', () => {
  const store = createPlayingVideoStore();
  const heard = vi.fn();
  store.subscribe(heard);
  expect(store.current()).toBe(NO_PLAYING_VIDEO);
  store.claim(2);
  store.claim(5);
  expect(store.current()).toBe(5);
  // A video that no longer holds it cannot give it up.
  store.release(2);
  expect(store.current()).toBe(5);
  store.release(5);
  expect(store.current()).toBe(-1);
  expect(heard).toHaveBeenCalledTimes(3);
});
