// When auto-slide runs and how far continuous scrolling moves (spec/002 §4 "Auto-slide", §9),
// free of the DOM. Auto-slide is blocked while the gallery is out of view, paused by the visitor,
// focused by keyboard (accessible mode), hovered when pause-on-hover is set, right after the
// visitor's own scroll, or — for continuous scrolling — where the gallery cannot scroll (a
// blockScroll, FADE or DECK gallery) or the visitor asked for reduced motion.

import type { AutoSlideBehaviour } from './auto-slide-settings.ts';

/** The auto-slide interval step (spec/002 §9): a visitor's scroll holds auto-slide this long. */
export const USER_SCROLL_HOLD_MS = 800;

/** Counter widths (spec/002 §9): by the number of digits of the total. */
export function counterWidth(total: number): number {
  if (total < 10) return 26;
  if (total < 100) return 43;
  if (total < 1000) return 60;
  return 76;
}

export interface AutoSlideState {
  inView: boolean;
  /** The visitor paused it with the play/pause button. */
  paused: boolean;
  /** Keyboard focus is inside the gallery (other than on the play/pause button). */
  keyboardFocused: boolean;
  hovered: boolean;
  /** The visitor scrolled the gallery less than USER_SCROLL_HOLD_MS ago. */
  userScrolling: boolean;
}

export interface AutoSlideConditions {
  behaviour: AutoSlideBehaviour;
  pauseOnHover: boolean;
  /** The gallery cannot scroll (blockScroll, FADE, DECK). */
  scrollBlocked: boolean;
  reducedMotion: boolean;
}

export type BlockReason =
  | 'OFF'
  | 'OUT_OF_VIEW'
  | 'PAUSED'
  | 'FOCUSED'
  | 'HOVERED'
  | 'USER_SCROLL'
  | 'SCROLL_BLOCKED'
  | 'REDUCED_MOTION';

/** Why auto-slide does not run now, or null when it runs. */
export function blockReason(state: AutoSlideState, when: AutoSlideConditions): BlockReason | null {
  if (when.behaviour === 'OFF') return 'OFF';
  const continuous = when.behaviour === 'CONTINUOUS';
  if (continuous && when.reducedMotion) return 'REDUCED_MOTION';
  if (continuous && when.scrollBlocked) return 'SCROLL_BLOCKED';
  if (!state.inView) return 'OUT_OF_VIEW';
  if (state.paused) return 'PAUSED';
  if (state.keyboardFocused) return 'FOCUSED';
  if (state.hovered && when.pauseOnHover) return 'HOVERED';
  if (state.userScrolling) return 'USER_SCROLL';
  return null;
}

export interface ContinuousTrack {
  /** The furthest offset the scroller reaches. */
  maxOffset: number;
  /** The width of one copy of the items when a looping gallery holds several, else 0. */
  copyWidth: number;
}

/** The offset continuous scrolling reaches from `offset` after `elapsedMs` at `speed` px/s:
 *  past the end it wraps — back one copy when the gallery loops over copies (the same picture
 *  stands there), to the start otherwise (auto-slide wraps around the items, spec/002 §4). */
export function continuousOffset(
  offset: number,
  elapsedMs: number,
  speed: number,
  track: ContinuousTrack,
): number {
  const next = offset + (speed * Math.max(0, elapsedMs)) / 1000;
  if (next < track.maxOffset) return next;
  if (track.copyWidth > 0 && next - track.copyWidth >= 0) return next - track.copyWidth;
  return 0;
}
