// YouTube: watch, youtu.be short, embed, shorts, live and nocookie links; playlists.
// Video ids are 11 characters (spec/001 §5).

import { hostOf, isHostOf, pathSegments } from '../../http-url.ts';
import { endOf, isMatch, startOf, videoLink } from '../link-parts.ts';
import { readParams, withQuery } from '../params.ts';
import type { LinkForm, ProviderCodec, VideoLink } from '../types.ts';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const LIST_ID = /^[A-Za-z0-9_-]{2,64}$/;
/** Path prefixes followed by the video id: /embed/ID, /shorts/ID, /live/ID and older forms. */
const ID_AFTER = new Set(['embed', 'shorts', 'live', 'v', 'e', 'watch']);

function parse(url: URL): VideoLink | null {
  const segments = pathSegments(url);
  const list = url.searchParams.get('list') ?? undefined;
  const validList = isMatch(LIST_ID, list) ? list : undefined;
  let id: string | undefined;
  if (isHostOf(hostOf(url), 'youtu.be')) {
    id = segments.length === 1 ? segments[0] : undefined;
  } else if (segments.length === 1 && segments[0] === 'watch') {
    id = url.searchParams.get('v') ?? undefined;
  } else if (segments.length === 2 && ID_AFTER.has(segments[0]) && segments[1] !== 'videoseries') {
    id = segments[1];
  } else if (isPlaylistPath(segments) && validList) {
    return videoLink({
      provider: 'youtube',
      mediaType: 'playlist',
      params: readParams(url, { consumed: ['list'] }),
      list: validList,
    });
  }
  if (!isMatch(VIDEO_ID, id)) return null;
  const params = readParams(url, {
    consumed: ['v', 'list'],
    start: ['t', 'start'],
    end: ['end'],
    fragmentStart: true,
  });
  return videoLink({ provider: 'youtube', mediaType: 'video', id, params, list: validList });
}

function isPlaylistPath(segments: readonly string[]): boolean {
  const path = segments.join('/');
  return path === 'playlist' || path === 'embed/videoseries';
}

function build(link: VideoLink, form: LinkForm): string | null {
  const list = isMatch(LIST_ID, link.list) ? link.list : undefined;
  if (link.mediaType === 'playlist') {
    if (!list) return null;
    return form === 'watch'
      ? withQuery('https://www.youtube.com/playlist', { list })
      : withQuery('https://www.youtube.com/embed/videoseries', { list });
  }
  if (link.mediaType !== 'video' || !isMatch(VIDEO_ID, link.id)) return null;
  if (form === 'watch')
    return withQuery('https://www.youtube.com/watch', { v: link.id, list, t: startOf(link) });
  return withQuery(`https://www.youtube.com/embed/${link.id}`, {
    list,
    start: startOf(link),
    end: endOf(link),
  });
}

export const youtube: ProviderCodec = {
  provider: 'youtube',
  domains: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'],
  parse,
  build,
};
