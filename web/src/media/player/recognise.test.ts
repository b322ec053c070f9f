// Which player plays an address (spec/000 §5): the nine services, plain files by extension,
// m3u8 and mpd; and the near-misses no player takes.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type PlayerMatch, type PlayerName, recognisePlayerUrl } from './recognise.ts';

// [address, player]
const PLAYED: [string, PlayerName][] = [
  // the video-sharing service
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
  ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube'],
  ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube'],
  ['https://www.youtube.com/live/dQw4w9WgXcQ', 'youtube'],
  ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube'],
  ['https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG', 'youtube'],
  ['https://www.youtube.com/user/GoogleDevelopers', 'youtube'],
  ['https://m.youtube.com/user/GoogleDevelopers/videos', 'youtube'],
  // the music-streaming service
  ['https://soundcloud.com/forss/flickermood', 'soundcloud'],
  ['https://soundcloud.com/forss/sets/soulhack', 'soundcloud'],
  ['https://soundcloud.com/forss', 'soundcloud'],
  ['https://soundcloud.com/forss/tracks', 'soundcloud'],
  ['https://soundcloud.com/forss/likes', 'soundcloud'],
  ['https://soundcloud.com/forss/sets', 'soundcloud'],
  ['https://snd.sc/1JAxVmE', 'soundcloud'],
  ['https://on.soundcloud.com/AbC123xyz', 'soundcloud'],
  [
    'https://w.soundcloud.com/player/?url=https://soundcloud.com/forss/sets/soulhack&color=ff5500',
    'soundcloud',
  ],
  ['https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293', 'soundcloud'],
  // the second video service
  ['https://vimeo.com/76979871', 'vimeo'],
  ['https://player.vimeo.com/video/76979871?h=8272103f6e', 'vimeo'],
  ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo'],
  ['https://vimeo.com/event/1234567', 'vimeo'],
  ['https://vimeo.com/event/1234567/embed', 'vimeo'],
  ['https://vimeo.com/manage/videos/76979871', 'vimeo'],
  // the social network's videos
  ['https://www.facebook.com/facebook/videos/10153231379946729/', 'facebook'],
  ['https://www.facebook.com/watch/?v=10153231379946729', 'facebook'],
  ['https://fb.watch/abcDEF123/', 'facebook'],
  // the short-clip service
  ['https://streamable.com/moo', 'streamable'],
  // the business video host
  ['https://home.wistia.com/medias/e4a27b971d', 'wistia'],
  ['https://fast.wistia.net/embed/iframe/e4a27b971d', 'wistia'],
  ['https://wi.st/medias/e4a27b971d', 'wistia'],
  ['https://fast.wi.st/embed/iframe/e4a27b971d', 'wistia'],
  // the live-streaming service: channel or video
  ['https://www.twitch.tv/shroud', 'twitch'],
  ['https://www.twitch.tv/videos/1234567890', 'twitch'],
  ['https://clips.twitch.tv/AwkwardHelplessSalamanderSwiftRage', 'twitch'],
  ['https://www.twitch.tv/shroud/clip/AwkwardHelplessSalamanderSwiftRage', 'twitch'],
  ['https://m.twitch.tv/shroud', 'twitch'],
  ['https://go.twitch.tv/videos/1234567890', 'twitch'],
  // the other video portal
  ['https://www.dailymotion.com/video/x7tgad0', 'dailymotion'],
  ['https://dai.ly/x7tgad0', 'dailymotion'],
  // the mix-hosting service
  ['https://www.mixcloud.com/spartacus/party-time/', 'mixcloud'],
  ['https://mixcloud.com/NTSRadio/floating-points-4th-january-2017/', 'mixcloud'],
  [
    'https://player-widget.mixcloud.com/widget/iframe/?feed=%2Fspartacus%2Fparty-time%2F',
    'mixcloud',
  ],
  [
    'https://www.mixcloud.com/widget/iframe/?feed=https%3A%2F%2Fwww.mixcloud.com%2Fspartacus%2Fparty-time%2F',
    'mixcloud',
  ],
];

