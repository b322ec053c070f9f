// Test data: real-looking links of every provider and their parsed forms (spec/001 §3, §5),
// shared by the parser's and the builder's tests.

import type { VideoLink } from './types.ts';

export const YT = 'dQw4w9WgXcQ';
export const YT_LIST = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';
export const TIKTOK = '6718335390845095173';
export const LOOM = '0281766fa2d04bb788eaf19e65135184';

export const PARSED: [string, VideoLink][] = [
  // YouTube: watch, short, embed, shorts, live and nocookie forms
  [
    `https://www.youtube.com/watch?v=${YT}`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: {} },
  ],
  [
    `http://youtube.com/watch?v=${YT}&feature=youtu.be`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: { feature: 'youtu.be' } },
  ],
  [
    `https://m.youtube.com/watch?feature=share&v=${YT}`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: { feature: 'share' } },
  ],
  [
    `https://music.youtube.com/watch?v=${YT}`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: {} },
  ],
  [
    `https://WWW.YOUTUBE.COM/watch?v=${YT}`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: {} },
  ],
  [
    `https://www.youtube.com/watch?v=${YT}&t=1m30s`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: { start: 90 } },
  ],
  [
    `https://www.youtube.com/watch?v=${YT}#t=1h2m3s`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: { start: 3723 } },
  ],
  [
    `https://www.youtube.com/watch?v=${YT}&t=banana`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: {} },
  ],
  [
    `https://www.youtube.com/watch?v=${YT}&list=${YT_LIST}&index=4`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: { index: '4' }, list: YT_LIST },
  ],
  [`https://youtu.be/${YT}`, { provider: 'youtube', mediaType: 'video', id: YT, params: {} }],
  [
    `https://youtu.be/${YT}?si=aB3dE5fG7hI9jK1l&t=42`,
    {
      provider: 'youtube',
      mediaType: 'video',
      id: YT,
      params: { si: 'aB3dE5fG7hI9jK1l', start: 42 },
    },
  ],
  [`youtu.be/${YT}`, { provider: 'youtube', mediaType: 'video', id: YT, params: {} }],
  [
    `https://www.youtube.com/embed/${YT}`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: {} },
  ],
  [
    `https://www.youtube.com/embed/${YT}?start=10&end=20&rel=0`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: { rel: '0', start: 10, end: 20 } },
  ],
  [
    `//www.youtube.com/embed/${YT}`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: {} },
  ],
  [
    `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: { autoplay: '1' } },
  ],
  [
    `https://www.youtube.com/shorts/${YT}`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: {} },
  ],
  [
    `https://youtube.com/shorts/${YT}?feature=share`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: { feature: 'share' } },
  ],
  [
    `https://www.youtube.com/live/${YT}?si=x`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: { si: 'x' } },
  ],
  [
    `https://www.youtube.com/v/${YT}`,
    { provider: 'youtube', mediaType: 'video', id: YT, params: {} },
  ],
  [
    'https://www.youtube.com/watch?v=_-abcDEF123',
    { provider: 'youtube', mediaType: 'video', id: '_-abcDEF123', params: {} },
  ],
  [
    `https://www.youtube.com/playlist?list=${YT_LIST}`,
    { provider: 'youtube', mediaType: 'playlist', params: {}, list: YT_LIST },
  ],
  [
    `https://www.youtube.com/embed/videoseries?list=${YT_LIST}`,
    { provider: 'youtube', mediaType: 'playlist', params: {}, list: YT_LIST },
  ],

  // Vimeo
  [
    'https://vimeo.com/76979871',
    { provider: 'vimeo', mediaType: 'video', id: '76979871', params: {} },
  ],
  ['vimeo.com/76979871', { provider: 'vimeo', mediaType: 'video', id: '76979871', params: {} }],
  [
    'https://vimeo.com/76979871#t=1m2s',
    { provider: 'vimeo', mediaType: 'video', id: '76979871', params: { start: 62 } },
  ],
  [
    'https://vimeo.com/76979871/8272103f6e',
    { provider: 'vimeo', mediaType: 'video', id: '76979871', params: { h: '8272103f6e' } },
  ],
  [
    'https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1',
    {
      provider: 'vimeo',
      mediaType: 'video',
      id: '76979871',
      params: { h: '8272103f6e', autoplay: '1' },
    },
  ],
  [
    'https://vimeo.com/channels/staffpicks/76979871',
    { provider: 'vimeo', mediaType: 'video', id: '76979871', params: {}, channel: 'staffpicks' },
  ],
  [
    'https://vimeo.com/groups/shortfilms/videos/76979871',
    { provider: 'vimeo', mediaType: 'video', id: '76979871', params: {} },
  ],
  [
    'https://vimeo.com/showcase/7008490/video/76979871',
    { provider: 'vimeo', mediaType: 'video', id: '76979871', params: {} },
  ],
  [
    'https://vimeo.com/album/2222222/video/76979871',
    { provider: 'vimeo', mediaType: 'video', id: '76979871', params: {} },
  ],

  // Dailymotion
  [
    'https://www.dailymotion.com/video/x7tgad0',
    { provider: 'dailymotion', mediaType: 'video', id: 'x7tgad0', params: {} },
  ],
  [
    'https://www.dailymotion.com/video/x7tgad0_the-title-of-it?start=30',
    { provider: 'dailymotion', mediaType: 'video', id: 'x7tgad0', params: { start: 30 } },
  ],
  [
    'https://dai.ly/x7tgad0',
    { provider: 'dailymotion', mediaType: 'video', id: 'x7tgad0', params: {} },
  ],
  [
    'https://www.dailymotion.com/embed/video/x7tgad0?autoplay=1',
    { provider: 'dailymotion', mediaType: 'video', id: 'x7tgad0', params: { autoplay: '1' } },
  ],
  [
    'https://geo.dailymotion.com/player.html?video=x7tgad0',
    { provider: 'dailymotion', mediaType: 'video', id: 'x7tgad0', params: {} },
  ],
  [
    'https://www.dailymotion.com/playlist/x6hynp',
    { provider: 'dailymotion', mediaType: 'playlist', id: 'x6hynp', params: {} },
  ],

  // Twitch: live channel, past broadcast, clip
  [
    'https://www.twitch.tv/shroud',
    { provider: 'twitch', mediaType: 'stream', params: {}, channel: 'shroud' },
  ],
  [
    'https://twitch.tv/Riot_Games',
    { provider: 'twitch', mediaType: 'stream', params: {}, channel: 'riot_games' },
  ],
  [
    'https://m.twitch.tv/shroud',
    { provider: 'twitch', mediaType: 'stream', params: {}, channel: 'shroud' },
  ],
  [
    'https://player.twitch.tv/?channel=shroud&parent=example.com',
    {
      provider: 'twitch',
      mediaType: 'stream',
      params: { parent: 'example.com' },
      channel: 'shroud',
    },
  ],
  [
    'https://www.twitch.tv/videos/1234567890',
    { provider: 'twitch', mediaType: 'video', id: '1234567890', params: {} },
  ],
  [
    'https://www.twitch.tv/videos/1234567890?t=1h2m3s',
    { provider: 'twitch', mediaType: 'video', id: '1234567890', params: { start: 3723 } },
  ],
  [
    'https://player.twitch.tv/?video=v1234567890&time=5m',
    { provider: 'twitch', mediaType: 'video', id: '1234567890', params: { start: 300 } },
  ],
  [
    'https://clips.twitch.tv/AwkwardHelplessSalamanderSwiftRage',
    { provider: 'twitch', mediaType: 'clip', id: 'AwkwardHelplessSalamanderSwiftRage', params: {} },
  ],
  [
    'https://clips.twitch.tv/embed?clip=AwkwardHelplessSalamanderSwiftRage',
    { provider: 'twitch', mediaType: 'clip', id: 'AwkwardHelplessSalamanderSwiftRage', params: {} },
  ],
  [
    'https://www.twitch.tv/shroud/clip/AwkwardHelplessSalamanderSwiftRage-1a2B3c',
    {
      provider: 'twitch',
      mediaType: 'clip',
      id: 'AwkwardHelplessSalamanderSwiftRage-1a2B3c',
      params: {},
      channel: 'shroud',
    },
  ],

  // Wistia
  [
    'https://home.wistia.com/medias/e4a27b971d',
    { provider: 'wistia', mediaType: 'video', id: 'e4a27b971d', params: {}, channel: 'home' },
  ],
  [
    'https://acme.wistia.com/medias/e4a27b971d?wtime=1m',
    {
      provider: 'wistia',
      mediaType: 'video',
      id: 'e4a27b971d',
      params: { start: 60 },
      channel: 'acme',
    },
  ],
  [
    'https://fast.wistia.net/embed/iframe/e4a27b971d?videoFoam=true',
    { provider: 'wistia', mediaType: 'video', id: 'e4a27b971d', params: { videoFoam: 'true' } },
  ],
  [
    'https://fast.wistia.com/embed/medias/e4a27b971d.jsonp',
    { provider: 'wistia', mediaType: 'video', id: 'e4a27b971d', params: {} },
  ],
  [
    'https://wi.st/medias/e4a27b971d',
    { provider: 'wistia', mediaType: 'video', id: 'e4a27b971d', params: {} },
  ],

  // SoundCloud
  [
    'https://soundcloud.com/forss/flickermood',
    { provider: 'soundcloud', mediaType: 'track', id: 'flickermood', params: {}, channel: 'forss' },
  ],
  [
    'https://soundcloud.com/forss/flickermood#t=1m5s',
    {
      provider: 'soundcloud',
      mediaType: 'track',
      id: 'flickermood',
      params: { start: 65 },
      channel: 'forss',
    },
  ],
  [
    'https://m.soundcloud.com/forss/flickermood',
    { provider: 'soundcloud', mediaType: 'track', id: 'flickermood', params: {}, channel: 'forss' },
  ],
  [
    'https://soundcloud.com/forss/sets/soulhack',
    { provider: 'soundcloud', mediaType: 'playlist', id: 'soulhack', params: {}, channel: 'forss' },
  ],
  [
    'https://w.soundcloud.com/player/?url=https%3A//soundcloud.com/forss/flickermood&color=%23ff5500',
    {
      provider: 'soundcloud',
      mediaType: 'track',
      id: 'flickermood',
      params: { color: '#ff5500' },
      channel: 'forss',
    },
  ],
  [
    'https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293&auto_play=false',
    { provider: 'soundcloud', mediaType: 'track', id: '293', params: { auto_play: 'false' } },
  ],

  // Facebook
  [
    'https://www.facebook.com/facebook/videos/10153231379946729/',
    {
      provider: 'facebook',
      mediaType: 'video',
      id: '10153231379946729',
      params: {},
      pageId: 'facebook',
    },
  ],
  [
    'https://www.facebook.com/NASA/videos/vb.54971236771/10158358880601772/?type=3',
    {
      provider: 'facebook',
      mediaType: 'video',
      id: '10158358880601772',
      params: { type: '3' },
      pageId: 'NASA',
    },
  ],
  [
    'https://www.facebook.com/watch/?v=10153231379946729',
    { provider: 'facebook', mediaType: 'video', id: '10153231379946729', params: {} },
  ],
  [
    'https://m.facebook.com/watch?v=10153231379946729&t=30',
    { provider: 'facebook', mediaType: 'video', id: '10153231379946729', params: { start: 30 } },
  ],
  [
    'https://www.facebook.com/video.php?v=10153231379946729',
    { provider: 'facebook', mediaType: 'video', id: '10153231379946729', params: {} },
  ],
  [
    'https://www.facebook.com/reel/1234567890123456',
    { provider: 'facebook', mediaType: 'video', id: '1234567890123456', params: {} },
  ],
  [
    'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Ffacebook%2Fvideos%2F10153231379946729%2F&show_text=0',
    {
      provider: 'facebook',
      mediaType: 'video',
      id: '10153231379946729',
      params: { show_text: '0' },
      pageId: 'facebook',
    },
  ],

  // TikTok: 19-digit ids
  [
    `https://www.tiktok.com/@scout2015/video/${TIKTOK}`,
    { provider: 'tiktok', mediaType: 'video', id: TIKTOK, params: {}, channel: 'scout2015' },
  ],
  [
    `https://www.tiktok.com/@the.real_one/video/${TIKTOK}?is_from_webapp=1&sender_device=pc`,
    {
      provider: 'tiktok',
      mediaType: 'video',
      id: TIKTOK,
      params: { is_from_webapp: '1', sender_device: 'pc' },
      channel: 'the.real_one',
    },
  ],
  [
    `https://www.tiktok.com/embed/v2/${TIKTOK}`,
    { provider: 'tiktok', mediaType: 'video', id: TIKTOK, params: {} },
  ],
  [
    `https://www.tiktok.com/embed/${TIKTOK}`,
    { provider: 'tiktok', mediaType: 'video', id: TIKTOK, params: {} },
  ],
  [
    `https://www.tiktok.com/player/v1/${TIKTOK}`,
    { provider: 'tiktok', mediaType: 'video', id: TIKTOK, params: {} },
  ],
  [
    `https://m.tiktok.com/v/${TIKTOK}.html`,
    { provider: 'tiktok', mediaType: 'video', id: TIKTOK, params: {} },
  ],

  // Loom, TED, Coub, Youku, Streamable
  [
    `https://www.loom.com/share/${LOOM}`,
    { provider: 'loom', mediaType: 'video', id: LOOM, params: {} },
  ],
  [
    `https://www.loom.com/share/Weekly-update-for-the-team-${LOOM}?sid=abc`,
    { provider: 'loom', mediaType: 'video', id: LOOM, params: { sid: 'abc' } },
  ],
  [
    `https://www.loom.com/embed/${LOOM}?t=75`,
    { provider: 'loom', mediaType: 'video', id: LOOM, params: { start: 75 } },
  ],
  [
    'https://www.ted.com/talks/ken_robinson_do_schools_kill_creativity',
    {
      provider: 'ted',
      mediaType: 'video',
      id: 'ken_robinson_do_schools_kill_creativity',
      params: {},
    },
  ],
  [
    'https://embed.ted.com/talks/ken_robinson_do_schools_kill_creativity',
    {
      provider: 'ted',
      mediaType: 'video',
      id: 'ken_robinson_do_schools_kill_creativity',
      params: {},
    },
  ],
  [
    'https://www.ted.com/talks/lang/fr/ken_robinson_says_schools_kill_creativity',
    {
      provider: 'ted',
      mediaType: 'video',
      id: 'ken_robinson_says_schools_kill_creativity',
      params: { language: 'fr' },
    },
  ],
  [
    'https://coub.com/view/um0um0',
    { provider: 'coub', mediaType: 'video', id: 'um0um0', params: {} },
  ],
  [
    'https://coub.com/embed/um0um0?muted=false',
    { provider: 'coub', mediaType: 'video', id: 'um0um0', params: { muted: 'false' } },
  ],
  [
    'https://v.youku.com/v_show/id_XMzE5NjYxMjM2OA==.html',
    { provider: 'youku', mediaType: 'video', id: 'XMzE5NjYxMjM2OA==', params: {} },
  ],
  [
    'https://player.youku.com/embed/XMzE5NjYxMjM2OA==',
    { provider: 'youku', mediaType: 'video', id: 'XMzE5NjYxMjM2OA==', params: {} },
  ],
  [
    'https://streamable.com/moo',
    { provider: 'streamable', mediaType: 'video', id: 'moo', params: {} },
  ],
  [
    'https://streamable.com/e/ifjh2k',
    { provider: 'streamable', mediaType: 'video', id: 'ifjh2k', params: {} },
  ],
];
