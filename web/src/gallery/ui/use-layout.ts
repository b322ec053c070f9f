// Asks the engine for a layout whenever the width, the items, the options or the engine change,
// and puts the answer in the gallery's store. An answer that a newer request overtook is dropped.

import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { LayoutResult } from '../../../../bindings/engine.ts';
import { type GalleryItem, galleryLayoutParams, itemSizes } from '../model/index.ts';
import type { EngineClient } from '../worker/index.ts';
import type { GalleryStore } from './store.ts';

export function useLayout(
  store: GalleryStore,
  client: EngineClient | undefined,
  items: readonly GalleryItem[],
  options: unknown,
  onLayout?: (layout: LayoutResult) => void,
): void {
  const width = useStore(store, (state) => state.width);
  const notify = useRef(onLayout);
  notify.current = onLayout;

  useEffect(() => {
    // Nothing to lay out before the container has a width (hidden, or not yet measured).
    if (client === undefined || width <= 0) return;
    let current = true;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const params = galleryLayoutParams(options, { width, height: viewport.height }, { viewport });
    client.layout(itemSizes(items), params).then(
      (layout) => {
        if (!current) return;
        store.getState().show(items, layout);
        notify.current?.(layout);
      },
      (error: unknown) => {
        if (!current) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        store.getState().fail(failure);
        console.error(failure.message);
      },
    );
    return () => {
      current = false;
    };
  }, [store, client, width, items, options]);
}
