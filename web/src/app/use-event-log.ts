// The demo's record of the gallery's events (spec/001 §4): each with its payload as JSON, the
// newest first, the oldest dropped beyond EVENT_LOG_LIMIT.

import { useCallback, useRef, useState } from 'react';

/** How many events the log keeps. */
export const EVENT_LOG_LIMIT = 60;

/** Payloads longer than this are cut, so one event never fills the panel. */
const PAYLOAD_CHARS = 160;

export interface LoggedEvent {
  /** Counts every event since the page opened, so each entry has its own key. */
  seq: number;
  name: string;
  payload: string;
}

function describe(data: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(data) ?? String(data);
  } catch {
    text = String(data);
  }
  return text.length > PAYLOAD_CHARS ? `${text.slice(0, PAYLOAD_CHARS - 1)}…` : text;
}

export interface EventLog {
  entries: readonly LoggedEvent[];
  record(name: string, data: unknown): void;
  clear(): void;
}

export function useEventLog(): EventLog {
  const [entries, setEntries] = useState<readonly LoggedEvent[]>([]);
  const seq = useRef(0);
  const record = useCallback((name: string, data: unknown) => {
    seq.current += 1;
    const entry = { seq: seq.current, name, payload: describe(data) };
    setEntries((earlier) => [entry, ...earlier.slice(0, EVENT_LOG_LIMIT - 1)]);
  }, []);
  const clear = useCallback(() => setEntries([]), []);
  return { entries, record, clear };
}
