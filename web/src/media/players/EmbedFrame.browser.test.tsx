// The embedded player's frame with a local stand-in page for the service (Chromium cannot reach
// the services): what it sends, and which messages it believes — only its own frame's, from the
// origin of its address.

import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { EmbedFrame, type EmbedFrameProps } from './EmbedFrame.tsx';
import { FRAME_PROTOCOLS } from './frame-protocols.ts';

const STAND_IN = new URL('/web/src/media/players/fixtures/stand-in-player.html', location.origin);

type StandIn = Window & { received: unknown[]; say(message: unknown): void };

async function renderFrame(props: Partial<EmbedFrameProps> = {}) {
  const reported: string[] = [];
  const element = (extra: Partial<EmbedFrameProps>) => (
    <div style={{ width: 320, height: 180 }}>
      <EmbedFrame
        src={STAND_IN.href}
        title="Stand-in clip"
        protocol={FRAME_PROTOCOLS.vimeo}
        playing={false}
        muted
        volume={0}
        playbackRate={1}
        onPlay={() => reported.push('play')}
        onPause={() => reported.push('pause')}
        onEnded={() => reported.push('ended')}
        onError={() => reported.push('error')}
        {...props}
        {...extra}
      />
    </div>
  );
  const screen = await render(element({}));
  const frame = () => screen.container.querySelector('iframe');
  const standIn = () => frame()?.contentWindow as StandIn | undefined;
  await expect.poll(() => standIn()?.received?.length ?? 0).toBeGreaterThan(0);
  return {
    screen,
    reported,
    frame,
    standIn,
    rerender: (extra: Partial<EmbedFrameProps>) => screen.rerender(element(extra)),
  };
}

test('on load it subscribes to the player, then plays and pauses it by message', async () => {
  const { standIn, reported, rerender } = await renderFrame();
  await expect
    .poll(() => standIn()!.received)
    .toEqual([
      { method: 'addEventListener', value: 'play' },
      { method: 'addEventListener', value: 'pause' },
      { method: 'addEventListener', value: 'ended' },
      { method: 'addEventListener', value: 'error' },
      { method: 'pause' },
      { method: 'setVolume', value: 0 },
    ]);
  await rerender({ playing: true, playbackRate: 2 });
  await expect.poll(() => reported).toEqual(['pause', 'play']);
  expect(standIn()!.received.slice(6)).toEqual([
    { method: 'play' },
    { method: 'setPlaybackRate', value: 2 },
  ]);
});

test("messages from the page itself or from another frame are ignored; its own frame's are not", async () => {
  const { standIn, reported, screen } = await renderFrame();
  await expect.poll(() => reported).toEqual(['pause']);
  // Another frame of the same page, at the same address.
  const other = document.createElement('iframe');
  other.src = STAND_IN.href;
  other.title = 'Another stand-in';
  screen.container.append(other);
  await new Promise((resolve) => other.addEventListener('load', resolve, { once: true }));
  (other.contentWindow as StandIn).say({ event: 'ended' });
  window.postMessage({ event: 'ended' }, '*');
  standIn()!.say({ event: 'play' });
  await expect.poll(() => reported).toEqual(['pause', 'play']);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(reported).toEqual(['pause', 'play']);
});

test('its own frame is no longer believed once it has gone to another origin', async () => {
  const { frame, reported } = await renderFrame();
  await expect.poll(() => reported).toEqual(['pause']);
  // The same stand-in by another name of this machine is another origin.
  const elsewhere = new URL(STAND_IN);
  elsewhere.hostname = elsewhere.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  elsewhere.searchParams.set('announce', 'ended');
  const iframe = frame()!;
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  iframe.contentWindow!.location.href = elsewhere.href;
  await loaded;
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(reported).toEqual(['pause']);
});

test('a player without a protocol is shown only while it plays', async () => {
  const reported: string[] = [];
  const element = (playing: boolean) => (
    <EmbedFrame
      src={STAND_IN.href}
      title="Stand-in clip"
      playing={playing}
      muted
      volume={0}
      playbackRate={1}
      onPlay={() => reported.push('play')}
      onPause={() => reported.push('pause')}
    />
  );
  const screen = await render(element(false));
  expect(screen.container.querySelector('iframe')).toBeNull();
  await screen.rerender(element(true));
  const iframe = screen.container.querySelector('iframe')!;
  expect([iframe.title, iframe.getAttribute('allow')]).toEqual([
    'Stand-in clip',
    'autoplay; fullscreen; picture-in-picture',
  ]);
  await screen.rerender(element(false));
  expect(screen.container.querySelector('iframe')).toBeNull();
  expect(reported).toEqual(['play', 'pause']);
});
