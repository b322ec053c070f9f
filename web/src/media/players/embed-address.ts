// The address of a service's embedded player (spec/000 §5), with the playback settings the
// service reads from it. The base address comes from the video-link builder where it has one; the
// result is always an https address on the service's own player host.

import { parseHttpUrl } from '../http-url.ts';
import type { PlayerMatch } from '../player/recognise.ts';
import {
  mixcloudMixOf,
  type ServicePlayer,
  vimeoEventOf,
  youTubeUserOf,
} from '../player/services.ts';
import { buildVideoUrl } from '../video-link/build.ts';
import { parseVideoLink } from '../video-link/parse.ts';
import type { PlaybackSettings } from './types.ts';

export interface EmbedContext {
  /** The embedding page's origin and host name (YouTube's `origin`, Twitch's `parent`). */
  origin: string;
  hostname: string;
}

type Settings = Pick<PlaybackSettings, 'loop' | 'controls' | 'muted'>;
type Query = Record<string, string | undefined>;

const flag = (on: boolean) => (on ? '1' : '0');

/** The parsed link's embed address, or null. */
function builtEmbed(url: string): string | null {
  const link = parseVideoLink(url);
  return link === null ? null : buildVideoUrl(link, 'embed');
}

/** Per service: the base address and the query that starts it playing with the settings. */
const EMBEDS: Readonly<
  Record<
    ServicePlayer,
    (match: PlayerMatch, s: Settings, c: EmbedContext) => [string | null, Query]
  >
> = {
  youtube: (match, s, c) => {
    const link = parseVideoLink(match.url);
    const single = link?.mediaType === 'video' && link.list === undefined ? link.id : undefined;
    return [
      builtEmbed(match.url) ?? youTubeUploadsEmbed(match.url),
      {
        autoplay: '1',
        mute: flag(s.muted),
        controls: flag(s.controls),
        loop: flag(s.loop),
        // A single video loops only as a playlist of itself.
        playlist: s.loop ? single : undefined,
        playsinline: '1',
        enablejsapi: '1',
        origin: c.origin,
      },
    ];
  },
  vimeo: (match, s) => [
    builtEmbed(match.url) ?? vimeoEventEmbed(match.url),
    {
      autoplay: '1',
      muted: flag(s.muted),
      loop: flag(s.loop),
      controls: flag(s.controls),
      playsinline: '1',
    },
  ],
  dailymotion: (match, s) => [
    builtEmbed(match.url),
    { autoplay: '1', mute: flag(s.muted), controls: flag(s.controls) },
  ],
  twitch: (match, s, c) => [
    builtEmbed(match.url),
    { parent: c.hostname, autoplay: 'true', muted: String(s.muted) },
  ],
  wistia: (match, s) => [
    builtEmbed(match.url),
    {
      autoPlay: 'true',
      muted: String(s.muted),
      endVideoBehavior: s.loop ? 'loop' : 'default',
      controlsVisibleOnLoad: String(s.controls),
    },
  ],
  streamable: (match, s) => [
    builtEmbed(match.url),
    { autoplay: '1', muted: flag(s.muted), loop: flag(s.loop) },
  ],
  // The widgets take any of the service's page addresses, so short links and user pages play too.
  soundcloud: (match) => [
    builtEmbed(match.url) ?? withQuery('https://w.soundcloud.com/player/', { url: match.url }),
    { auto_play: 'true' },
  ],
  facebook: (match, s) => [
    builtEmbed(match.url) ??
      withQuery('https://www.facebook.com/plugins/video.php', { href: match.url }),
    { autoplay: 'true', mute: flag(s.muted) },
  ],
  mixcloud: (match) => [mixcloudWidget(match.url), { autoplay: '1' }],
};

function withQuery(base: string, query: Query): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.href;
}

/** The widget for a mix: its feed is the mix's path, /USER/MIX/. */
function mixcloudWidget(address: string): string | null {
  const url = parseHttpUrl(address);
  const mix = url === null ? null : mixcloudMixOf(url);
  if (mix === null) return null;
  return withQuery('https://player-widget.mixcloud.com/widget/iframe/', {
    feed: `/${mix.join('/')}/`,
  });
}

/** A YouTube user's uploads, played as a list. */
function youTubeUploadsEmbed(address: string): string | null {
  const url = parseHttpUrl(address);
  const user = url === null ? null : youTubeUserOf(url);
  if (user === null) return null;
  return withQuery('https://www.youtube.com/embed', { listType: 'user_uploads', list: user });
}

/** A Vimeo live event's own player. */
function vimeoEventEmbed(address: string): string | null {
  const url = parseHttpUrl(address);
  const event = url === null ? null : vimeoEventOf(url);
  return event === null ? null : `https://vimeo.com/event/${event}/embed`;
}

/** The service's embed address for a recognised link, or null when none can be built. */
export function embedAddress(
  match: PlayerMatch,
  settings: Settings,
  context: EmbedContext,
): string | null {
  if (match.player === 'file') return null;
  const [base, query] = EMBEDS[match.player](match, settings, context);
  if (base === null) return null;
  const address = parseHttpUrl(withQuery(base, query));
  return address !== null && address.protocol === 'https:' ? address.href : null;
}
