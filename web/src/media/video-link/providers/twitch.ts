// Twitch: live channels (mediaType stream, with channel), past broadcasts (video) and clips.
// Twitch's embeds also need a `parent` naming the embedding site, which the player adds.

import { hostOf, pathSegments } from '../../http-url.ts';
import { formatTimeWithUnits } from '../../time-param.ts';
import { isMatch, startOf, videoLink } from '../link-parts.ts';
import { readParams, withQuery } from '../params.ts';
import type { LinkForm, MediaType, ProviderCodec, VideoLink } from '../types.ts';

const CHANNEL = /^[A-Za-z0-9_]{2,25}$/;
const VIDEO_ID = /^\d{1,15}$/;
const CLIP_SLUG = /^[A-Za-z0-9_-]{1,100}$/;
/** First path segments that are Twitch's own pages, not channels. */
const NOT_CHANNELS: ReadonlySet<string> = new Set([
  'directory',
  'videos',
  'search',
  'settings',
  'subscriptions',
  'inventory',
  'wallet',
  'downloads',
  'jobs',
  'turbo',
  'friends',
  'messages',
  'prime',
  'drops',
  'login',
  'signup',
  'store',
  'p',
  'u',
  'user',
  'bits',
  'broadcast',
  'moderator',
  'popout',
  'embed',
  'team',
  'teams',
  'event',
  'following',
  'privacy',
  'legal',
  'creatorcamp',
  'dashboard',
  'manager',
  'products',
]);

/** The hosts of channel, video and clip pages: the site, and its mobile and short forms. */
const CHANNEL_HOSTS: ReadonlySet<string> = new Set([
  'twitch.tv',
  'www.twitch.tv',
  'm.twitch.tv',
  'go.twitch.tv',
]);

interface Found {
  mediaType: MediaType;
  id?: string;
  channel?: string;
}

function find(url: URL): Found | null {
  const s = pathSegments(url);
  const host = hostOf(url);
  const query = url.searchParams;
  if (host === 'clips.twitch.tv') {
    if (s.length === 1 && s[0] === 'embed')
      return { mediaType: 'clip', id: query.get('clip') ?? undefined };
    return s.length === 1 ? { mediaType: 'clip', id: s[0] } : null;
  }
  if (host === 'player.twitch.tv') {
    const video = query.get('video');
    if (video !== null) return { mediaType: 'video', id: video.replace(/^v/, '') };
    const channel = query.get('channel');
    return channel === null ? null : { mediaType: 'stream', channel };
  }
  // Other subdomains (dev., blog., help.) are Twitch's own sites, not channels.
  if (!CHANNEL_HOSTS.has(host)) return null;
  if (s.length === 2 && s[0] === 'videos') return { mediaType: 'video', id: s[1] };
  if (s.length === 0 || NOT_CHANNELS.has(s[0].toLowerCase())) return null;
  if (s.length === 1) return { mediaType: 'stream', channel: s[0] };
  if (s.length === 3 && s[1] === 'clip') return { mediaType: 'clip', id: s[2], channel: s[0] };
  if (s.length === 3 && s[1] === 'v') return { mediaType: 'video', id: s[2], channel: s[0] };
  return null;
}

const ID_PATTERNS: Record<string, RegExp> = { video: VIDEO_ID, clip: CLIP_SLUG };

function parse(url: URL): VideoLink | null {
  const found = find(url);
  if (!found) return null;
  if (found.channel !== undefined && !isMatch(CHANNEL, found.channel)) return null;
  if (found.mediaType !== 'stream' && !isMatch(ID_PATTERNS[found.mediaType], found.id)) return null;
  const params = readParams(url, { consumed: ['video', 'channel', 'clip'], start: ['t', 'time'] });
  return videoLink({
    provider: 'twitch',
    mediaType: found.mediaType,
    id: found.id,
    params,
    channel: found.channel?.toLowerCase(),
  });
}

function build(link: VideoLink, form: LinkForm): string | null {
  const start = startOf(link);
  const time = start === undefined ? undefined : formatTimeWithUnits(start);
  if (link.mediaType === 'stream') {
    if (!isMatch(CHANNEL, link.channel)) return null;
    return form === 'watch'
      ? `https://www.twitch.tv/${link.channel}`
      : withQuery('https://player.twitch.tv/', { channel: link.channel });
  }
  if (link.mediaType === 'video') {
    if (!isMatch(VIDEO_ID, link.id)) return null;
    return form === 'watch'
      ? withQuery(`https://www.twitch.tv/videos/${link.id}`, { t: time })
      : withQuery('https://player.twitch.tv/', { video: `v${link.id}`, time });
  }
  if (link.mediaType === 'clip') {
    if (!isMatch(CLIP_SLUG, link.id)) return null;
    return form === 'watch'
      ? `https://clips.twitch.tv/${link.id}`
      : withQuery('https://clips.twitch.tv/embed', { clip: link.id });
  }
  return null;
}

export const twitch: ProviderCodec = { provider: 'twitch', domains: ['twitch.tv'], parse, build };
