// Loom: /share/ID and /embed/ID, where the share page may put the video's title before the id.
// Ids are 32 hex digits.

import { pathSegments } from '../../http-url.ts';
import { isMatch, startOf, videoLink } from '../link-parts.ts';
import { readParams, withQuery } from '../params.ts';
import type { LinkForm, ProviderCodec, VideoLink } from '../types.ts';

const VIDEO_ID = /^[0-9a-f]{32}$/;
/** `Weekly-update-0123…ef` -> the id after the title. */
const TITLED_ID = /^(?:[^/]*-)?([0-9a-f]{32})$/;

function parse(url: URL): VideoLink | null {
  const s = pathSegments(url);
  if (s.length !== 2 || (s[0] !== 'share' && s[0] !== 'embed')) return null;
  const id = TITLED_ID.exec(s[1])?.[1];
  if (!isMatch(VIDEO_ID, id)) return null;
  return videoLink({
    provider: 'loom',
    mediaType: 'video',
    id,
    params: readParams(url, { start: ['t'] }),
  });
}

function build(link: VideoLink, form: LinkForm): string | null {
  if (link.mediaType !== 'video' || !isMatch(VIDEO_ID, link.id)) return null;
  return withQuery(`https://www.loom.com/${form === 'watch' ? 'share' : 'embed'}/${link.id}`, {
    t: startOf(link),
  });
}

export const loom: ProviderCodec = { provider: 'loom', domains: ['loom.com'], parse, build };
