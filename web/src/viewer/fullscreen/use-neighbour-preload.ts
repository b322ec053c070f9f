// The pictures either side of the one shown are fetched ahead (link rel=preload, as=image), so
// next and previous show at once.

import { useEffect } from 'react';
import { preload } from 'react-dom';
import { useViewer } from '../context.ts';
import type { FullscreenItem } from './expand-context.ts';
import { itemImageUrl, type Screen } from './item-address.ts';
import { neighbourIndexes } from './navigation.ts';

export function useNeighbourPreload(
  items: readonly FullscreenItem[],
  index: number,
  screen: Screen,
): void {
  const { imageEngine } = useViewer();
  useEffect(() => {
    for (const neighbour of neighbourIndexes(index, items.length)) {
      const item = items[neighbour];
      let url: string | undefined;
      try {
        url = item && itemImageUrl(item, imageEngine, screen);
      } catch {
        // Reported when the item itself is shown.
      }
      if (url) preload(url, { as: 'image' });
    }
  }, [items, index, imageEngine, screen]);
}
