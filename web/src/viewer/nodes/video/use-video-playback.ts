// What a VIDEO node's player does (spec/000 §4 "Media-player load", "Gif or video"): the player
// loads on the first play (a click, or autoplay in view); its state goes not ready → ready →
// playing / paused / ended. With autoplay it plays while in view and pauses when scrolled out,
// until the visitor pauses it, which ends the scroll-driven replay; it starts paused when the
// visitor prefers reduced motion. A new address that comes while the player loads waits for it.

import { useEffect, useRef, useState } from 'react';
import type { PlayerCallbacks } from '../../../media/players/types.ts';

export type PlayerState = 'not-ready' | 'ready' | 'playing' | 'paused' | 'ended';

export interface PlaybackInput {
  url: string;
  autoPlay: boolean;
  loop: boolean;
  inView: boolean;
  reducedMotion: boolean;
}

export interface Playback extends Omit<PlayerCallbacks, 'onError'> {
  /** The address the player has (the latest, unless one came while it loaded). */
  url: string;
  state: PlayerState;
  /** The player is there (it loads on the first play). */
  started: boolean;
  playing: boolean;
  /** Autoplay plays without sound until the visitor plays it. */
  muted: boolean;
  /** The visitor's play or pause (a click, Enter or Space). */
  toggle(): void;
  /** The player failed: it is no longer loading, so a new address is taken at once. */
  onFailed(): void;
}

export function useVideoPlayback({
  url,
  autoPlay,
  loop,
  inView,
  reducedMotion,
}: PlaybackInput): Playback {
  // The visitor's last choice; undefined until they make one.
  const [choice, setChoice] = useState<'play' | 'pause'>();
  const [state, setState] = useState<PlayerState>('not-ready');
  const [started, setStarted] = useState(false);
  const [shownUrl, setShownUrl] = useState(url);
  const [failed, setFailed] = useState(false);

  if (url !== shownUrl && !(started && state === 'not-ready' && !failed)) {
    setShownUrl(url);
    setState('not-ready');
    setFailed(false);
  }

  const scrollDriven = autoPlay && choice !== 'pause';
  const playing = scrollDriven
    ? inView && (choice === 'play' || !reducedMotion)
    : choice === 'play';
  if (playing && !started) setStarted(true);

  // What this component last asked for, so an event it did not ask for reads as the visitor's
  // own use of the player's controls.
  const asked = useRef(playing);
  useEffect(() => {
    asked.current = playing;
  }, [playing]);

  return {
    url: shownUrl,
    state,
    started: started || playing,
    playing,
    muted: choice !== 'play',
    toggle: () => setChoice(playing ? 'pause' : 'play'),
    onFailed: () => setFailed(true),
    onReady: () => setState((now) => (now === 'not-ready' ? 'ready' : now)),
    onPlay: () => {
      setState('playing');
      if (!asked.current) setChoice('play');
    },
    onPause: () => {
      setState((now) => (now === 'ended' ? now : 'paused'));
      if (asked.current) setChoice('pause');
    },
    onEnded: () => {
      setState('ended');
      if (!loop) setChoice('pause');
    },
  };
}
