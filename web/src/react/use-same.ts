// Props that hosts often write inline (theme={{ palette: 'dark' }}, options={{ ... }}) keep their
// first identity while their content is the same, so a component does not redo its work (or
// repeat its logs, or lay a gallery out again) on every render of its parent. The value held is
// state, replaced during render when a different one comes (react.dev, "Storing information from
// previous renders"): no ref is read or written while rendering.

import { useState } from 'react';

/** The previous value while the new one serialises the same (plain data: themes, options). */
export function useSameData<T>(value: T): T {
  const key = JSON.stringify(value) ?? 'undefined';
  const [held, setHeld] = useState({ value, key });
  if (held.key === key) return held.value;
  setHeld({ value, key });
  return value;
}

function sameEntries(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  const entries = Object.entries(b);
  return (
    Object.keys(a).length === entries.length &&
    entries.every(([key, entry]) => (a as Record<string, unknown>)[key] === entry)
  );
}

/** The previous map while it has the same keys holding the same values (renderer maps). */
export function useSameEntries<T extends object | undefined>(value: T): T {
  const [held, setHeld] = useState({ value });
  if (sameEntries(held.value, value)) return held.value;
  setHeld({ value });
  return value;
}
