// Props that consumers often write inline (theme={{ palette: 'dark' }}) keep their first identity
// while their content is the same, so the viewer does not redo its work (or repeat its logs) on
// every render of its parent.

import { useRef } from 'react';

/** The previous value while the new one serialises the same (plain data: themes, link options). */
export function useSameData<T>(value: T): T {
  const held = useRef<{ value: T; key: string } | undefined>(undefined);
  const key = JSON.stringify(value) ?? 'undefined';
  if (!held.current || held.current.key !== key) held.current = { value, key };
  return held.current.value;
}

/** The previous map while it has the same keys holding the same values (renderer maps). */
export function useSameEntries<T extends object | undefined>(value: T): T {
  const held = useRef<T>(value);
  const previous = held.current;
  const same =
    previous === value ||
    (previous !== undefined &&
      value !== undefined &&
      Object.keys(previous).length === Object.keys(value).length &&
      Object.entries(value).every(
        ([key, entry]) => (previous as Record<string, unknown>)[key] === entry,
      ));
  if (!same) held.current = value;
  return held.current;
}
