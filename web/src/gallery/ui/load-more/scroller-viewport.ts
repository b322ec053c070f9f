// The part of the page the visitor sees through the scrolling element (the window by default):
// where its top is on screen and how tall it is.

export type Scroller = HTMLElement | Window;

export interface ScrollerViewport {
  /** The viewport's top, in the window's coordinates. */
  top: number;
  height: number;
}

export function scrollerViewport(scroller: Scroller): ScrollerViewport {
  if (scroller instanceof Window) return { top: 0, height: scroller.innerHeight };
  const rect = scroller.getBoundingClientRect();
  return { top: rect.top + scroller.clientTop, height: scroller.clientHeight };
}
