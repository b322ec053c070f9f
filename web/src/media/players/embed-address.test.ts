// The services' embed addresses (spec/000 §5): the player host of each service, the settings in
// the query, and nothing for an address the service's player cannot take.

import { describe, expect, test } from 'vitest';
import { type PlayerMatch, recognisePlayerUrl } from '../player/recognise.ts';
import { embedAddress } from './embed-address.ts';

const CONTEXT = { origin: 'https://blog.example', hostname: 'blog.example' };
const QUIET = { loop: false, controls: true, muted: true };

function embed(link: string, settings = QUIET): string | null {
  return embedAddress(recognisePlayerUrl(link) as PlayerMatch, settings, CONTEXT);
}

// [link, embed address with QUIET settings]
const EMBEDS: [string, string][] = [
  [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=75',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?start=75&autoplay=1&mute=1&controls=1&loop=0&playsinline=1&enablejsapi=1&origin=https%3A%2F%2Fblog.example',
  ],
  [
    'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    'https://www.youtube.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&autoplay=1&mute=1&controls=1&loop=0&playsinline=1&enablejsapi=1&origin=https%3A%2F%2Fblog.example',
  ],
  [
    'https://vimeo.com/76979871#t=2m3s',
    'https://player.vimeo.com/video/76979871?autoplay=1&muted=1&loop=0&controls=1&playsinline=1#t=123s',
  ],
  [
    'https://www.dailymotion.com/video/x7tgad0',
    'https://www.dailymotion.com/embed/video/x7tgad0?autoplay=1&mute=1&controls=1',
  ],
  [
    'https://www.twitch.tv/shroud',
    'https://player.twitch.tv/?channel=shroud&parent=blog.example&autoplay=true&muted=true',
  ],
  [
    'https://home.wistia.com/medias/e4a27b971d',
    'https://fast.wistia.net/embed/iframe/e4a27b971d?autoPlay=true&muted=true&endVideoBehavior=default&controlsVisibleOnLoad=true',
  ],
  ['https://streamable.com/moo', 'https://streamable.com/e/moo?autoplay=1&muted=1&loop=0'],
  [
    'https://soundcloud.com/forss/flickermood',
    'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood&auto_play=true',
  ],
  [
    'https://snd.sc/1JAxVmE',
    'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsnd.sc%2F1JAxVmE&auto_play=true',
  ],
  [
    'https://www.facebook.com/watch/?v=10153231379946729',
    'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D10153231379946729&autoplay=true&mute=1',
  ],
  [
    'https://fb.watch/abcDEF123/',
    'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Ffb.watch%2FabcDEF123%2F&autoplay=true&mute=1',
  ],
  [
    'https://www.mixcloud.com/spartacus/party-time/',
    'https://player-widget.mixcloud.com/widget/iframe/?feed=%2Fspartacus%2Fparty-time%2F&autoplay=1',
  ],
];

describe('embedAddress', () => {
  test.each(EMBEDS)('%s', (link, address) => {
    expect(embed(link)).toBe(address);
  });

  test('a single YouTube video loops as a playlist of itself, with sound when not muted', () => {
    const address = new URL(
      embed('https://youtu.be/dQw4w9WgXcQ', { loop: true, controls: false, muted: false })!,
    );
    expect(address.searchParams.get('loop')).toBe('1');
    expect(address.searchParams.get('playlist')).toBe('dQw4w9WgXcQ');
    expect(address.searchParams.get('mute')).toBe('0');
    expect(address.searchParams.get('controls')).toBe('0');
  });

  test('every service gives an https address on its own host', () => {
    for (const [link] of EMBEDS) expect(embed(link)).toMatch(/^https:\/\/[a-z-]+(\.[a-z-]+)+\//);
  });

  test('a file has no embed address', () => {
    expect(embed('https://cdn.example.com/video/clip.mp4')).toBeNull();
  });

  test("a YouTube user's uploads play as a list", () => {
    expect(embed('https://www.youtube.com/user/GoogleDevelopers/videos')).toBe(
      'https://www.youtube.com/embed?listType=user_uploads&list=GoogleDevelopers&autoplay=1&mute=1&controls=1&loop=0&playsinline=1&enablejsapi=1&origin=https%3A%2F%2Fblog.example',
    );
  });

  test('a Vimeo live event, a Twitch clip and a Mixcloud widget on the main host', () => {
    expect(embed('https://vimeo.com/event/1234567')).toBe(
      'https://vimeo.com/event/1234567/embed?autoplay=1&muted=1&loop=0&controls=1&playsinline=1',
    );
    expect(embed('https://www.twitch.tv/shroud/clip/AwkwardHelplessSalamander')).toBe(
      'https://clips.twitch.tv/embed?clip=AwkwardHelplessSalamander&parent=blog.example&autoplay=true&muted=true',
    );
    expect(
      embed(
        'https://www.mixcloud.com/widget/iframe/?feed=https%3A%2F%2Fwww.mixcloud.com%2Fspartacus%2Fparty-time%2F',
      ),
    ).toBe(
      'https://player-widget.mixcloud.com/widget/iframe/?feed=%2Fspartacus%2Fparty-time%2F&autoplay=1',
    );
    expect(embed('https://on.soundcloud.com/AbC123xyz')).toBe(
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fon.soundcloud.com%2FAbC123xyz&auto_play=true',
    );
  });
});
