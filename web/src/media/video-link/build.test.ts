// Parsed links rebuilt into the canonical watch and embed addresses (spec/001 §5), read back by
// the parser; and stored parsed forms that are wrong or hostile, which build nothing.

import { describe, expect, test } from 'vitest';
import { buildVideoUrl } from './build.ts';
import { parseVideoLink } from './parse.ts';
import { LOOM, PARSED, TIKTOK, YT, YT_LIST } from './test-links.ts';
import type { VideoLink } from './types.ts';

// [link, canonical watch address, canonical embed address]
const CANONICAL: [string, string | null, string | null][] = [
  [
    `https://youtu.be/${YT}`,
    `https://www.youtube.com/watch?v=${YT}`,
    `https://www.youtube.com/embed/${YT}`,
  ],
  [
    `https://www.youtube.com/shorts/${YT}`,
    `https://www.youtube.com/watch?v=${YT}`,
    `https://www.youtube.com/embed/${YT}`,
  ],
  [
    `https://www.youtube-nocookie.com/embed/${YT}?start=10&end=20`,
    `https://www.youtube.com/watch?v=${YT}&t=10`,
    `https://www.youtube.com/embed/${YT}?start=10&end=20`,
  ],
  [
    `https://m.youtube.com/watch?v=${YT}&t=1m30s&list=${YT_LIST}&feature=share`,
    `https://www.youtube.com/watch?v=${YT}&list=${YT_LIST}&t=90`,
    `https://www.youtube.com/embed/${YT}?list=${YT_LIST}&start=90`,
  ],
  [
    `https://www.youtube.com/playlist?list=${YT_LIST}`,
    `https://www.youtube.com/playlist?list=${YT_LIST}`,
    `https://www.youtube.com/embed/videoseries?list=${YT_LIST}`,
  ],
  [
    'https://vimeo.com/channels/staffpicks/76979871#t=62',
    'https://vimeo.com/76979871#t=62s',
    'https://player.vimeo.com/video/76979871#t=62s',
  ],
  [
    'https://player.vimeo.com/video/76979871?h=8272103f6e',
    'https://vimeo.com/76979871/8272103f6e',
    'https://player.vimeo.com/video/76979871?h=8272103f6e',
  ],
  [
    'https://dai.ly/x7tgad0?start=30',
    'https://www.dailymotion.com/video/x7tgad0?start=30',
    'https://www.dailymotion.com/embed/video/x7tgad0?start=30',
  ],
  [
    'https://www.dailymotion.com/playlist/x6hynp',
    'https://www.dailymotion.com/playlist/x6hynp',
    'https://www.dailymotion.com/embed/playlist/x6hynp',
  ],
  [
    'https://twitch.tv/Shroud',
    'https://www.twitch.tv/shroud',
    'https://player.twitch.tv/?channel=shroud',
  ],
  [
    'https://www.twitch.tv/videos/1234567890?t=3723',
    'https://www.twitch.tv/videos/1234567890?t=1h2m3s',
    'https://player.twitch.tv/?video=v1234567890&time=1h2m3s',
  ],
  [
    'https://www.twitch.tv/shroud/clip/FunnyClipSlug',
    'https://clips.twitch.tv/FunnyClipSlug',
    'https://clips.twitch.tv/embed?clip=FunnyClipSlug',
  ],
  [
    'https://acme.wistia.com/medias/e4a27b971d?wtime=1m',
    'https://acme.wistia.com/medias/e4a27b971d?wtime=60',
    'https://fast.wistia.net/embed/iframe/e4a27b971d?time=60',
  ],
  [
    'https://wi.st/medias/e4a27b971d',
    'https://fast.wistia.net/embed/iframe/e4a27b971d',
    'https://fast.wistia.net/embed/iframe/e4a27b971d',
  ],
  [
    'https://soundcloud.com/forss/flickermood#t=65',
    'https://soundcloud.com/forss/flickermood#t=1m5s',
    'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood',
  ],
  [
    'https://soundcloud.com/forss/sets/soulhack',
    'https://soundcloud.com/forss/sets/soulhack',
    'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fsets%2Fsoulhack',
  ],
  [
    'https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293',
    null,
    'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F293',
  ],
  [
    'https://www.facebook.com/facebook/videos/10153231379946729',
    'https://www.facebook.com/facebook/videos/10153231379946729/',
    'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Ffacebook%2Fvideos%2F10153231379946729%2F',
  ],
  [
    'https://www.facebook.com/video.php?v=10153231379946729&t=30',
    'https://www.facebook.com/watch/?v=10153231379946729',
    'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D10153231379946729&t=30',
  ],
  [
    `https://www.tiktok.com/@scout2015/video/${TIKTOK}`,
    `https://www.tiktok.com/@scout2015/video/${TIKTOK}`,
    `https://www.tiktok.com/embed/v2/${TIKTOK}`,
  ],
  [
    `https://www.tiktok.com/embed/v2/${TIKTOK}`,
    `https://m.tiktok.com/v/${TIKTOK}.html`,
    `https://www.tiktok.com/embed/v2/${TIKTOK}`,
  ],
  [
    `https://www.loom.com/share/Demo-${LOOM}?t=75`,
    `https://www.loom.com/share/${LOOM}?t=75`,
    `https://www.loom.com/embed/${LOOM}?t=75`,
  ],
  [
    'https://www.ted.com/talks/lang/fr/ken_robinson_says_schools_kill_creativity',
    'https://www.ted.com/talks/ken_robinson_says_schools_kill_creativity?language=fr',
    'https://embed.ted.com/talks/ken_robinson_says_schools_kill_creativity?language=fr',
  ],
  [
    'https://coub.com/embed/um0um0',
    'https://coub.com/view/um0um0',
    'https://coub.com/embed/um0um0',
  ],
  [
    'https://player.youku.com/embed/XMzE5NjYxMjM2OA==',
    'https://v.youku.com/v_show/id_XMzE5NjYxMjM2OA==.html',
    'https://player.youku.com/embed/XMzE5NjYxMjM2OA==',
  ],
  ['https://streamable.com/o/moo', 'https://streamable.com/moo', 'https://streamable.com/e/moo'],
];

