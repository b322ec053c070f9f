// The video player's states (spec/000 §4 "Media-player load"): not ready until the player says it
// is, then following what it reports; a new address while it loads waits for it to be ready.

import { act } from 'react';
import { expect, test } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { type PlaybackInput, useVideoPlayback } from './use-video-playback.ts';

const input: PlaybackInput = {
  url: 'https://example.com/a.mp4',
  autoPlay: false,
  loop: false,
  inView: true,
  reducedMotion: false,
};

test('a new address while loading waits until ready; once ready it is taken at once', async () => {
  const { result, rerender } = await renderHook(
    (props?: PlaybackInput) => useVideoPlayback(props ?? input),
    {
      initialProps: input,
    },
  );
  expect(result.current.started).toBe(false);
  act(() => result.current.toggle());
  expect([result.current.started, result.current.playing, result.current.state]).toEqual([
    true,
    true,
    'not-ready',
  ]);
  await rerender({ ...input, url: 'https://example.com/b.mp4' });
  expect(result.current.url).toBe('https://example.com/a.mp4');
  act(() => result.current.onReady!());
  expect(result.current.url).toBe('https://example.com/b.mp4');
  expect(result.current.state).toBe('not-ready');
  act(() => result.current.onReady!());
  act(() => result.current.onPlay!());
  expect(result.current.state).toBe('playing');
  await rerender({ ...input, url: 'https://example.com/c.mp4' });
  expect(result.current.url).toBe('https://example.com/c.mp4');
});

test('before the first play an address change is taken at once; a failed player does not hold one', async () => {
  const { result, rerender } = await renderHook(
    (props?: PlaybackInput) => useVideoPlayback(props ?? input),
    {
      initialProps: input,
    },
  );
  await rerender({ ...input, url: 'https://example.com/b.mp4' });
  expect(result.current.url).toBe('https://example.com/b.mp4');
  act(() => result.current.toggle());
  act(() => result.current.onFailed());
  await rerender({ ...input, url: 'https://example.com/c.mp4' });
  expect(result.current.url).toBe('https://example.com/c.mp4');
});

test('paused, playing and ended follow the player; an end without loop stays paused', async () => {
  const { result } = await renderHook(() => useVideoPlayback(input));
  act(() => result.current.toggle());
  act(() => result.current.onReady!());
  expect(result.current.state).toBe('ready');
  act(() => result.current.onPlay!());
  act(() => result.current.onPause!());
  expect(result.current.state).toBe('paused');
  // The pause was the visitor's (through the player's controls): it is no longer playing.
  expect(result.current.playing).toBe(false);
  act(() => result.current.toggle());
  act(() => result.current.onPlay!());
  act(() => result.current.onEnded!());
  expect([result.current.state, result.current.playing]).toEqual(['ended', false]);
});
