// The height of the scrolling element's viewport (the window's by default), kept up to date as
// the window or the scrolling element resizes. Measured before the first paint.

import { useLayoutEffect, useState } from 'react';
import { type Scroller, scrollerViewport } from './scroller-viewport.ts';

export function useScreenHeight(scrollingElement: Scroller | null | undefined): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const scroller = scrollingElement ?? window;
    const measure = () => setHeight(scrollerViewport(scroller).height);
    measure();
    window.addEventListener('resize', measure);
    const observer = scroller instanceof Window ? null : new ResizeObserver(measure);
    if (scroller instanceof HTMLElement) observer?.observe(scroller);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [scrollingElement]);
  return height;
}
