// The band of the gallery the viewport is in, in the gallery's own coordinates, kept up to date
// as the page (or the host's `scrollingElement`) scrolls or resizes. Measured before the first
// paint, so the first frame already holds the items on screen.

import { type RefObject, useLayoutEffect, useState } from 'react';
import { type Band, bandAround } from './virtual-window.ts';

export type ScrollingElement = HTMLElement | Window;

function viewportOf(scroller: ScrollingElement): { top: number; height: number } {
  if (scroller instanceof Window) return { top: 0, height: scroller.innerHeight };
  const rect = scroller.getBoundingClientRect();
  return { top: rect.top + scroller.clientTop, height: scroller.clientHeight };
}

function sameBand(a: Band | null, b: Band): boolean {
  return a !== null && a.top === b.top && a.bottom === b.bottom;
}

/** null until measured. `remeasure` changes when the gallery may have moved on the page. */
export function useViewportBand(
  gallery: RefObject<HTMLElement | null>,
  scrollingElement: ScrollingElement | null | undefined,
  remeasure: unknown,
): Band | null {
  const [band, setBand] = useState<Band | null>(null);

  useLayoutEffect(() => {
    const element = gallery.current;
    if (element === null) return;
    const scroller = scrollingElement ?? window;
    const measure = () => {
      const viewport = viewportOf(scroller);
      const next = bandAround(viewport.top - element.getBoundingClientRect().top, viewport.height);
      setBand((current) => (sameBand(current, next) ? current : next));
    };
    let frame = 0;
    const onScroll = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
    };
    measure();
    scroller.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [gallery, scrollingElement, remeasure]);

  return band;
}