describe('buildVideoUrl: canonical addresses', () => {
  test.each(CANONICAL)('%s', (link, watch, embed) => {
    const parsed = parseVideoLink(link);
    expect(parsed).not.toBeNull();
    expect(buildVideoUrl(parsed as VideoLink, 'watch')).toBe(watch);
    expect(buildVideoUrl(parsed as VideoLink, 'embed')).toBe(embed);
  });

  test('watch is the default form', () => {
    expect(buildVideoUrl({ provider: 'youtube', mediaType: 'video', id: YT, params: {} })).toBe(
      `https://www.youtube.com/watch?v=${YT}`,
    );
  });
});

/** The SoundCloud widget and Facebook's watch page take no start time. */
const FORMS_WITHOUT_START: ReadonlySet<string> = new Set(['soundcloud embed', 'facebook watch']);

/** What a rebuilt address must keep: the same media, and its start time where the form has one. */
function identity(link: VideoLink) {
  return { provider: link.provider, mediaType: link.mediaType, id: link.id, list: link.list };
}

describe('buildVideoUrl: rebuilt addresses parse back to the same media', () => {
  test.each(PARSED)('%s', (_link, parsed) => {
    for (const form of ['watch', 'embed'] as const) {
      const rebuilt = buildVideoUrl(parsed, form);
      if (rebuilt === null) continue; // only the api-only SoundCloud track has no watch page
      const again = parseVideoLink(rebuilt);
      expect(again && identity(again)).toStrictEqual(identity(parsed));
      if (parsed.mediaType === 'stream') expect(again?.channel).toBe(parsed.channel);
      const start = parsed.params.start;
      const keepsStart =
        start !== undefined && !FORMS_WITHOUT_START.has(`${parsed.provider} ${form}`);
      if (keepsStart) expect(again?.params.start).toBe(start);
    }
  });

  test('every provider rebuilds both forms of its links', () => {
    const built = PARSED.filter(
      ([, parsed]) =>
        buildVideoUrl(parsed, 'watch') !== null && buildVideoUrl(parsed, 'embed') !== null,
    );
    expect(new Set(built.map(([, parsed]) => parsed.provider)).size).toBe(13);
  });
});

const VIDEO: VideoLink = { provider: 'youtube', mediaType: 'video', id: YT, params: {} };

// [what is wrong, the stored parsed form]
const REFUSED: [string, unknown][] = [
  ['an id with a path in it', { ...VIDEO, id: '../../evil' }],
  ['an id one character short', { ...VIDEO, id: YT.slice(1) }],
  [
    'an id that is a link',
    { provider: 'vimeo', mediaType: 'video', id: 'javascript:alert(1)', params: {} },
  ],
  ['an id that is a number', { provider: 'vimeo', mediaType: 'video', id: 76979871, params: {} }],
  ['no id', { provider: 'tiktok', mediaType: 'video', params: {} }],
  [
    'a TikTok id of 18 digits',
    { provider: 'tiktok', mediaType: 'video', id: TIKTOK.slice(1), params: {} },
  ],
  [
    'a Twitch channel with a slash',
    { provider: 'twitch', mediaType: 'stream', channel: 'a/b', params: {} },
  ],
  ['a Twitch stream without a channel', { provider: 'twitch', mediaType: 'stream', params: {} }],
  ['a YouTube playlist without a list', { provider: 'youtube', mediaType: 'playlist', params: {} }],
  [
    'a YouTube playlist with a bad list',
    { provider: 'youtube', mediaType: 'playlist', list: 'PL"><script>', params: {} },
  ],
  ['a media type the provider has not', { ...VIDEO, mediaType: 'stream' }],
  ['an unknown provider', { ...VIDEO, provider: 'myspace' }],
  ['a provider named __proto__', { ...VIDEO, provider: '__proto__' }],
  ['a provider named toString', { ...VIDEO, provider: 'toString' }],
  ['not an object', 'https://youtu.be/dQw4w9WgXcQ'],
  ['null', null],
];

describe('buildVideoUrl: stored forms that are wrong build nothing', () => {
  test.each(REFUSED)('%s', (_what, link) => {
    expect(buildVideoUrl(link as VideoLink, 'watch')).toBeNull();
    expect(buildVideoUrl(link as VideoLink, 'embed')).toBeNull();
  });

  test('an unknown form builds nothing', () => {
    expect(buildVideoUrl(VIDEO, 'download' as 'watch')).toBeNull();
  });

  test('params that are not valid times or hashes are left out, never written raw', () => {
    const hostile = { ...VIDEO, params: { start: -5, end: '20"><script>' as unknown as number } };
    expect(buildVideoUrl(hostile, 'embed')).toBe(`https://www.youtube.com/embed/${YT}`);
    const vimeo: VideoLink = {
      provider: 'vimeo',
      mediaType: 'video',
      id: '76979871',
      params: { h: '../x', start: 1.5 },
    };
    expect(buildVideoUrl(vimeo, 'embed')).toBe('https://player.vimeo.com/video/76979871');
    expect(
      buildVideoUrl({ ...VIDEO, params: null as unknown as VideoLink['params'] }, 'watch'),
    ).toBe(`https://www.youtube.com/watch?v=${YT}`);
  });
});
