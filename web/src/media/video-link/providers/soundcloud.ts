// SoundCloud: tracks (soundcloud.com/USER/TRACK) and sets (USER/sets/SET), with the user as the
// channel; the w.soundcloud.com widget with the track's address in `url`, including the numeric
// api.soundcloud.com form, which has no page of its own.

import { hostOf, parseHttpUrl, pathSegments } from '../../http-url.ts';
import { formatTimeWithUnits } from '../../time-param.ts';
import { isMatch, startOf, videoLink } from '../link-parts.ts';
import { readParams, withQuery } from '../params.ts';
import type { LinkForm, MediaType, ProviderCodec, VideoLink } from '../types.ts';

const NAME = /^[A-Za-z0-9_-]{1,255}$/;
const NUMERIC_ID = /^\d{1,15}$/;
/** First path segments that are SoundCloud's own pages, not users. */
const NOT_USERS: ReadonlySet<string> = new Set([
  'discover',
  'stream',
  'search',
  'upload',
  'you',
  'charts',
  'pages',
  'terms-of-use',
  'settings',
  'messages',
  'notifications',
  'mobile',
  'jobs',
  'imprint',
  'people',
  'tags',
  'stations',
  'signin',
  'logout',
  'pro',
  'feed',
  'player',
]);
/** Second path segments that are a user's listing pages, not tracks. */
const NOT_TRACKS: ReadonlySet<string> = new Set([
  'sets',
  'tracks',
  'albums',
  'reposts',
  'likes',
  'followers',
  'following',
  'popular-tracks',
  'comments',
  'spotlight',
  'toptracks',
]);

interface Found {
  mediaType: MediaType;
  id: string;
  channel?: string;
}

function findOnPage(url: URL): Found | null {
  const s = pathSegments(url);
  const host = hostOf(url);
  if (host === 'api.soundcloud.com') {
    if (s.length !== 2 || !NUMERIC_ID.test(s[1])) return null;
    if (s[0] === 'tracks') return { mediaType: 'track', id: s[1] };
    return s[0] === 'playlists' ? { mediaType: 'playlist', id: s[1] } : null;
  }
  if (!isOnPages(host)) return null;
  if (s.length < 2 || !NAME.test(s[0]) || NOT_USERS.has(s[0].toLowerCase())) return null;
  if (s.length === 2 && NAME.test(s[1]) && !NOT_TRACKS.has(s[1]))
    return { mediaType: 'track', id: s[1], channel: s[0] };
  if (s.length === 3 && s[1] === 'sets' && NAME.test(s[2]))
    return { mediaType: 'playlist', id: s[2], channel: s[0] };
  return null;
}

/** A user's listings that the player plays one after another; the rest are not audio. */
const PLAYED_LISTINGS: ReadonlySet<string> = new Set([
  'tracks',
  'likes',
  'sets',
  'albums',
  'reposts',
  'popular-tracks',
  'toptracks',
  'spotlight',
]);

/**
 * A user's page (soundcloud.com/USER), which the player plays as the user's tracks, or one of the
 * user's listings (USER/tracks, USER/likes, USER/sets, ...), which it plays in order.
 */
export function isSoundCloudUserPage(url: URL): boolean {
  const s = pathSegments(url);
  return (
    isOnPages(hostOf(url)) &&
    (s.length === 1 || (s.length === 2 && PLAYED_LISTINGS.has(s[1]))) &&
    NAME.test(s[0]) &&
    !NOT_USERS.has(s[0].toLowerCase())
  );
}

function isOnPages(host: string): boolean {
  return host === 'soundcloud.com' || host === 'www.soundcloud.com' || host === 'm.soundcloud.com';
}

function parse(url: URL): VideoLink | null {
  let page: URL | null = url;
  if (hostOf(url) === 'w.soundcloud.com') {
    // The widget names the track by its address; only a SoundCloud address is read from it.
    page =
      pathSegments(url).join('/') === 'player' ? parseHttpUrl(url.searchParams.get('url')) : null;
    if (page === null || hostOf(page) === 'w.soundcloud.com') return null;
  }
  const found = findOnPage(page);
  if (!found) return null;
  const params = readParams(url, { consumed: ['url'], fragmentStart: true });
  return videoLink({
    provider: 'soundcloud',
    mediaType: found.mediaType,
    id: found.id,
    params,
    channel: found.channel,
  });
}

/** The address the track or set is known by: its page, or its api address when it has no page. */
function pageOf(link: VideoLink): string | null {
  if (link.mediaType !== 'track' && link.mediaType !== 'playlist') return null;
  if (link.channel === undefined) {
    if (!isMatch(NUMERIC_ID, link.id)) return null;
    return `https://api.soundcloud.com/${link.mediaType === 'track' ? 'tracks' : 'playlists'}/${link.id}`;
  }
  if (!isMatch(NAME, link.channel) || !isMatch(NAME, link.id)) return null;
  return `https://soundcloud.com/${link.channel}/${link.mediaType === 'track' ? '' : 'sets/'}${link.id}`;
}

function build(link: VideoLink, form: LinkForm): string | null {
  const page = pageOf(link);
  if (page === null) return null;
  if (form === 'embed') return withQuery('https://w.soundcloud.com/player/', { url: page });
  if (link.channel === undefined) return null;
  const start = startOf(link);
  return start === undefined ? page : `${page}#t=${formatTimeWithUnits(start)}`;
}

export const soundcloud: ProviderCodec = {
  provider: 'soundcloud',
  domains: ['soundcloud.com'],
  parse,
  build,
};
