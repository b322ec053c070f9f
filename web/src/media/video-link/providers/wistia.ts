// Wistia: an account's media page ({account}.wistia.com/medias/ID), the fast.wistia embed
// addresses and the wi.st short link. Media ids are 10 lower-case letters and digits.

import { hostOf, isHostOf, pathSegments } from '../../http-url.ts';
import { isMatch, startOf, videoLink } from '../link-parts.ts';
import { readParams, withQuery } from '../params.ts';
import type { LinkForm, ProviderCodec, VideoLink } from '../types.ts';

const MEDIA_ID = /^[a-z0-9]{10}$/;
const ACCOUNT = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** Wistia's own subdomains, which are not an account's. */
const NOT_ACCOUNTS: ReadonlySet<string> = new Set(['fast', 'www', 'embed', 'app', 'api']);

/** `/medias/ID`, `/embed/iframe/ID`, `/embed/medias/ID.jsonp` -> ID. */
function mediaIdOf(segments: readonly string[]): string | undefined {
  const path = segments.join('/');
  const match = /^(?:medias|embed\/iframe|embed\/medias)\/([^/]+?)(?:\.jsonp?)?$/.exec(path);
  return match?.[1];
}

function accountOf(host: string): string | undefined {
  if (!isHostOf(host, 'wistia.com')) return undefined;
  const labels = host.split('.');
  if (labels.length !== 3 || NOT_ACCOUNTS.has(labels[0]) || !ACCOUNT.test(labels[0]))
    return undefined;
  return labels[0];
}

function parse(url: URL): VideoLink | null {
  const id = mediaIdOf(pathSegments(url));
  if (!isMatch(MEDIA_ID, id)) return null;
  const params = readParams(url, { start: ['wtime', 'time'] });
  return videoLink({
    provider: 'wistia',
    mediaType: 'video',
    id,
    params,
    channel: accountOf(hostOf(url)),
  });
}

function build(link: VideoLink, form: LinkForm): string | null {
  if (link.mediaType !== 'video' || !isMatch(MEDIA_ID, link.id)) return null;
  const start = startOf(link);
  const account =
    isMatch(ACCOUNT, link.channel) && !NOT_ACCOUNTS.has(link.channel) ? link.channel : undefined;
  if (form === 'watch' && account)
    return withQuery(`https://${account}.wistia.com/medias/${link.id}`, { wtime: start });
  return withQuery(`https://fast.wistia.net/embed/iframe/${link.id}`, { time: start });
}

export const wistia: ProviderCodec = {
  provider: 'wistia',
  domains: ['wistia.com', 'wistia.net', 'wi.st'],
  parse,
  build,
};
