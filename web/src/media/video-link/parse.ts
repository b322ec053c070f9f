// Video link -> its parsed form (spec/001 §3 "Parsed video link", §5). Makes no requests and
// never throws: anything that is not a provider's media link is null.

import { hasHostIn, parseHttpUrl } from '../http-url.ts';
import { PROVIDER_CODECS } from './providers/index.ts';
import { VIDEO_PROVIDERS, type VideoLink } from './types.ts';

export function parseVideoLink(link: unknown): VideoLink | null {
  const url = parseHttpUrl(link);
  return url === null ? null : parseVideoUrl(url);
}

/** The same for an address already read by `parseHttpUrl`. */
export function parseVideoUrl(url: URL): VideoLink | null {
  for (const provider of VIDEO_PROVIDERS) {
    const codec = PROVIDER_CODECS[provider];
    if (hasHostIn(url, codec.domains)) return codec.parse(url);
  }
  return null;
}
