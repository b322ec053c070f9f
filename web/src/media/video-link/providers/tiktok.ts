// TikTok: a user's video (/@USER/video/ID, with the user as channel), the embed and player
// addresses and the older m.tiktok.com/v/ID.html. Video ids are 19 digits (spec/001 §5).

import { pathSegments } from '../../http-url.ts';
import { isMatch, videoLink } from '../link-parts.ts';
import { readParams } from '../params.ts';
import type { LinkForm, ProviderCodec, VideoLink } from '../types.ts';

const VIDEO_ID = /^\d{19}$/;
const USER = /^[A-Za-z0-9_.]{1,24}$/;

function find(url: URL): { id: string; channel?: string } | null {
  const s = pathSegments(url);
  if (s.length === 3 && s[0].startsWith('@') && s[1] === 'video')
    return { id: s[2], channel: s[0].slice(1) };
  if (
    s.length === 3 &&
    ((s[0] === 'embed' && s[1] === 'v2') || (s[0] === 'player' && s[1] === 'v1'))
  )
    return { id: s[2] };
  if (s.length === 2 && s[0] === 'embed') return { id: s[1] };
  if (s.length === 2 && s[0] === 'v' && s[1].endsWith('.html'))
    return { id: s[1].slice(0, -'.html'.length) };
  return null;
}

function parse(url: URL): VideoLink | null {
  const found = find(url);
  if (!found || !isMatch(VIDEO_ID, found.id)) return null;
  if (found.channel !== undefined && !isMatch(USER, found.channel)) return null;
  return videoLink({
    provider: 'tiktok',
    mediaType: 'video',
    id: found.id,
    params: readParams(url),
    channel: found.channel,
  });
}

function build(link: VideoLink, form: LinkForm): string | null {
  if (link.mediaType !== 'video' || !isMatch(VIDEO_ID, link.id)) return null;
  if (form === 'embed') return `https://www.tiktok.com/embed/v2/${link.id}`;
  return isMatch(USER, link.channel)
    ? `https://www.tiktok.com/@${link.channel}/video/${link.id}`
    : `https://m.tiktok.com/v/${link.id}.html`;
}

export const tiktok: ProviderCodec = { provider: 'tiktok', domains: ['tiktok.com'], parse, build };
