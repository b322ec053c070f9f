// What every player takes and reports (spec/000 §5 "Media-player load": not ready, ready, playing,
// paused, ended; loop restarts; player errors go to an error callback). Props in, callbacks out:
// the gallery's video item and the viewer's VIDEO node drive the same players.

import type { PlayerMatch } from '../player/recognise.ts';

export interface PlaybackSettings {
  /** Start over at the end. */
  loop: boolean;
  /** Show the player's own controls. */
  controls: boolean;
  /** Play without sound (browsers let only muted media start without a gesture). */
  muted: boolean;
  /** 0 to 1. */
  volume: number;
  /** 1 is normal speed. */
  playbackRate: number;
}

export interface PlayerCallbacks {
  /** The player has loaded and can take play and pause (spec/000 §4: not ready to ready). */
  onReady?: () => void;
  onPlay?: () => void;
  onPause?: () => void;
  onEnded?: () => void;
  onError?: (message: string) => void;
}

export interface PlayerProps extends PlaybackSettings, PlayerCallbacks {
  /** What plays, as `recognisePlayerUrl` found it. */
  match: PlayerMatch;
  /** Whether it should be playing now; the player follows this and reports what happens. */
  playing: boolean;
  /** The accessible name of the player (a frame's title, a video's label). */
  title: string;
  /** The picture a file player shows before it plays. */
  poster?: string;
  /** A file player offers no download, in its controls or its context menu. */
  disableDownload?: boolean;
  className?: string;
}
