// The demo's event log panel: the gallery's events with their payloads, the newest first.

import { useId } from 'react';
import styles from './GalleryPage.module.css';
import type { EventLog as Log } from './use-event-log.ts';

export function EventLog({ entries, clear }: Pick<Log, 'entries' | 'clear'>) {
  const headingId = useId();
  return (
    <section className={styles.log} aria-labelledby={headingId}>
      <div className={styles.logHeader}>
        <h2 id={headingId}>Events</h2>
        <button type="button" onClick={clear} disabled={entries.length === 0}>
          Clear
        </button>
      </div>
      {entries.length === 0 ? (
        <p className={styles.logEmpty}>Hover, click, focus or scroll the gallery.</p>
      ) : (
        <ol className={styles.logEntries} data-testid="event-log">
          {entries.map((entry) => (
            <li key={entry.seq}>
              <code className={styles.logName}>{entry.name}</code>{' '}
              <code className={styles.logPayload}>{entry.payload}</code>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
