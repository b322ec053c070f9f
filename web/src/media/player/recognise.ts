// Which player plays a media address (spec/000 §5). The viewer's player registry asks this once
// per address and loads only the player named.

import { parseHttpUrl } from '../http-url.ts';
import { parseTimeParam } from '../time-param.ts';
import { parseVideoUrl } from '../video-link/parse.ts';
import { type FileType, fileTypeOf } from './file-types.ts';
import { SERVICE_RULES, type ServicePlayer } from './services.ts';

export type PlayerName = ServicePlayer | 'file';

export interface PlayerMatch {
  readonly player: PlayerName;
  /** The address to give the player: absolute, https when it came without a scheme. */
  readonly url: string;
  /** For the file player: plain audio or video, or an HLS (m3u8) or DASH (mpd) stream. */
  readonly fileType?: FileType;
  /** Where to start and stop playing, in seconds, from the address's start, t or end value. */
  readonly start?: number;
  readonly end?: number;
}

/**
 * The start and end times an address asks for (spec/000 §5: h, m and s units or plain seconds),
 * from `start` or `t` in the query or `t` in the fragment, and `end` in the query.
 */
export function playbackTimes(url: URL): { start?: number; end?: number } {
  const query = url.searchParams;
  const fragment = new URLSearchParams(url.hash.slice(1));
  const start = parseTimeParam(query.get('start') ?? query.get('t') ?? fragment.get('t'));
  const end = parseTimeParam(query.get('end'));
  return { ...(start === null ? {} : { start }), ...(end === null ? {} : { end }) };
}

/** The player for a media address, or null when none plays it (or it is not http(s)). */
export function recognisePlayerUrl(link: unknown): PlayerMatch | null {
  const url = parseHttpUrl(link);
  if (url === null) return null;
  const parsed = parseVideoUrl(url);
  for (const rule of SERVICE_RULES) {
    const byParser =
      parsed !== null &&
      parsed.provider === rule.provider &&
      (rule.mediaTypes ?? []).includes(parsed.mediaType);
    if (byParser || rule.alsoPlays?.(url))
      return { player: rule.player, url: url.href, ...playbackTimes(url) };
  }
  // The second video service's external file links (vimeo.com/external/ID.hd.mp4) land here.
  const fileType = fileTypeOf(url);
  return fileType === null
    ? null
    : { player: 'file', url: url.href, fileType, ...playbackTimes(url) };
}
