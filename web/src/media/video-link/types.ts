// The parsed video link of spec/001 §3: provider, mediaType, id, params, and for some providers
// channel, list and pageId.

export const VIDEO_PROVIDERS = [
  'youtube',
  'vimeo',
  'dailymotion',
  'twitch',
  'wistia',
  'soundcloud',
  'facebook',
  'tiktok',
  'loom',
  'ted',
  'coub',
  'youku',
  'streamable',
] as const;

export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** What the link points at: one video, a list of them, a live channel, a clip or an audio track. */
export type MediaType = 'video' | 'playlist' | 'stream' | 'clip' | 'track';

/** Query values as strings; `start` and `end` as whole seconds. */
export type VideoParams = Record<string, string | number>;

export interface VideoLink {
  readonly provider: VideoProvider;
  readonly mediaType: MediaType;
  /** Absent only for a provider's channel or playlist that has no id of its own. */
  readonly id?: string;
  readonly params: VideoParams;
  /** The channel, user or account the media belongs to (Twitch, TikTok, SoundCloud, Vimeo, Wistia). */
  readonly channel?: string;
  /** A YouTube playlist id. */
  readonly list?: string;
  /** The Facebook page that posted the video. */
  readonly pageId?: string;
}

/** The two canonical addresses a link rebuilds to: the page to watch it on, and the player to embed. */
export type LinkForm = 'watch' | 'embed';

/** One provider: reads its own links, rebuilds its canonical ones. */
export interface ProviderCodec {
  readonly provider: VideoProvider;
  /** The provider's domains; a link's host must be one of them or a subdomain. */
  readonly domains: readonly string[];
  /** The link's parsed form, or null when the address is the provider's but not a media link. */
  parse(url: URL): VideoLink | null;
  /** The canonical address, or null when the link lacks what the form needs or holds invalid ids. */
  build(link: VideoLink, form: LinkForm): string | null;
}
