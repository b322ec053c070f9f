// The items drawn (spec/002 §9 "Virtualization margins"): those within 10 screens either side of
// the viewport, every item in SEO view mode. The screens around the viewport are drawn in the
// frame that scrolled; the rest of the 10 follow when the browser is idle (React's deferred
// value), so a fast scroll never makes 20 screens of items in one task, whatever the item count.
// While the viewport is flung (more than a screen per frame) only the screens around it are
// chosen, and the gallery draws them as boxes: no item drawn in one frame would still be on
// screen in the next.

import { type RefObject, useDeferredValue, useMemo } from 'react';
import type { ViewMode } from './gallery-props.ts';
import { visibleItemsOrAll } from './host/visible-items.ts';
import type { GalleryView } from './store.ts';
import { type ScrollingElement, useViewportBand } from './use-viewport-band.ts';
import { type Band, itemsInBand, unionOfSorted } from './virtual-window.ts';

const NO_ITEMS: readonly number[] = [];

export interface NearItems {
  /** The indices of the items to draw, in order. */
  near: readonly number[];
  /** The 10-screen band they were chosen by (null before it is measured). */
  band: Band | null;
  /**
   * The viewport is being flung (use-viewport-band.ts): `near` holds only the screens around it,
   * to be drawn as boxes until the viewport settles.
   */
  flinging: boolean;
}

export function useNearItems(
  gallery: RefObject<HTMLElement | null>,
  scrollingElement: ScrollingElement | null | undefined,
  view: GalleryView | null,
  viewMode: ViewMode | undefined,
): NearItems {
  const bands = useViewportBand(gallery, scrollingElement, view);
  const full = bands?.full ?? null;
  // The band is deferred with the view it was taken for: a new layout (the first one above all)
  // draws its urgent screens at once and the rest of the 10 when the browser is idle, as a scroll does.
  const far = useDeferredValue(useMemo(() => ({ view, band: full }), [view, full]));
  const band = far.view === view ? far.band : null;
  const flinging = viewMode !== 'SEO' && bands !== null && bands.flinging;
  const near = useMemo(() => {
    if (view === null) return NO_ITEMS;
    if (viewMode === 'SEO') return view.items.map((_, index) => index);
    if (bands === null) return NO_ITEMS;
    const { rects } = view.layout;
    // A failure draws every item (spec/002 §8).
    return visibleItemsOrAll(view.items.length, () =>
      unionOfSorted(
        itemsInBand(rects, bands.urgent),
        band === null || bands.flinging ? NO_ITEMS : itemsInBand(rects, band),
      ),
    );
  }, [view, bands, band, viewMode]);
  return { near, band, flinging };
}
