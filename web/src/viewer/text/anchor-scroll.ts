// Smooth scrolling to an in-page anchor (spec/000 §2): the target lands just below whatever the
// site keeps fixed or sticky at the top, and the anchor is written to the address hash. Touches
// the DOM only when called.

import type { AnchorScrollSettings, ElementLocator } from './settings.ts';

function locate(locator: ElementLocator | undefined): Element | null {
  if (locator === undefined) return null;
  if (typeof locator === 'function') return locator();
  try {
    return document.querySelector(locator);
  } catch {
    return null; // an invalid selector names nothing
  }
}

/** Where an element will cover the top of the viewport once the page has scrolled: the bottom
 *  edge of a fixed bar at the top, or of a sticky bar at its sticking offset; 0 otherwise. */
function coveredHeight(element: Element): number {
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  if (style.display === 'none' || box.height === 0) return 0;
  if (style.position === 'fixed')
    return box.top < window.innerHeight / 2 ? Math.max(0, box.bottom) : 0;
  if (style.position === 'sticky') {
    const stickTop = Number.parseFloat(style.top);
    return Number.isFinite(stickTop) ? stickTop + box.height : 0;
  }
  return 0;
}

/** Pixels at the top of the viewport hidden by the site's header, ads bar and toolbar. */
export function topOffset(settings: AnchorScrollSettings | undefined): number {
  const bars = [settings?.header, settings?.adsBar, settings?.toolbar].map(locate);
  let offset = 0;
  for (const bar of bars) if (bar !== null) offset = Math.max(offset, coveredHeight(bar));
  return offset + (settings?.extraOffset ?? 0);
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** A click that follows a link in place; with a modifier or another button the browser's own
 *  handling (a new tab, a new window) is left alone. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Scrolls to the element with this id and records it in the hash. False when there is none. */
export function scrollToAnchor(
  anchorId: string,
  settings: AnchorScrollSettings | undefined,
): boolean {
  const target = document.getElementById(anchorId);
  if (target === null) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - topOffset(settings);
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  // pushState writes the hash without the browser's own jump (which would ignore the offset).
  history.pushState(history.state, '', `#${encodeURI(anchorId)}`);
  // Keyboard users continue from the target.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  (target as HTMLElement).focus({ preventScroll: true });
  return true;
}
