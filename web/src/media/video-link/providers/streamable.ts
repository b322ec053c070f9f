// Streamable: the short-clip page streamable.com/ID and its /e/ID and /o/ID players.

import { pathSegments } from '../../http-url.ts';
import { isMatch, videoLink } from '../link-parts.ts';
import { readParams } from '../params.ts';
import type { LinkForm, ProviderCodec, VideoLink } from '../types.ts';

const CLIP_ID = /^[A-Za-z0-9]{3,16}$/;
const PLAYER_PREFIXES: ReadonlySet<string> = new Set(['e', 'o']);
/** Streamable's own pages, which look like clip ids. */
const NOT_CLIPS: ReadonlySet<string> = new Set([
  'login',
  'signup',
  'upload',
  'settings',
  'pricing',
  'documentation',
  'about',
  'terms',
  'privacy',
  'blog',
  'careers',
  'contact',
  'features',
  'videos',
  'recover',
  'community',
  'enterprise',
  'help',
]);

function parse(url: URL): VideoLink | null {
  const s = pathSegments(url);
  const id = s.length === 1 ? s[0] : s.length === 2 && PLAYER_PREFIXES.has(s[0]) ? s[1] : undefined;
  if (!isMatch(CLIP_ID, id) || NOT_CLIPS.has(id.toLowerCase())) return null;
  return videoLink({ provider: 'streamable', mediaType: 'video', id, params: readParams(url) });
}

function build(link: VideoLink, form: LinkForm): string | null {
  if (link.mediaType !== 'video' || !isMatch(CLIP_ID, link.id)) return null;
  return `https://streamable.com/${form === 'watch' ? '' : 'e/'}${link.id}`;
}

export const streamable: ProviderCodec = {
  provider: 'streamable',
  domains: ['streamable.com'],
  parse,
  build,
};
