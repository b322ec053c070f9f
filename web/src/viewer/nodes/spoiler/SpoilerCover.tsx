// The cover of an enabled block spoiler (spec/000 §4 "Block spoiler", §5, §9 "Spoiler"): the media
// blurred and inert under an overlay with the description (at most 70 characters) and the reveal
// button; revealing is for good, focus moves to what was uncovered, and the host's listener
// (services.onSpoilerReveal) hears of it. The form follows the block's size (spoiler-size.ts);
// before it is measured (server HTML) it is the medium, full form. Loaded on demand.

import { useEffect, useRef, useState } from 'react';
import { useViewer } from '../../context.ts';
import { BLUR_PIXELS, UNMEASURED_FORM, watchSpoilerForm } from './spoiler-size.ts';
import type { SpoilerCoverProps } from './spoiler-props.ts';
import styles from './BlockSpoiler.module.css';

/** The reveal button's text by the kind of media hidden (spec/000 §9 "English strings"). */
const REVEAL_KEYS = {
  image: 'Spoiler_Reveal_Image',
  gallery: 'Spoiler_Reveal_Gallery',
  video: 'Spoiler_Reveal_Video',
} as const;

/** spec/000 §5: the spoiler description is limited to 70 characters. */
export const SPOILER_DESCRIPTION_LIMIT = 70;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function SpoilerCover({ spoiler, kind, nodeId, children }: SpoilerCoverProps) {
  const { t, services } = useViewer();
  const [revealed, setRevealed] = useState(false);
  const [form, setForm] = useState(UNMEASURED_FORM);
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!revealed && box.current) return watchSpoilerForm(box.current, setForm);
  }, [revealed]);

  const label =
    text(spoiler.buttonContent) ||
    text(spoiler.buttonText) ||
    t(kind ? REVEAL_KEYS[kind] : 'Spoiler_Click_To_Reveal');
  const description = Array.from(text(spoiler.description))
    .slice(0, SPOILER_DESCRIPTION_LIMIT)
    .join('')
    .trim();
  const { iconOnly, blur } = form;
  const reveal = () => {
    setRevealed(true);
    // The button goes away: focus moves to what it uncovered.
    queueMicrotask(() => content.current?.focus());
    services.onSpoilerReveal?.({ kind, nodeId });
  };
  return (
    <div
      ref={box}
      className={styles.spoiler}
      data-spoiler={revealed ? 'revealed' : 'hidden'}
      data-blur={revealed ? undefined : blur}
    >
      <div
        ref={content}
        tabIndex={-1}
        className={styles.content}
        inert={!revealed}
        aria-hidden={revealed ? undefined : true}
        style={revealed ? undefined : { filter: `blur(${BLUR_PIXELS[blur]}px)` }}
      >
        {children}
      </div>
      {!revealed && (
        <div className={styles.overlay} data-icon-only={iconOnly || undefined}>
          {!iconOnly && description && <p className={styles.description}>{description}</p>}
          <button
            type="button"
            className={styles.button}
            onClick={reveal}
            aria-label={iconOnly ? label : undefined}
            title={iconOnly ? description || label : undefined}
          >
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zm10-3a3 3 0 100 6 3 3 0 000-6zM3 3l18 18" />
            </svg>
            {!iconOnly && label}
          </button>
        </div>
      )}
    </div>
  );
}
