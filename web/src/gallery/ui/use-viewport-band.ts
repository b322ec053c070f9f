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
  /**
   * The viewport is being flung: it moved more than a screen at each of two measures running, and
   * has not moved that fast for FLING_SETTLE_MS since. No item drawn in one frame of a fling is
   * still on screen in the next. (One jump, a link or a key, is not a fling.)
   */
  flinging: boolean;
}

/** How long the viewport must move less than a screen per frame for a fling to end. */
export const FLING_SETTLE_MS = 150;

function sameBands(a: ViewportBands | null, b: ViewportBands): boolean {
  return (
    a !== null &&
    a.full.top === b.full.top &&
    a.full.bottom === b.full.bottom &&
    a.flinging === b.flinging
  );
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
    let lastTop: number | undefined;
    let lastJumped = false;
    let settle = 0;
    const measure = (settled = false) => {
      const viewport = viewportOf(scroller);
      const top = viewport.top - element.getBoundingClientRect().top;
      if (!settled) {
        const jumped = lastTop !== undefined && Math.abs(top - lastTop) > viewport.height;
        if (jumped && (lastJumped || settle !== 0)) {
          clearTimeout(settle);
          settle = window.setTimeout(() => {
            settle = 0;
            measure(true);
          }, FLING_SETTLE_MS);
        }
        lastTop = top;
        lastJumped = jumped;
      }
      const next = {
        full: bandAround(top, viewport.height),
        urgent: bandAround(top, viewport.height, URGENT_SCREENS),
        flinging: settle !== 0,
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
      clearTimeout(settle);
      scroller.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [gallery, scrollingElement, remeasure]);

  return bands;
}
