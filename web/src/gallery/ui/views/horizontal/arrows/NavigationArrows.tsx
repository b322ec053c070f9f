// The previous and next arrows (spec/002 §4-5): buttons named 'Previous Item' and 'Next Item',
// the previous one at the gallery's start side (left, right to left on the right), hidden at the
// first slide, the next one hidden at the last, unless the gallery loops. Drawn in the type,
// container, size and colour the options give.

import type { CSSProperties } from 'react';
import type { HorizontalSettings } from '../horizontal-settings.ts';
import { NEXT_ITEM_LABEL, PREVIOUS_ITEM_LABEL } from '../labels.ts';
import type { ArrowPlacement } from './arrow-placement.ts';
import { ARROW_SHAPES } from './arrow-shapes.tsx';
import styles from './Arrows.module.css';

export interface NavigationArrowsProps {
  settings: HorizontalSettings;
  placement: ArrowPlacement;
  showPrevious: boolean;
  showNext: boolean;
  onPrevious(): void;
  onNext(): void;
  /** The id of the slides' container the arrows move. */
  controls: string;
}

export function NavigationArrows(props: NavigationArrowsProps) {
  const { placement, showPrevious, showNext } = props;
  if (!placement.show) return null;
  return (
    <>
      {showPrevious && <Arrow {...props} next={false} />}
      {showNext && <Arrow {...props} next />}
    </>
  );
}

function Arrow({
  settings,
  placement,
  onPrevious,
  onNext,
  controls,
  next,
}: NavigationArrowsProps & { next: boolean }) {
  const { arrows, rightToLeft } = settings;
  const container = arrows.container;
  const style: CSSProperties = {
    top: placement.top,
    width: placement.box,
    height: placement.box,
    color: arrows.color,
    [next ? 'insetInlineEnd' : 'insetInlineStart']: placement.inset,
  };
  if (container === 'BOX') {
    if (arrows.backgroundColor !== '') style.background = arrows.backgroundColor;
    if (arrows.borderRadius >= 0) style.borderRadius = arrows.borderRadius;
  }
  // Drawn pointing right: the previous arrow points to the start, the next to the end.
  const mirrored = next === rightToLeft;
  const className = [
    styles.arrow,
    container === 'BOX' ? styles.box : container === 'SHADOW' ? styles.shadow : '',
    mirrored ? styles.mirrored : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={className}
      style={style}
      aria-label={next ? NEXT_ITEM_LABEL : PREVIOUS_ITEM_LABEL}
      aria-controls={controls}
      data-arrow={next ? 'next' : 'previous'}
      data-arrow-type={arrows.type}
      onClick={(event) => {
        event.stopPropagation();
        if (next) onNext();
        else onPrevious();
      }}
    >
      <svg
        viewBox="0 0 24 24"
        width={arrows.size}
        height={arrows.size}
        aria-hidden="true"
        focusable="false"
      >
        {ARROW_SHAPES[arrows.type]}
      </svg>
    </button>
  );
}
