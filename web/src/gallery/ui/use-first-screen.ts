// The items on screen when a layout is first drawn: their pictures are fetched at once and ahead
// of the rest (loading="eager", fetchpriority="high"), as a page's pictures above the fold should
// be, where every other picture loads lazily as the visitor nears it. Fixed for the layout's
// lifetime, so that scrolling draws no item again for it.

import { useMemo } from 'react';
import type { GalleryView } from './store.ts';
import { itemsInBand } from './virtual-window.ts';

const NONE: ReadonlySet<number> = new Set();

export function useFirstScreen(view: GalleryView | null): ReadonlySet<number> {
  return useMemo(
    () =>
      view?.inView === undefined ? NONE : new Set(itemsInBand(view.layout.rects, view.inView)),
    [view],
  );
}
