// Real-looking links of every provider, each to its parsed form (spec/001 §3, §5), and the
// near-misses that must not parse: look-alike hosts, wrong id lengths, pages that are not media.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseVideoLink } from './parse.ts';
import { PARSED, TIKTOK, YT } from './test-links.ts';

describe('parseVideoLink: links of every provider', () => {
  test.each(PARSED)('%s', (link, parsed) => {
    expect(parseVideoLink(link)).toStrictEqual(parsed);
  });
});

// [what is wrong, link]
const NOT_PARSED: [string, string][] = [
  ['a host that contains the name', `https://notyoutube.com/watch?v=${YT}`],
  ['the name followed by another domain', `https://youtube.com.evil.net/watch?v=${YT}`],
  ['the name with a hyphen before it', `https://my-youtube.com/watch?v=${YT}`],
  ['another top-level domain', `https://youtube.co/watch?v=${YT}`],
  ['the short host inside another', `https://youtu.be.evil.net/${YT}`],
  ['credentials that make the host evil.net', `https://www.youtube.com:443@evil.net/watch?v=${YT}`],
  ['a YouTube id of 10 characters', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
  ['a YouTube id of 12 characters', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
  ['a YouTube id with a dot', 'https://youtu.be/dQw4w9.gXcQ'],
  ['a YouTube id percent-encoded', 'https://youtu.be/dQw4w9%20XcQ'],
  ['a YouTube watch page without v', 'https://www.youtube.com/watch?x=dQw4w9WgXcQ'],
  ['a YouTube channel page', 'https://www.youtube.com/@MrBeast'],
  ['a YouTube search', 'https://www.youtube.com/results?search_query=cats'],
  ['a YouTube home page', 'https://www.youtube.com/'],
  ['a YouTube short link with a further segment', `https://youtu.be/${YT}/extra`],
  ['a YouTube playlist without a list', 'https://www.youtube.com/playlist'],
  ['javascript with a YouTube address in it', `javascript:alert(1)//https://youtu.be/${YT}`],
  ['data with a YouTube address in it', `data:text/html,<a href="https://youtu.be/${YT}">`],
  ['an ftp address', `ftp://youtu.be/${YT}`],
  ['a TikTok id of 18 digits', 'https://www.tiktok.com/@scout2015/video/671833539084509517'],
  ['a TikTok id of 20 digits', 'https://www.tiktok.com/@scout2015/video/67183353908450951731'],
  ['a TikTok id with a letter', 'https://www.tiktok.com/@scout2015/video/671833539084509517a'],
  ['a TikTok photo post', `https://www.tiktok.com/@scout2015/photo/${TIKTOK}`],
  ['a TikTok profile', 'https://www.tiktok.com/@scout2015'],
  ['a TikTok look-alike host', `https://tiktok.com.example/@scout2015/video/${TIKTOK}`],
  ['a Vimeo external file link', 'https://player.vimeo.com/external/76979871.hd.mp4?s=abc'],
  [
    'a Vimeo progressive file link',
    'https://player.vimeo.com/progressive_redirect/playback/76979871/rendition/1080p/file.mp4',
  ],
  ['a Vimeo channel page', 'https://vimeo.com/channels/staffpicks'],
  ['a Vimeo id with letters', 'https://vimeo.com/7697abc'],
  ['a Vimeo private hash that is not hex', 'https://vimeo.com/76979871/notahash'],
  ['a look-alike Vimeo host', 'https://vimeo.com.evil.net/76979871'],
  ['a Dailymotion id without the x', 'https://www.dailymotion.com/video/7tgad0'],
  ['a Dailymotion user page', 'https://www.dailymotion.com/someuser'],
  ['a Twitch directory page', 'https://www.twitch.tv/directory'],
  ['a Twitch videos list', 'https://www.twitch.tv/videos'],
  ['a Twitch video id with letters', 'https://www.twitch.tv/videos/12ab'],
  ['a Twitch channel name with a dot', 'https://www.twitch.tv/sh.roud'],
  ['a Wistia id of 9 characters', 'https://home.wistia.com/medias/e4a27b971'],
  ['a Wistia id in capitals', 'https://home.wistia.com/medias/E4A27B971D'],
  ['a SoundCloud user page', 'https://soundcloud.com/forss'],
  ['a SoundCloud listing page', 'https://soundcloud.com/forss/tracks'],
  ['a SoundCloud discover page', 'https://soundcloud.com/discover/sets/charts-top'],
  [
    'a SoundCloud widget naming another site',
    'https://w.soundcloud.com/player/?url=https%3A//evil.example/forss/flickermood',
  ],
  [
    'a SoundCloud widget naming javascript',
    'https://w.soundcloud.com/player/?url=javascript%3Aalert(1)',
  ],
  ['a Facebook page', 'https://www.facebook.com/facebook'],
  ['a Facebook video id with letters', 'https://www.facebook.com/watch/?v=abc123'],
  [
    'a Facebook plugin naming another site',
    'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fevil.example%2Fwatch%2F%3Fv%3D1',
  ],
  [
    'a Facebook plugin naming itself',
    `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent('https://www.facebook.com/plugins/video.php?href=x')}`,
  ],
  ['a Loom id too short', 'https://www.loom.com/share/0281766fa2d04bb788eaf19e6513518'],
  [
    'a TED page that is not a talk',
    'https://www.ted.com/playlists/171/the_most_popular_talks_of_all',
  ],
  ['a Coub page that is not a coub', 'https://coub.com/community/animals'],
  ['a Youku page that is not a video', 'https://www.youku.com/channel/webhome'],
  ['a Streamable page that is not a clip', 'https://streamable.com/login'],
  ['an unknown provider', 'https://example.com/watch?v=dQw4w9WgXcQ'],
  ['an empty line', ''],
  ['plain words', 'not a link at all'],
  ['a bare scheme', 'https:'],
];

describe('parseVideoLink: near-misses', () => {
  test.each(NOT_PARSED)('%s is null', (_what, link) => {
    expect(parseVideoLink(link)).toBeNull();
  });

  test('non-strings are null', () => {
    for (const link of [undefined, null, 42, {}, [], new URL(`https://youtu.be/${YT}`)])
      expect(parseVideoLink(link)).toBeNull();
  });

  test('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })),
        (link) => {
          parseVideoLink(link);
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('a query name __proto__ is only a name', () => {
    const link = parseVideoLink(`https://youtu.be/${YT}?__proto__=x&constructor=y`);
    expect(Object.getPrototypeOf(link?.params)).toBe(Object.prototype);
    expect(link?.params).toStrictEqual(JSON.parse('{"__proto__":"x","constructor":"y"}'));
  });
});

describe('YouTube ids are any 11 characters of letters, digits, - and _', () => {
  const id = fc.string({
    unit: fc.constantFrom(...'ABCXYZabcxyz0189-_'),
    minLength: 11,
    maxLength: 11,
  });
  const forms = [
    (v: string) => `https://www.youtube.com/watch?v=${v}`,
    (v: string) => `https://youtu.be/${v}`,
    (v: string) => `https://www.youtube.com/embed/${v}`,
    (v: string) => `https://www.youtube.com/shorts/${v}`,
    (v: string) => `https://www.youtube.com/live/${v}`,
    (v: string) => `https://www.youtube-nocookie.com/embed/${v}`,
  ];
  test('every form reads the id', () => {
    fc.assert(
      fc.property(id, fc.constantFrom(...forms), (v, form) => {
        expect(parseVideoLink(form(v))).toStrictEqual({
          provider: 'youtube',
          mediaType: 'video',
          id: v,
          params: {},
        });
      }),
    );
  });
  test('one character more or less is not an id', () => {
    fc.assert(
      fc.property(id, fc.constantFrom(...forms), fc.boolean(), (v, form, longer) => {
        expect(parseVideoLink(form(longer ? `${v}a` : v.slice(1)))).toBeNull();
      }),
    );
  });
});
