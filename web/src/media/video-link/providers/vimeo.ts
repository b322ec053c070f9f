// Vimeo: vimeo.com/ID (with the private hash of an unlisted video), channel, group, album and
// showcase pages, the owner's manage/videos page, and the player.vimeo.com embed. Its external file links are not video pages.

import { hostOf, pathSegments } from '../../http-url.ts';
import { isMatch, startOf, stringParam, videoLink } from '../link-parts.ts';
import { readParams, withQuery } from '../params.ts';
import type { LinkForm, ProviderCodec, VideoLink } from '../types.ts';

const VIDEO_ID = /^\d{1,15}$/;
/** The private hash of an unlisted video, after the id in the path or as `?h=` on the player. */
const PRIVATE_HASH = /^[0-9a-f]{6,32}$/;
const CHANNEL = /^[A-Za-z0-9_-]{1,64}$/;

interface Found {
  id: string;
  hash?: string;
  channel?: string;
}

function find(url: URL): Found | null {
  const s = pathSegments(url);
  if (hostOf(url) === 'player.vimeo.com')
    return s.length === 2 && s[0] === 'video' ? { id: s[1] } : null;
  if (s.length === 1) return { id: s[0] };
  if (s.length === 2 && isMatch(VIDEO_ID, s[0])) return { id: s[0], hash: s[1] };
  if (s.length === 3 && s[0] === 'channels' && isMatch(CHANNEL, s[1]))
    return { id: s[2], channel: s[1] };
  if (s.length === 4 && s[0] === 'groups' && s[2] === 'videos') return { id: s[3] };
  // The owner's own page of the video.
  if (s.length === 3 && s[0] === 'manage' && s[1] === 'videos') return { id: s[2] };
  if (s.length === 4 && (s[0] === 'album' || s[0] === 'showcase') && s[2] === 'video')
    return { id: s[3] };
  return null;
}

function parse(url: URL): VideoLink | null {
  const found = find(url);
  if (!found || !isMatch(VIDEO_ID, found.id)) return null;
  if (found.hash !== undefined && !isMatch(PRIVATE_HASH, found.hash)) return null;
  const params = readParams(url, { start: ['t'], fragmentStart: true });
  const withHash = found.hash === undefined ? params : { ...params, h: found.hash };
  return videoLink({
    provider: 'vimeo',
    mediaType: 'video',
    id: found.id,
    params: withHash,
    channel: found.channel,
  });
}

function build(link: VideoLink, form: LinkForm): string | null {
  if (link.mediaType !== 'video' || !isMatch(VIDEO_ID, link.id)) return null;
  const hash = stringParam(link, 'h', PRIVATE_HASH);
  const start = startOf(link);
  const time = start === undefined ? '' : `#t=${start}s`;
  if (form === 'watch') return `https://vimeo.com/${link.id}${hash ? `/${hash}` : ''}${time}`;
  return `${withQuery(`https://player.vimeo.com/video/${link.id}`, { h: hash })}${time}`;
}

export const vimeo: ProviderCodec = { provider: 'vimeo', domains: ['vimeo.com'], parse, build };
