// Scroll animations (spec/001 §3 behaviourParams.gallery.scrollAnimation): how an item appears
// the first time it scrolls into view. Pure: which animation, and each item's delay.

import type { FlatOptions } from '../../model/index.ts';
import { SCROLL_ANIMATIONS } from '../../model/options/enums.ts';

export type ScrollAnimation = Exclude<(typeof SCROLL_ANIMATIONS)[number], 'NO_EFFECT'>;

const ANIMATIONS = new Set<unknown>(SCROLL_ANIMATIONS);

/**
 * The animation the items play, or null: none with NO_EFFECT, nor in SEO view mode, where every
 * item is drawn at once for a reader that does not scroll (spec/002 §9).
 */
export function scrollAnimationOf(options: FlatOptions, viewMode?: string): ScrollAnimation | null {
  const animation = options.behaviourParams_gallery_scrollAnimation;
  if (viewMode === 'SEO' || animation === 'NO_EFFECT' || !ANIMATIONS.has(animation)) return null;
  return animation as ScrollAnimation;
}

/** Neighbours start one after the other: 100, 200, 300 ms by index modulo 3 (spec/002 §9). */
export function scrollAnimationDelay(idx: number): number {
  return 100 * ((idx % 3) + 1);
}
