// Youku: v.youku.com/v_show/id_ID.html pages and the player.youku.com/embed/ID player.

import { hostOf, pathSegments } from '../../http-url.ts';
import { isMatch, videoLink } from '../link-parts.ts';
import { readParams } from '../params.ts';
import type { LinkForm, ProviderCodec, VideoLink } from '../types.ts';

/** Ids are base64-like (`XMzE5NjYxMjM2OA==`). */
const VIDEO_ID = /^[A-Za-z0-9]{4,40}={0,2}$/;

function find(url: URL): string | undefined {
  const s = pathSegments(url);
  const host = hostOf(url);
  if (host === 'v.youku.com' && s.length === 2 && s[0] === 'v_show')
    return /^id_(.+)\.html$/.exec(s[1])?.[1];
  if (host === 'player.youku.com' && s.length === 2 && s[0] === 'embed') return s[1];
  return undefined;
}

function parse(url: URL): VideoLink | null {
  const id = find(url);
  if (!isMatch(VIDEO_ID, id)) return null;
  return videoLink({ provider: 'youku', mediaType: 'video', id, params: readParams(url) });
}

function build(link: VideoLink, form: LinkForm): string | null {
  if (link.mediaType !== 'video' || !isMatch(VIDEO_ID, link.id)) return null;
  return form === 'watch'
    ? `https://v.youku.com/v_show/id_${link.id}.html`
    : `https://player.youku.com/embed/${link.id}`;
}

export const youku: ProviderCodec = { provider: 'youku', domains: ['youku.com'], parse, build };
