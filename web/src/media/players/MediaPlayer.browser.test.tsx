// MediaPlayer loads only the player an address needs, and only the streaming library its stream
// needs (DESIGN "Load heavy things on demand"): seen in the page's own resource list.

import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { MediaPlayer, type MediaPlayerProps } from './MediaPlayer.tsx';
import { NO_PLAYER_FOR_ADDRESS, STREAM_FAILED } from './messages.ts';

/** Whether the page has fetched a module whose address matches. */
function fetched(pattern: RegExp): boolean {
  return performance.getEntriesByType('resource').some((entry) => pattern.test(entry.name));
}
const FILE_PLAYER = /\/players\/FilePlayer\.tsx/;
const PROVIDER_PLAYER = /\/players\/ProviderPlayer\.tsx/;
const HLS = /node_modules\/.*hls/;
const DASH = /node_modules\/.*dash/;

function player(url: string, errors: string[] = [], extra: Partial<MediaPlayerProps> = {}) {
  return (
    <div style={{ width: 320, height: 180 }}>
      <MediaPlayer
        url={url}
        playing
        title="Clip"
        loop={false}
        controls={false}
        muted
        volume={0}
        playbackRate={1}
        onError={(message) => errors.push(message)}
        {...extra}
      />
    </div>
  );
}

// One test: what it checks is the order in which chunks load into this page.
test('each player and streaming library loads only when an address needs it', async () => {
  const vimeo = await render(player('https://vimeo.com/76979871'));
  await expect.poll(() => vimeo.container.querySelector('iframe')).not.toBeNull();
  expect([fetched(PROVIDER_PLAYER), fetched(FILE_PLAYER)]).toEqual([true, false]);
  await vimeo.unmount();

  const errors: string[] = [];
  const dash = await render(
    player(new URL('/no-such-stream/manifest.mpd', location.origin).href, errors),
  );
  await expect.poll(() => dash.container.querySelector('video')).not.toBeNull();
  await expect.poll(() => fetched(DASH)).toBe(true);
  // The manifest is missing: dash.js reports it.
  await expect.poll(() => errors, { timeout: 15_000 }).toContain(STREAM_FAILED);
  expect(fetched(HLS)).toBe(false);
});

test.each([
  'javascript:alert(1)//clip.mp4',
  'data:video/mp4;base64,AAAAIGZ0eXBpc29t',
  'https://example.com/article.html',
])('%s reaches no element and reports that no player takes it', async (url) => {
  const errors: string[] = [];
  const screen = await render(player(url, errors));
  await expect.poll(() => errors).toEqual([NO_PLAYER_FOR_ADDRESS]);
  expect(screen.container.querySelector('video, audio, iframe')).toBeNull();
});

test.each([
  [
    'https://soundcloud.com/forss/likes',
    /^https:\/\/w\.soundcloud\.com\/player\/\?url=https%3A%2F%2Fsoundcloud\.com%2Fforss%2Flikes&/,
  ],
  [
    'https://on.soundcloud.com/AbC123xyz',
    /^https:\/\/w\.soundcloud\.com\/player\/\?url=https%3A%2F%2Fon\.soundcloud\.com%2FAbC123xyz&/,
  ],
  [
    'https://clips.twitch.tv/AwkwardHelplessSalamander',
    /^https:\/\/clips\.twitch\.tv\/embed\?clip=AwkwardHelplessSalamander&parent=/,
  ],
  ['https://vimeo.com/event/1234567', /^https:\/\/vimeo\.com\/event\/1234567\/embed\?autoplay=1&/],
  [
    'https://www.youtube.com/user/GoogleDevelopers',
    /^https:\/\/www\.youtube\.com\/embed\?listType=user_uploads&list=GoogleDevelopers&/,
  ],
  [
    'https://www.mixcloud.com/widget/iframe/?feed=https%3A%2F%2Fwww.mixcloud.com%2Fspartacus%2Fparty-time%2F',
    /^https:\/\/player-widget\.mixcloud\.com\/widget\/iframe\/\?feed=%2Fspartacus%2Fparty-time%2F&/,
  ],
])('%s plays in its service’s embedded player', async (url, embed) => {
  const errors: string[] = [];
  const screen = await render(player(url, errors));
  await expect.poll(() => screen.container.querySelector('iframe')?.src ?? '').toMatch(embed);
  expect(errors).toEqual([]);
  await screen.unmount();
});
