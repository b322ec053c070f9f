// Addresses of an item's media (image, video, poster, 3D scene). Untrusted like every other part
// of an item: an address whose scheme runs code never survives, however it is disguised (the
// scheme check of web/src/content/links); an inline data address survives only as an image or a
// video, which a media element shows and never runs.

import { cleanUrl, REFUSED_SCHEMES, schemeOf } from '../../../content/links/index.ts';

const INLINE_MEDIA = /^data:(image|video)\//i;

export function safeMediaAddress(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = cleanUrl(value);
  if (url === '') return undefined;
  const scheme = schemeOf(url);
  if (scheme === undefined || !REFUSED_SCHEMES.has(scheme)) return url;
  return scheme === 'data' && INLINE_MEDIA.test(url) ? url : undefined;
}
