// What a host may supply to the viewer's media renderers (spec/000 §7 "The calls it makes"): the
// viewer makes no network call of its own for these when the host gives none. One field per
// service; each renderer reads its own through useViewer().services.

import type { CreateMediaUrl } from '../gallery/ui/items/create-media-url.ts';
import type { MapTileSource } from './nodes/map/map-tiles.ts';
import type { PollService } from './nodes/poll/poll-service.ts';

export interface ViewerServices {
  /** spec/000 §7: a media address's embed metadata (its thumbnail_url), for a video without a
   *  thumbnail. */
  readonly oEmbed?: (url: string, signal: AbortSignal) => Promise<OEmbedResult | null | undefined>;
  /** spec/000 §3 "Audio data", §4, §8: what the audio player reports back, and custom sources. */
  readonly audio?: AudioServices;
  /** What the link-preview popover shows of a text link's page (none: the address only). */
  readonly linkPreview?: (url: string) => Promise<LinkPreviewMetadata | undefined>;
  /** Results and votes of POLL nodes; without it polls are read-only. */
  readonly poll?: PollService;
  /** Tiles for MAP nodes; without them a map shows its place as text. */
  readonly mapTiles?: MapTileSource;
  /** spec/002 §7: the host's addresses for gallery images (its own media host); the image engine's otherwise. */
  readonly galleryMediaUrl?: CreateMediaUrl;
}

/** The part of an oEmbed answer the viewer reads. */
export interface OEmbedResult {
  readonly thumbnail_url?: unknown;
}

export interface AudioServices {
  /** The duration in seconds, once playback has loaded it (the host saves it into audioData). */
  readonly onDuration?: (nodeId: string | undefined, seconds: number) => void;
  /** Playback reached the end. */
  readonly onPlaybackCompleted?: (nodeId: string | undefined) => void;
  /** The address of a custom audio source (audio.src.custom). */
  readonly customSourceUrl?: (custom: string) => string | undefined;
}

export interface LinkPreviewMetadata {
  title?: string;
  description?: string;
  thumbnailUrl?: string;
}

export const NO_SERVICES: ViewerServices = {};
