// Coub: /view/ID and its /embed/ID player.

import { pathSegments } from '../../http-url.ts';
import { isMatch, videoLink } from '../link-parts.ts';
import { readParams } from '../params.ts';
import type { LinkForm, ProviderCodec, VideoLink } from '../types.ts';

const COUB_ID = /^[A-Za-z0-9]{3,16}$/;

function parse(url: URL): VideoLink | null {
  const s = pathSegments(url);
  if (s.length !== 2 || (s[0] !== 'view' && s[0] !== 'embed') || !isMatch(COUB_ID, s[1]))
    return null;
  return videoLink({ provider: 'coub', mediaType: 'video', id: s[1], params: readParams(url) });
}

function build(link: VideoLink, form: LinkForm): string | null {
  if (link.mediaType !== 'video' || !isMatch(COUB_ID, link.id)) return null;
  return `https://coub.com/${form === 'watch' ? 'view' : 'embed'}/${link.id}`;
}

export const coub: ProviderCodec = { provider: 'coub', domains: ['coub.com'], parse, build };
