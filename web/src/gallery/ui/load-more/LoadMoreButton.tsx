// The 'Load More' button below a gallery cut at its container's height (spec/002 §2, §4): a real
// button, in the tab order after the gallery's items, named by its text.

import type { CleanFont } from '../../model/options/load-more-font.ts';
import styles from './LoadMoreButton.module.css';
import { SHOW_MORE_HEIGHT_ADJUSTMENT } from './load-more-rules.ts';

export interface LoadMoreButtonProps {
  /** The button's text, from the options. */
  text: string;
  /** The button's font from the options, when they give one. */
  font?: CleanFont;
  onClick(): void;
}

export function LoadMoreButton({ text, font, onClick }: LoadMoreButtonProps) {
  return (
    <div
      className={styles.area}
      style={{ height: SHOW_MORE_HEIGHT_ADJUSTMENT }}
      data-tessera-load-more=""
    >
      <button
        type="button"
        className={styles.button}
        style={font && { font: font.value, textDecoration: font.textDecoration }}
        onClick={onClick}
      >
        {text}
      </button>
    </div>
  );
}
