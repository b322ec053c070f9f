// The players of spec/000 §5 and the addresses each one plays. Most are the video-link parser's
// media links; the extra forms here are those a player accepts but the parser has no id for.

import { hostOf, isHostOf, parseHttpUrl, pathSegments } from '../http-url.ts';
import { isSoundCloudUserPage } from '../video-link/providers/soundcloud.ts';
import type { VideoLink, VideoProvider } from '../video-link/types.ts';

export type ServicePlayer =
  | 'youtube' // the video-sharing service
  | 'soundcloud' // the music-streaming service
  | 'vimeo' // the second video service
  | 'facebook' // the social network's videos
  | 'streamable' // the short-clip service
  | 'wistia' // the business video host
  | 'twitch' // the live-streaming service, channel or video
  | 'dailymotion' // the other video portal
  | 'mixcloud'; // the mix-hosting service

export interface ServiceRule {
  readonly player: ServicePlayer;
  /** The parser's provider whose links this player plays, and which of its media types. */
  readonly provider?: VideoProvider;
  readonly mediaTypes?: readonly VideoLink['mediaType'][];
  /** Further addresses the player plays. */
  readonly alsoPlays?: (url: URL) => boolean;
}

const NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const SHORT_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The tabs of a YouTube user's page that show the user's uploads. */
const YOUTUBE_UPLOAD_TABS: ReadonlySet<string> = new Set(['videos', 'featured']);

/** youtube.com/user/NAME (or its videos tab): the user's uploads, played as a list. */
export function youTubeUserOf(url: URL): string | null {
  const s = pathSegments(url);
  const onUser =
    isHostOf(hostOf(url), 'youtube.com') &&
    s[0] === 'user' &&
    (s.length === 2 || (s.length === 3 && YOUTUBE_UPLOAD_TABS.has(s[2])));
  return onUser && NAME.test(s[1]) ? s[1] : null;
}

/** snd.sc/CODE and on.soundcloud.com/CODE, SoundCloud's short links, and user pages. */
function isSoundCloudExtra(url: URL): boolean {
  const s = pathSegments(url);
  const host = hostOf(url);
  if (isHostOf(host, 'snd.sc') || host === 'on.soundcloud.com')
    return s.length === 1 && SHORT_CODE.test(s[0]);
  return isSoundCloudUserPage(url);
}

const VIMEO_EVENT_ID = /^\d{1,15}$/;

/** vimeo.com/event/ID (or its /embed): a live event, which has no video id of its own. */
export function vimeoEventOf(url: URL): string | null {
  const s = pathSegments(url);
  const onEvent =
    (hostOf(url) === 'vimeo.com' || hostOf(url) === 'www.vimeo.com') &&
    s[0] === 'event' &&
    (s.length === 2 || (s.length === 3 && s[2] === 'embed'));
  return onEvent && VIMEO_EVENT_ID.test(s[1]) ? s[1] : null;
}

/** fb.watch/CODE, Facebook's short video link. */
function isFacebookShortLink(url: URL): boolean {
  const s = pathSegments(url);
  return isHostOf(hostOf(url), 'fb.watch') && s.length === 1 && SHORT_CODE.test(s[0]);
}

/** Mixcloud's own pages, which look like a user's. */
const NOT_MIXCLOUD_USERS: ReadonlySet<string> = new Set([
  'discover',
  'upload',
  'live',
  'select',
  'settings',
  'dashboard',
  'search',
  'categories',
  'tag',
  'about',
  'pro',
  'developers',
  'widget',
  'favorites',
  'playlists',
  'mixcloudx',
]);

/** The path segments of the mix a widget's `feed` names: the mix's path or its whole address. */
function feedSegments(feed: string): string[] | null {
  let path = feed;
  if (/^(https?:)?\/\//i.test(feed)) {
    const page = parseHttpUrl(feed);
    if (page === null || !isHostOf(hostOf(page), 'mixcloud.com')) return null;
    path = page.pathname;
  }
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * A mix, as USER/MIX path segments: mixcloud.com/USER/MIX, or the widget (on the player-widget
 * host or the main one) with the mix's path or address in `feed`.
 */
export function mixcloudMixOf(url: URL): string[] | null {
  const host = hostOf(url);
  if (!isHostOf(host, 'mixcloud.com')) return null;
  let s: string[] | null = pathSegments(url);
  if (s.join('/') === 'widget/iframe') s = feedSegments(url.searchParams.get('feed') ?? '');
  else if (host === 'player-widget.mixcloud.com') return null;
  const isMix =
    s !== null &&
    s.length === 2 &&
    NAME.test(s[0]) &&
    NAME.test(s[1]) &&
    !NOT_MIXCLOUD_USERS.has(s[0].toLowerCase());
  return isMix ? s : null;
}

/** In the order the players are tried; the file player comes after all of them. */
export const SERVICE_RULES: readonly ServiceRule[] = [
  {
    player: 'youtube',
    provider: 'youtube',
    mediaTypes: ['video', 'playlist'],
    alsoPlays: (url) => youTubeUserOf(url) !== null,
  },
  {
    player: 'soundcloud',
    provider: 'soundcloud',
    mediaTypes: ['track', 'playlist'],
    alsoPlays: isSoundCloudExtra,
  },
  {
    player: 'vimeo',
    provider: 'vimeo',
    mediaTypes: ['video'],
    alsoPlays: (url) => vimeoEventOf(url) !== null,
  },
  {
    player: 'facebook',
    provider: 'facebook',
    mediaTypes: ['video'],
    alsoPlays: isFacebookShortLink,
  },
  { player: 'streamable', provider: 'streamable', mediaTypes: ['video'] },
  { player: 'wistia', provider: 'wistia', mediaTypes: ['video'] },
  { player: 'twitch', provider: 'twitch', mediaTypes: ['stream', 'video', 'clip'] },
  { player: 'dailymotion', provider: 'dailymotion', mediaTypes: ['video'] },
  { player: 'mixcloud', alsoPlays: (url) => mixcloudMixOf(url) !== null },
];
