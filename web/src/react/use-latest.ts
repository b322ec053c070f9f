// A ref that holds the latest value a component rendered with, once that render is committed:
// for callbacks that must stay the same function yet call what the host gave last.

import { type RefObject, useLayoutEffect, useRef } from 'react';

export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
