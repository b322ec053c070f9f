// The toasts of spec/000 §8 for a vote that failed. The alert region is always there, so a
// screen reader announces the message when it appears.

import { useViewer } from '../../context.ts';
import styles from './Poll.module.css';
import type { PollToast as Kind } from './use-poll-voting.ts';

/** spec/000 §8 "Toasts for polls", by what went wrong. */
const TOAST_KEYS: Readonly<Record<Kind, string>> = {
  offline: 'Poll_Toast_No_Internet',
  server: 'Poll_Toast_Server_Error',
};

export function PollToast({ kind, onClose }: { kind: Kind | undefined; onClose(): void }) {
  const { t } = useViewer();
  return (
    <div role="alert">
      {kind && (
        <div className={styles.toast}>
          <span>{t(TOAST_KEYS[kind])}</span>
          <button type="button" onClick={onClose} aria-label={t('Viewer_Close')}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
