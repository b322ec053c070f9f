// The "Expand image" button (spec/000 §2, §9 "English strings"): in the picture's corner, shown on
// hover and on keyboard focus, so the full-screen viewer is reachable without a mouse.

import type { Ref } from 'react';
import { useViewer } from '../../context.ts';
import styles from './Image.module.css';

export function ExpandButton({ ref, onClick }: { ref: Ref<HTMLButtonElement>; onClick(): void }) {
  const { t } = useViewer();
  const label = t('Image_Expand');
  return (
    <button
      ref={ref}
      type="button"
      className={styles.expand}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
      </svg>
    </button>
  );
}
