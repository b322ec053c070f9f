// A player that fails to load or to render takes nothing else down with it.

import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { MediaPlayer } from './MediaPlayer.tsx';
import { PLAYER_FAILED } from './messages.ts';

vi.mock('./FilePlayer.tsx', () => ({
  default: () => {
    throw new Error('the file player broke');
  },
}));

test('a failing player renders nothing, reports PLAYER_FAILED, and its neighbours stay', async () => {
  const errors: string[] = [];
  // React logs what an error boundary catches; that log is expected here.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const screen = await render(
    <div>
      <p>Before</p>
      <MediaPlayer
        url="https://cdn.example.com/video/clip.mp4"
        playing
        title="Clip"
        loop={false}
        controls={false}
        muted
        volume={0}
        playbackRate={1}
        onError={(message) => errors.push(message)}
      />
      <p>After</p>
    </div>,
  );
  await expect.poll(() => errors).toEqual([PLAYER_FAILED]);
  expect(screen.container.textContent).toBe('BeforeAfter');
  expect(screen.container.querySelector('video')).toBeNull();
  consoleError.mockRestore();
});
