// What the horizontal view's browser tests share: the layouts by code, a mounted gallery's
// scroller, arrows and current item, and a wait past the navigation throttle.

import { expect } from 'vitest';
import type { Recorded } from '../../testing.tsx';
import { NAVIGATION_THROTTLE_MS } from './use-slide-navigation.ts';

export const SLIDER = 4;
export const SLIDESHOW = 5;
export const COLUMN = 7;
export const FULLSIZE = 9;

/** Options for a horizontal layout of code `layout`, with more flat options. */
export function horizontal(layout: number, more: object = {}): object {
  return { layoutParams_structure_galleryLayout: layout, ...more };
}

export function scrollerOf(gallery: Element): HTMLElement {
  return gallery.querySelector<HTMLElement>('[aria-roledescription="carousel"] > [id$="-slides"]')!;
}

export function arrow(gallery: Element, which: 'next' | 'previous'): HTMLButtonElement | null {
  return gallery.querySelector<HTMLButtonElement>(`button[data-arrow="${which}"]`);
}

export function activeIndex(gallery: Element): number {
  const carousel = gallery.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
  return Number(carousel.dataset.activeIdx);
}

/** Waits for the slide under way to end and the next/previous throttle to pass, so the next
 *  request is taken. */
export async function pastThrottle(gallery: Element, extra = 0): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, NAVIGATION_THROTTLE_MS + 50 + extra));
  const carousel = gallery.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
  await expect.poll(() => carousel.dataset.sliding).toBe('false');
}

/** The navigation events recorded so far, in order. */
export function navigationEvents(events: readonly Recorded[]): Recorded[] {
  return events.filter(
    ([name]) => name === 'GALLERY_NAVIGATION_START' || name === 'CURRENT_ITEM_CHANGED',
  );
}

export async function waitForActive(gallery: Element, idx: number): Promise<void> {
  await expect.poll(() => activeIndex(gallery)).toBe(idx);
}
