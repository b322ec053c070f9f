// Dailymotion: /video/ID (with or without its title slug), the dai.ly short link, the embed and
// geo player addresses, and playlists.

import { hostOf, isHostOf, pathSegments } from '../../http-url.ts';
import { isMatch, startOf, videoLink } from '../link-parts.ts';
import { readParams, withQuery } from '../params.ts';
import type { LinkForm, MediaType, ProviderCodec, VideoLink } from '../types.ts';

/** Video and playlist ids are an x followed by letters and digits (`x8j4k2v`). */
const MEDIA_ID = /^x[A-Za-z0-9]{1,15}$/;

/** `x7tgad0_some-title` -> `x7tgad0`. */
function withoutSlug(segment: string | undefined): string | undefined {
  return segment?.split('_')[0];
}

function find(url: URL): { mediaType: MediaType; id: string | undefined } | null {
  const s = pathSegments(url);
  const host = hostOf(url);
  if (isHostOf(host, 'dai.ly')) return s.length === 1 ? { mediaType: 'video', id: s[0] } : null;
  if (isHostOf(host, 'geo.dailymotion.com')) {
    const video = url.searchParams.get('video');
    const playlist = url.searchParams.get('playlist');
    if (video !== null) return { mediaType: 'video', id: video };
    return playlist === null ? null : { mediaType: 'playlist', id: playlist };
  }
  const path = s[0] === 'embed' ? s.slice(1) : s;
  if (path.length !== 2) return null;
  if (path[0] === 'video') return { mediaType: 'video', id: withoutSlug(path[1]) };
  if (path[0] === 'playlist') return { mediaType: 'playlist', id: withoutSlug(path[1]) };
  return null;
}

function parse(url: URL): VideoLink | null {
  const found = find(url);
  if (!found || !isMatch(MEDIA_ID, found.id)) return null;
  const params = readParams(url, { consumed: ['video', 'playlist'], start: ['start'] });
  return videoLink({ provider: 'dailymotion', mediaType: found.mediaType, id: found.id, params });
}

function build(link: VideoLink, form: LinkForm): string | null {
  if (!isMatch(MEDIA_ID, link.id)) return null;
  const embed = form === 'embed' ? '/embed' : '';
  if (link.mediaType === 'playlist')
    return `https://www.dailymotion.com${embed}/playlist/${link.id}`;
  if (link.mediaType !== 'video') return null;
  return withQuery(`https://www.dailymotion.com${embed}/video/${link.id}`, {
    start: startOf(link),
  });
}

export const dailymotion: ProviderCodec = {
  provider: 'dailymotion',
  domains: ['dailymotion.com', 'dai.ly'],
  parse,
  build,
};
