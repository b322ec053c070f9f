// Facebook: a page's video (/PAGE/videos/ID, with the page as pageId), the watch, video.php and
// reel forms, and the video plugin, whose `href` names the video's address.

import { hostOf, isHostOf, parseHttpUrl, pathSegments } from '../../http-url.ts';
import { isMatch, startOf, videoLink } from '../link-parts.ts';
import { readParams, withQuery } from '../params.ts';
import type { LinkForm, ProviderCodec, VideoLink } from '../types.ts';

const VIDEO_ID = /^\d{1,20}$/;
const PAGE_ID = /^[A-Za-z0-9.-]{1,100}$/;

function find(url: URL): { id: string | undefined; pageId?: string } | null {
  const s = pathSegments(url);
  const path = s.join('/');
  if (path === 'watch' || path === 'watch/live' || path === 'video.php')
    return { id: url.searchParams.get('v') ?? undefined };
  if (s.length === 2 && (s[0] === 'reel' || s[0] === 'videos')) return { id: s[1] };
  // /PAGE/videos/ID and the older /PAGE/videos/vb.PAGE/ID
  if ((s.length === 3 || s.length === 4) && s[1] === 'videos')
    return { id: s[s.length - 1], pageId: s[0] };
  return null;
}

function parse(url: URL): VideoLink | null {
  let page: URL | null = url;
  if (pathSegments(url).join('/') === 'plugins/video.php') {
    page = parseHttpUrl(url.searchParams.get('href'));
    if (
      page === null ||
      !isHostOf(hostOf(page), 'facebook.com') ||
      pathSegments(page)[0] === 'plugins'
    )
      return null;
  }
  const found = find(page);
  if (!found || !isMatch(VIDEO_ID, found.id)) return null;
  if (found.pageId !== undefined && !isMatch(PAGE_ID, found.pageId)) return null;
  const params = readParams(url, { consumed: ['v', 'href'], start: ['t'] });
  return videoLink({
    provider: 'facebook',
    mediaType: 'video',
    id: found.id,
    params,
    pageId: found.pageId,
  });
}

function build(link: VideoLink, form: LinkForm): string | null {
  if (link.mediaType !== 'video' || !isMatch(VIDEO_ID, link.id)) return null;
  const watch = isMatch(PAGE_ID, link.pageId)
    ? `https://www.facebook.com/${link.pageId}/videos/${link.id}/`
    : withQuery('https://www.facebook.com/watch/', { v: link.id });
  if (form === 'watch') return watch;
  return withQuery('https://www.facebook.com/plugins/video.php', { href: watch, t: startOf(link) });
}

export const facebook: ProviderCodec = {
  provider: 'facebook',
  domains: ['facebook.com'],
  parse,
  build,
};
