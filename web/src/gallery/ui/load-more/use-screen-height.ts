// The height of the scrolling element's viewport (the window's by default), kept up to date as
// the window resizes. Measured before the first paint.

import { useLayoutEffect, useState } from 'react';
import { type Scroller, scrollerViewport } from './scroller-viewport.ts';

export function useScreenHeight(scrollingElement: Scroller | null | undefined): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const scroller = scrollingElement ?? window;
    const measure = () => setHeight(scrollerViewport(scroller).height);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [scrollingElement]);
  return height;
}
