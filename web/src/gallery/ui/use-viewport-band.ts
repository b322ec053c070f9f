// The bands of the gallery around the viewport, in the gallery's own coordinates, kept up to date
// as the page (or the host's `scrollingElement`) scrolls or resizes: the 10 screens either side
// that virtualization keeps (spec/002 §9), and the one screen either side that must be drawn in
// the frame that scrolled. Measured before the first paint, so the first frame already holds the
// items on screen.

import { type RefObject, useLayoutEffect, useState } from 'react';
import { type Band, bandAround, URGENT_SCREENS } from './virtual-window.ts';

export type ScrollingElement = HTMLElement | Window;

function viewportOf(scroller: ScrollingElement): { top: number; height: number } {
  if (scroller instanceof Window) return { top: 0, height: scroller.innerHeight };
  const rect = scroller.getBoundingClientRect();
  return { top: rect.top + scroller.clientTop, height: scroller.clientHeight };
}

export interface ViewportBands {
  /** The items virtualization keeps: 10 screens either side of the viewport. */
  full: Band;
  /** The items drawn at once when the viewport moves: one screen either side. */
  urgent: Band;
}

function sameBands(a: ViewportBands | null, b: ViewportBands): boolean {
  return a !== null && a.full.top === b.full.top && a.full.bottom === b.full.bottom;
}

/** null until measured. `remeasure` changes when the gallery may have moved on the page. */
export function useViewportBand(
  gallery: RefObject<HTMLElement | null>,
  scrollingElement: ScrollingElement | null | undefined,
  remeasure: unknown,
): ViewportBands | null {
  const [bands, setBands] = useState<ViewportBands | null>(null);

  useLayoutEffect(() => {
    const element = gallery.current;
    if (element === null) return;
    const scroller = scrollingElement ?? window;
    const measure = () => {
      const viewport = viewportOf(scroller);
      const top = viewport.top - element.getBoundingClientRect().top;
      const next = {
        full: bandAround(top, viewport.height),
        urgent: bandAround(top, viewport.height, URGENT_SCREENS),
      };
      setBands((current) => (sameBands(current, next) ? current : next));
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

  return bands;
}
