// The slideshow info under a SLIDESHOW (spec/002 §2, §4-5, §9): the play/pause button — the
// carousel's rotation control, first in the tab order (WAI-ARIA APG carousel), toggled by a
// click, Space or Enter — and the counter "current/total", as wide as the total's digits need,
// both aligned left, centre or right.

import type { KeyboardEvent } from 'react';
import { counterWidth } from '../autoslide/auto-slide-rules.ts';
import type { ButtonsAlignment } from '../autoslide/auto-slide-settings.ts';
import { AUTO_SLIDE_TOGGLE_ATTRIBUTE } from '../autoslide/use-auto-slide.ts';
import { AUTO_PLAY_TITLE } from './labels.ts';
import styles from './SlideshowInfo.module.css';

/** A full-width gallery's buttons stand this much further in (spec/002 §9). */
const FULL_WIDTH_BUTTON_OFFSET = 50;

export interface SlideshowInfoProps {
  playButton: boolean;
  counter: boolean;
  alignment: ButtonsAlignment;
  /** Whether auto-play is on (the visitor has not paused it). */
  playing: boolean;
  onToggle(): void;
  /** The current item's index and the number of items. */
  current: number;
  total: number;
  /** The gallery is as wide as the window (at least its width minus 10). */
  fullWidth: boolean;
  /** The element the button controls: the slides. */
  controls: string;
}

export function SlideshowInfo({
  playButton,
  counter,
  alignment,
  playing,
  onToggle,
  current,
  total,
  fullWidth,
  controls,
}: SlideshowInfoProps) {
  if (!playButton && !counter) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // The button's own keys (spec/002 §5): the carousel's keys do not move the slides.
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
      onToggle();
    }
  };
  return (
    <div
      className={styles.info}
      data-alignment={alignment}
      style={{ paddingInline: fullWidth ? FULL_WIDTH_BUTTON_OFFSET : undefined }}
    >
      {playButton && (
        <button
          type="button"
          className={styles.toggle}
          title={AUTO_PLAY_TITLE}
          aria-pressed={playing}
          aria-controls={controls}
          onClick={onToggle}
          onKeyDown={onKeyDown}
          {...{ [AUTO_SLIDE_TOGGLE_ATTRIBUTE]: '' }}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
      {counter && (
        <span className={styles.counter} style={{ width: counterWidth(total) }}>
          {`${current + 1}/${total}`}
        </span>
      )}
    </div>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" data-icon="pause">
      <rect x="3" y="2" width="3.5" height="12" />
      <rect x="9.5" y="2" width="3.5" height="12" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" data-icon="play">
      <path d="M4 2 L14 8 L4 14 Z" />
    </svg>
  );
}
