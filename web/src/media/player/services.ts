// The players of spec/000 §5 and the addresses each one plays. Most are the video-link parser's
// media links; the extra forms here are those a player accepts but the parser has no id for.

import { hostOf, isHostOf, pathSegments } from '../http-url.ts';
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

/** youtube.com/user/NAME: the user's uploads. */
function isYouTubeUser(url: URL): boolean {
  const s = pathSegments(url);
  return (
    isHostOf(hostOf(url), 'youtube.com') && s.length === 2 && s[0] === 'user' && NAME.test(s[1])
  );
}

/** snd.sc/CODE, SoundCloud's short link, and user pages. */
function isSoundCloudExtra(url: URL): boolean {
  const s = pathSegments(url);
  if (isHostOf(hostOf(url), 'snd.sc')) return s.length === 1 && SHORT_CODE.test(s[0]);
  return isSoundCloudUserPage(url);
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

/** A mix: mixcloud.com/USER/MIX, or the widget with the mix's path in `feed`. */
function isMixcloudMix(url: URL): boolean {
  const host = hostOf(url);
  let s = pathSegments(url);
  if (host === 'player-widget.mixcloud.com') {
    if (s.join('/') !== 'widget/iframe') return false;
    s = (url.searchParams.get('feed') ?? '').split('/').filter((segment) => segment !== '');
  } else if (!isHostOf(host, 'mixcloud.com')) {
    return false;
  }
  return (
    s.length === 2 &&
    NAME.test(s[0]) &&
    NAME.test(s[1]) &&
    !NOT_MIXCLOUD_USERS.has(s[0].toLowerCase())
  );
}

/** In the order the players are tried; the file player comes after all of them. */
export const SERVICE_RULES: readonly ServiceRule[] = [
  {
    player: 'youtube',
    provider: 'youtube',
    mediaTypes: ['video', 'playlist'],
    alsoPlays: isYouTubeUser,
  },
  {
    player: 'soundcloud',
    provider: 'soundcloud',
    mediaTypes: ['track', 'playlist'],
    alsoPlays: isSoundCloudExtra,
  },
  { player: 'vimeo', provider: 'vimeo', mediaTypes: ['video'] },
  {
    player: 'facebook',
    provider: 'facebook',
    mediaTypes: ['video'],
    alsoPlays: isFacebookShortLink,
  },
  { player: 'streamable', provider: 'streamable', mediaTypes: ['video'] },
  { player: 'wistia', provider: 'wistia', mediaTypes: ['video'] },
  { player: 'twitch', provider: 'twitch', mediaTypes: ['stream', 'video'] },
  { player: 'dailymotion', provider: 'dailymotion', mediaTypes: ['video'] },
  { player: 'mixcloud', alsoPlays: isMixcloudMix },
];
