// The decisions of load more (spec/002 §4 "Load More", §9), free of the DOM: how much of the
// gallery's structure shows, whether the 'Load More' button shows, and when the gallery asks its
// host for more items (NEED_MORE_ITEMS).
//
// A vertical gallery with loadMore enabled shows no taller than its container: the structure cut
// at the container less the button's area, the button below it. ALL reveals the whole structure at
// the first click, after which the gallery grows on scroll; PARTIAL reveals one more initial height
// per click. Without loadMore the gallery grows on scroll from the start (infinite scroll).

/** The height the button's area takes below the gallery ("show-more height adjustment", spec/002 §9). */
export const SHOW_MORE_HEIGHT_ADJUSTMENT = 138;

/** No new NEED_MORE_ITEMS for this long after one (spec/002 §9). */
export const NEED_MORE_ITEMS_THROTTLE_MS = 2000;

/** Viewports beyond the first that the gallery looks ahead once the visitor has scrolled (spec/002 §9). */
export const EXTRA_SCREENS_WHEN_SCROLLED = 3;

/** BUTTON: the 'Load More' button; SCROLL: more items as the visitor nears the end; NONE: neither. */
export type LoadMoreMode = 'BUTTON' | 'SCROLL' | 'NONE';

export type LoadMoreAmount = 'ALL' | 'PARTIAL';

export interface RevealInput {
  mode: LoadMoreMode;
  amount: LoadMoreAmount;
  /** The height of the laid-out items. */
  structureHeight: number;
  /** The height the gallery and its button share. */
  containerHeight: number;
  /** How many times the button was clicked. */
  clicks: number;
  /** The gallery's visible height stored at the first click (spec/002 §4); null before it. */
  initialHeight: number | null;
}

export interface Reveal {
  /** The gallery's visible height: the structure, or the structure cut where the button is. */
  height: number;
  showButton: boolean;
  /** Where the revealed part ends, with the button's area: items are wanted up to here. */
  end: number;
}

/**
 * The gallery's visible height before the first click: the container less the button's area, and
 * never less than that area (a container shorter than the button would reveal nothing per click).
 */
export function initialVisibleHeight(containerHeight: number): number {
  return Math.max(containerHeight - SHOW_MORE_HEIGHT_ADJUSTMENT, SHOW_MORE_HEIGHT_ADJUSTMENT);
}

export function reveal(input: RevealInput): Reveal {
  const { mode, amount, structureHeight, clicks } = input;
  if (mode !== 'BUTTON' || (amount === 'ALL' && clicks > 0))
    return { height: structureHeight, showButton: false, end: Infinity };
  const step = input.initialHeight ?? initialVisibleHeight(input.containerHeight);
  const limit = step * (clicks + 1);
  const end = limit + SHOW_MORE_HEIGHT_ADJUSTMENT;
  // The button shows only when the structure is taller than the container (spec/002 §4).
  if (structureHeight > end) return { height: limit, showButton: true, end };
  return { height: structureHeight, showButton: false, end };
}

export interface NeedInput {
  structureHeight: number;
  /** Reveal.end: beyond it, the visitor asks for more with the button. */
  revealEnd: number;
  /** The viewport's top in the gallery's coordinates (0 = the gallery's top). */
  viewportTop: number;
  viewportHeight: number;
  /** Whether a scroll position is known (the visitor has scrolled). */
  scrolled: boolean;
  itemsCount: number;
  /** How many items the host has in all; unknown means there may always be more. */
  totalItemsCount?: number;
}

/**
 * Whether the gallery needs more items: the end of its structure is above the viewport's bottom,
 * three viewports further once the visitor has scrolled (spec/002 §9 "Load-more trigger"), and
 * above the end of what is revealed; and the host may have more.
 */
export function needsMoreItems(input: NeedInput): boolean {
  const { itemsCount, totalItemsCount } = input;
  if (itemsCount === 0 || (totalItemsCount !== undefined && itemsCount >= totalItemsCount))
    return false;
  const screens = 1 + (input.scrolled ? EXTRA_SCREENS_WHEN_SCROLLED : 0);
  const reach = input.viewportTop + screens * input.viewportHeight;
  return input.structureHeight < Math.min(reach, input.revealEnd);
}

/** How long until NEED_MORE_ITEMS may be raised again (0: now), the last one raised at `lastAt`. */
export function throttleWait(lastAt: number | null, now: number): number {
  if (lastAt === null) return 0;
  return Math.max(0, lastAt + NEED_MORE_ITEMS_THROTTLE_MS - now);
}
