// Where a gallery item's picture or video comes from (spec/000 §3 "Gallery item": src url or id).
// Content is untrusted: a full address is kept only when it is http(s) (or scheme-less `//host`);
// a name without a scheme is an id on the media host, kept only when it is a plain path that
// cannot leave the host. Anything else (javascript:, data:, ...) is no source. Pure.

import { cleanUrl, schemeOf } from '../../../content/links/index.ts';
import { DEFAULT_MEDIA_HOSTS, videoAddress } from '../../../media/media-address.ts';
import { parseHttpUrl } from '../../../media/http-url.ts';
import { asRecord, readString } from '../data.ts';

/** A path on the media host: no scheme, no `..` segment. */
const HOST_ID = /^(?!.*(?:^|\/)\.\.(?:\/|$))[\w.~\-/%]+$/;

/** An image's address or media-host id, as the gallery takes it; undefined when unsafe. */
export function imageSourceOf(src: unknown): string | undefined {
  const record = asRecord(src);
  for (const key of ['id', 'url', 'custom']) {
    const value = cleanUrl(readString(record, key) ?? '');
    if (value === '') continue;
    if (schemeOf(value) !== undefined || value.startsWith('//'))
      return parseHttpUrl(value)?.href ?? undefined;
    return HOST_ID.test(value) && !value.startsWith('/') ? value : undefined;
  }
  return undefined;
}

/** A video's address: a full http(s) address, or an id as a path on the static video host
 *  (spec/000 §7). */
export function videoSourceOf(src: unknown): string | undefined {
  const record = asRecord(src);
  const url = cleanUrl(readString(record, 'url') ?? '');
  const id = cleanUrl(readString(record, 'id') ?? '');
  const value = url || id;
  if (value === '') return undefined;
  const absolute = schemeOf(value) !== undefined || value.startsWith('//');
  return (
    (absolute ? parseHttpUrl(value)?.href : videoAddress({ id: value }, DEFAULT_MEDIA_HOSTS)) ??
    undefined
  );
}
