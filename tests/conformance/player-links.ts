// Player links for the conformance test and its measure: fast-check arbitraries for every family
// of links the reference (react-player 2.x) plays, with the player that should play each, and for
// the two families no player may take: look-alike hosts and the services' pages that are not
// media (spec/000 §5).

import fc from 'fast-check';
import type { ServicePlayer } from '../../web/src/media/player/services.ts';

export interface PlayedLink {
  link: string;
  player: ServicePlayer;
  /** Whether react-player 2.x's own patterns take this form (the Twitch /clip/ form they miss). */
  referencePlays: boolean;
}

const pick = <T>(...values: T[]) => fc.constantFrom(...values);
// Names that no service reserves for its own pages: each starts with a letter none of them uses.
const user = fc.stringMatching(/^q[a-z0-9_]{2,14}$/);
const slug = fc.stringMatching(/^q[a-z0-9-]{2,24}[a-z0-9]$/);
const shortCode = fc.stringMatching(/^[A-Za-z0-9]{5,12}$/);
const numericId = fc.integer({ min: 1, max: 9_999_999_999 }).map(String);
const clipSlug = fc.stringMatching(/^[A-Z][A-Za-z0-9]{5,30}$/);
const wistiaId = fc.stringMatching(/^[a-z0-9]{10}$/);

const played =
  (player: ServicePlayer, referencePlays = true) =>
  (link: string) => ({
    link,
    player,
    referencePlays,
  });

const soundcloud = fc
  .oneof(
    fc
      .tuple(
        pick('soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com'),
        user,
        pick('', '/tracks', '/likes', '/sets', '/albums', '/reposts', '/popular-tracks'),
      )
      .map(([host, name, tab]) => `https://${host}/${name}${tab}`),
    fc
      .tuple(user, slug, pick('', 'sets/'))
      .map(([name, track, set]) => `https://soundcloud.com/${name}/${set}${track}`),
    shortCode.map((code) => `https://on.soundcloud.com/${code}`),
    fc
      .tuple(user, slug, pick('', '&color=ff5500', '&auto_play=false&visual=true'))
      .map(
        ([name, track, extra]) =>
          `https://w.soundcloud.com/player/?url=https://soundcloud.com/${name}/${track}${extra}`,
      ),
  )
  .map(played('soundcloud'));

const mixcloud = fc
  .oneof(
    fc
      .tuple(pick('www.mixcloud.com', 'mixcloud.com', 'm.mixcloud.com'), user, slug)
      .map(([host, name, mix]) => `https://${host}/${name}/${mix}/`),
    fc
      .tuple(pick('player-widget.mixcloud.com', 'www.mixcloud.com'), user, slug, fc.boolean())
      .map(([host, name, mix, whole]) => {
        const feed = whole ? `https://www.mixcloud.com/${name}/${mix}/` : `/${name}/${mix}/`;
        return `https://${host}/widget/iframe/?feed=${encodeURIComponent(feed)}`;
      }),
  )
  .map(played('mixcloud'));

const vimeo = fc
  .tuple(numericId, pick('event/', 'event/:/embed', 'manage/videos/', ''))
  .map(([id, form]) =>
    form.includes(':')
      ? `https://vimeo.com/${form.replace(':', id)}`
      : `https://vimeo.com/${form}${id}`,
  )
  .map(played('vimeo'));

const twitch = fc.oneof(
  clipSlug.map((clip) => played('twitch')(`https://clips.twitch.tv/${clip}`)),
  fc
    .tuple(pick('www.', 'm.', 'go.', ''), user, clipSlug)
    .map(([sub, channel, clip]) =>
      played('twitch', false)(`https://${sub}twitch.tv/${channel}/clip/${clip}`),
    ),
  fc
    .tuple(pick('www.', 'm.', 'go.'), user)
    .map(([sub, channel]) => played('twitch')(`https://${sub}twitch.tv/${channel}`)),
  fc
    .tuple(pick('www.', 'm.', 'go.'), numericId)
    .map(([sub, id]) => played('twitch')(`https://${sub}twitch.tv/videos/${id}`)),
);

const youtube = fc
  .tuple(pick('www.youtube.com', 'youtube.com', 'm.youtube.com'), user, pick('', '/videos'))
  .map(([host, name, tab]) => `https://${host}/user/${name}${tab}`)
  .map(played('youtube'));

const wistia = fc
  .tuple(
    pick(
      'https://fast.wi.st/embed/iframe/',
      'https://fast.wi.st/medias/',
      '//fast.wistia.net/embed/iframe/',
      '//fast.wistia.com/embed/medias/',
      '//home.wistia.com/medias/',
      'https://wi.st/medias/',
    ),
    wistiaId,
  )
  .map(([prefix, id]) => `${prefix}${id}`)
  .map(played('wistia'));

/** A link of one of the families of spec/000 §5 that the reference's players play. */
export const playedLink: fc.Arbitrary<PlayedLink> = fc.oneof(
  soundcloud,
  mixcloud,
  vimeo,
  twitch,
  youtube,
  wistia,
);

/** The same link on a host that only looks like the service's. */
export const lookAlikeLink: fc.Arbitrary<string> = fc
  .tuple(playedLink, pick('not', 'my', 'evil-'), fc.boolean())
  .map(([{ link }, prefix, suffixed]) => {
    const url = new URL(link.startsWith('//') ? `https:${link}` : link);
    const labels = url.hostname.split('.');
    if (suffixed) url.hostname = `${url.hostname}.evil.example`;
    else {
      labels[labels.length - 2] = prefix + labels[labels.length - 2];
      url.hostname = labels.join('.');
    }
    return url.href;
  });

/** The services' own pages that are not media: about, documentation, discovery, settings. */
export const notMediaLink: fc.Arbitrary<string> = fc.oneof(
  pick(
    'https://soundcloud.com/discover',
    'https://soundcloud.com/charts/top',
    'https://soundcloud.com/pages/about',
    'https://soundcloud.com/search?q=piano',
    'https://soundcloud.com/upload',
    'https://developers.soundcloud.com/docs/api/guide',
    'https://help.soundcloud.com/hc/en-us',
    'https://www.mixcloud.com/discover/house/',
    'https://www.mixcloud.com/about/press/',
    'https://www.mixcloud.com/developers/',
    'https://www.mixcloud.com/categories/techno/',
    'https://www.mixcloud.com/widget/iframe/?feed=%2Fdiscover%2Fhouse%2F',
    'https://vimeo.com/about',
    'https://vimeo.com/watch',
    'https://vimeo.com/features',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/event/',
    'https://vimeo.com/manage/videos',
    'https://developer.vimeo.com/api/guides/start',
    'https://dev.twitch.tv/docs',
    'https://dev.twitch.tv/docs/embed/',
    'https://blog.twitch.tv/en',
    'https://help.twitch.tv/s',
    'https://www.twitch.tv/directory/all',
    'https://www.twitch.tv/p/en/about/',
    'https://www.youtube.com/about/',
    'https://www.youtube.com/feed/trending',
    'https://www.youtube.com/results?search_query=cats',
    'https://www.youtube.com/user/',
    'https://developers.google.com/youtube',
    'https://wistia.com/about',
    'https://support.wistia.com/en/articles/1234',
  ),
  fc
    .tuple(user, pick('followers', 'following', 'comments'))
    .map(([name, tab]) => `https://soundcloud.com/${name}/${tab}`),
  user.map((name) => `https://www.mixcloud.com/${name}/`),
);
