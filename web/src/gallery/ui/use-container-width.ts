// The width the gallery lays out at. A host that gives the container's size (the `container`
// prop) is taken at its word and nothing is measured. Otherwise the element is measured once at
// mount, then through a ResizeObserver once it has stopped resizing for `debounceMs`. The
// observer never changes state inside its own callback, so drawing a new layout (which changes
// the element's height) cannot start a resize loop.

import { type RefObject, useLayoutEffect } from 'react';
import { RESIZE_DEBOUNCE_MS } from './constants.ts';

export function useContainerWidth(
  ref: RefObject<HTMLElement | null>,
  onWidth: (width: number) => void,
  givenWidth?: number,
  debounceMs: number = RESIZE_DEBOUNCE_MS,
): void {
  useLayoutEffect(() => {
    if (givenWidth !== undefined) {
      onWidth(givenWidth);
      return;
    }
    const element = ref.current;
    if (element === null) return;
    onWidth(element.getBoundingClientRect().width);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver((entries) => {
      const width = entries[entries.length - 1].contentRect.width;
      clearTimeout(timer);
      timer = setTimeout(() => onWidth(width), debounceMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, onWidth, givenWidth, debounceMs]);
}
