// spec/000 §5: only http, https or scheme-less URLs are accepted for an html embed frame (a
// scheme-less address names a host and is read as https).

import { parseHttpUrl } from '../../../media/http-url.ts';

export function htmlFrameAddress(url: unknown): string | undefined {
  return parseHttpUrl(url)?.href;
}