describe('recognisePlayerUrl: the services', () => {
  test.each(PLAYED)('%s -> %s', (url, player) => {
    expect(recognisePlayerUrl(url)).toStrictEqual({ player, url });
  });

  test("a video link that starts with the second service's name gets https:// (spec/000 §5)", () => {
    expect(recognisePlayerUrl('vimeo.com/76979871')).toStrictEqual({
      player: 'vimeo',
      url: 'https://vimeo.com/76979871',
    });
    expect(recognisePlayerUrl('//vimeo.com/76979871')).toStrictEqual({
      player: 'vimeo',
      url: 'https://vimeo.com/76979871',
    });
  });

  test('the address given to the player is normalised (case of the host, spaces around)', () => {
    expect(recognisePlayerUrl('  HTTPS://YouTu.Be/dQw4w9WgXcQ ')).toStrictEqual({
      player: 'youtube',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });
});

// [address, the file player's type]
const FILES: [string, PlayerMatch['fileType']][] = [
  ['https://example.com/podcast/episode-12.mp3', 'audio'],
  ['https://example.com/a.m4a', 'audio'],
  ['https://example.com/a.wav', 'audio'],
  ['https://example.com/a.aac?token=abc', 'audio'],
  ['https://example.com/a.oga', 'audio'],
  ['https://example.com/a.flac', 'audio'],
  ['https://cdn.example.com/video/clip.mp4', 'video'],
  ['https://cdn.example.com/video/clip.MP4', 'video'],
  ['https://example.com/a.ogg', 'video'],
  ['https://example.com/a.ogv', 'video'],
  ['https://example.com/a.webm', 'video'],
  ['https://example.com/a.mov', 'video'],
  ['https://example.com/a.m4v', 'video'],
  ['https://stream.example.com/live/master.m3u8', 'hls'],
  ['https://stream.example.com/live/master.m3u8?session=1', 'hls'],
  ['https://stream.example.com/vod/manifest.mpd', 'dash'],
  // the second video service's external-link forms are files, not its player
  ['https://player.vimeo.com/external/76979871.hd.mp4?s=abc&profile_id=175', 'video'],
  [
    'https://player.vimeo.com/progressive_redirect/playback/76979871/rendition/1080p/file.mp4?loc=external',
    'video',
  ],
  ['https://vimeo.com/external/76979871.sd.mp4', 'video'],
];

describe('recognisePlayerUrl: start and end times (h, m and s units or plain seconds)', () => {
  // [address, start, end]
  const TIMES: [string, number | undefined, number | undefined][] = [
    ['https://youtu.be/dQw4w9WgXcQ?t=1m30s', 90, undefined],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=10&end=1h', 10, 3600],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=75', 75, undefined],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=soon', undefined, undefined],
    ['https://vimeo.com/76979871#t=2m3s', 123, undefined],
    ['https://www.twitch.tv/videos/1234567890?t=1h2m3s', 3723, undefined],
    ['https://cdn.example.com/video/clip.mp4#t=10', 10, undefined],
    ['https://cdn.example.com/audio/a.mp3?start=5s&end=20s', 5, 20],
  ];
  test.each(TIMES)('%s starts at %j and ends at %j', (url, start, end) => {
    const match = recognisePlayerUrl(url) as PlayerMatch;
    expect(match.start).toBe(start);
    expect(match.end).toBe(end);
    // absent, not undefined, so the JSON the command line prints has no empty fields
    expect(['start' in match, 'end' in match]).toStrictEqual([
      start !== undefined,
      end !== undefined,
    ]);
  });
});

describe('recognisePlayerUrl: plain files, m3u8 and mpd', () => {
  test.each(FILES)('%s -> %s', (url, fileType) => {
    expect(recognisePlayerUrl(url)).toStrictEqual({ player: 'file', url, fileType });
  });
});

// [what is wrong, address]
const NOT_PLAYED: [string, string][] = [
  ['a host that contains the name', 'https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
  ['the name followed by another domain', 'https://youtube.com.evil.net/watch?v=dQw4w9WgXcQ'],
  ['a look-alike Vimeo', 'https://myvimeo.com/76979871'],
  ['a homograph of the name (Cyrillic у)', 'https://www.уoutube.com/watch?v=dQw4w9WgXcQ'],
  ['a look-alike SoundCloud', 'https://soundcloud.com.evil.net/forss/flickermood'],
  ['a look-alike Twitch', 'https://twitch.tv.evil.net/shroud'],
  ['a look-alike Mixcloud', 'https://notmixcloud.com/spartacus/party-time/'],
  ['a look-alike short Facebook link', 'https://fb.watch.evil.net/abc/'],
  ['a Twitch directory', 'https://www.twitch.tv/directory'],
  ["Twitch's developer documentation", 'https://dev.twitch.tv/docs'],
  ["Twitch's blog", 'https://blog.twitch.tv/en'],
  ['a SoundCloud user’s followers', 'https://soundcloud.com/forss/followers'],
  ['a Vimeo event without an id', 'https://vimeo.com/event/'],
  [
    'a Mixcloud widget with a feed elsewhere',
    'https://www.mixcloud.com/widget/iframe/?feed=https%3A%2F%2Fevil.example%2Fa%2Fb%2F',
  ],
  ['a YouTube search', 'https://www.youtube.com/results?search_query=cats'],
  ['a Vimeo home page', 'https://vimeo.com/'],
  ['a Mixcloud user page', 'https://www.mixcloud.com/spartacus/'],
  ['a Mixcloud discover page', 'https://www.mixcloud.com/discover/house/'],
  ['a SoundCloud charts page', 'https://soundcloud.com/discover'],
  [
    'a TikTok video (no player for it)',
    'https://www.tiktok.com/@scout2015/video/6718335390845095173',
  ],
  ['a page', 'https://example.com/article.html'],
  ['an extension only in the query', 'https://example.com/download?file=movie.mp4'],
  ['an extension in a folder name', 'https://example.com/movie.mp4/page'],
  ['an extension with more after it', 'https://example.com/movie.mp4x'],
  ['a dot file', 'https://example.com/.mp3'],
  ['a javascript link', 'javascript:alert(1)//movie.mp4'],
  ['a data link', 'data:video/mp4;base64,AAAAIGZ0eXBpc29t'],
  ['a blob link', 'blob:https://example.com/2a1f0c3e-6d4b-4a53-9c2d-0d6e1f1b9f4a'],
  ['an ftp file', 'ftp://example.com/movie.mp4'],
  ['credentials', 'https://user:secret@example.com/movie.mp4'],
  ['an empty string', ''],
];

describe('recognisePlayerUrl: near-misses', () => {
  test.each(NOT_PLAYED)('%s: %s', (_what, url) => {
    expect(recognisePlayerUrl(url)).toBeNull();
  });

  test('never throws, and whatever it recognises is an http(s) address', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })),
        (link) => {
          const match = recognisePlayerUrl(link);
          if (match !== null) expect(match.url).toMatch(/^https?:\/\//);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
