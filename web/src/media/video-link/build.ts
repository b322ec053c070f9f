// Parsed link -> the provider's canonical watch page or embed player address (spec/001 §5).
// The parsed form may come from stored, untrusted data: every part is checked again before it is
// written into an address, and a link that fails a check builds nothing.

import { PROVIDER_CODECS } from './providers/index.ts';
import { type LinkForm, VIDEO_PROVIDERS, type VideoLink } from './types.ts';

export function buildVideoUrl(link: VideoLink, form: LinkForm = 'watch'): string | null {
  if (typeof link !== 'object' || link === null) return null;
  if (!(VIDEO_PROVIDERS as readonly string[]).includes(link.provider)) return null;
  if (form !== 'watch' && form !== 'embed') return null;
  const params = typeof link.params === 'object' && link.params !== null ? link.params : {};
  return PROVIDER_CODECS[link.provider].build({ ...link, params }, form);
}
