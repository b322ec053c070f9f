// The payloads of the navigation events (spec/001 §4 names them and shows no payload; these
// shapes are the product's): CURRENT_ITEM_CHANGED carries the new current item as other item
// events do; GALLERY_NAVIGATION_START the item a slide heads to and the one it leaves;
// GALLERY_SCROLLED where the strip is scrolled to.

import type { ItemEventData } from '../../../model/events.ts';

export type CurrentItemChangedData = ItemEventData;

export interface NavigationStartData extends ItemEventData {
  /** The index of the current item when the slide starts. */
  fromIdx: number;
}

/**
 * GALLERY_SCROLLED's payload, at most once per animation frame while the strip scrolls: how far
 * it is scrolled from its start (from the right in a right-to-left gallery), in pixels.
 */
export interface GalleryScrolledData {
  top: number;
  left: number;
}

/** What moved the current item. */
export type NavigationSource = 'ARROW' | 'KEYBOARD' | 'API';

/** The host's navigation handle, given by NAVIGATION_API_READY. */
export interface NavigationApi {
  /** Each returns whether a slide started (false at a blocked end, during a slide, throttled). */
  next(): boolean;
  previous(): boolean;
  toIndex(index: number): boolean;
  /** Auto-slide goes on (unless a block rule of spec/002 §4 holds it) or stops, as by its button. */
  play(): void;
  pause(): void;
}
