// Asks the engine for a layout whenever the width, the items, the options or the engine change,
// and puts the answer in the gallery's store. An answer that a newer request overtook is dropped.
// When the only change is more items at the end, with the same layout parameters, only those
// are laid out: the items on screen keep their places (spec/002 §4 "Blueprint"; the end of a
// rows layout, which depended on what came after it, can move as a full layout would move it).
// Options equal by value are the same options: a host's inline options={{ ... }} does not lay
// the gallery out again each time the host renders.

import { useEffect, useEffectEvent } from 'react';
import { useStore } from 'zustand';
import {
  type AppendedLayout,
  EMPTY_LAYOUT_STATE,
  type LayoutParams,
  type LayoutResult,
  withAppended,
} from '../../../../bindings/engine.ts';
import { type GalleryItem, galleryLayoutParams, itemSizes } from '../model/index.ts';
import type { EngineClient } from '../worker/index.ts';
import { useSameData } from '../../react/use-same.ts';
import type { GalleryStore, GalleryView } from './store.ts';

function sameParams(a: LayoutParams, b: LayoutParams): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameItem(a: GalleryItem, b: GalleryItem): boolean {
  return a === b || (a.id === b.id && a.width === b.width && a.height === b.height);
}

/** The view on screen, when `items` only adds items after its own and `params` are its own. */
function appendableTo(
  view: GalleryView | null,
  items: readonly GalleryItem[],
  params: LayoutParams,
): GalleryView | null {
  if (view === null || view.append === null || !sameParams(view.append.params, params)) return null;
  const shown = view.items;
  if (shown.length >= items.length || !shown.every((item, i) => sameItem(item, items[i])))
    return null;
  return view;
}

export function useLayout(
  store: GalleryStore,
  client: EngineClient | undefined,
  items: readonly GalleryItem[],
  options: unknown,
  onLayout?: (layout: LayoutResult) => void,
): void {
  const width = useStore(store, (state) => state.width);
  const sameOptions = useSameData(options);
  const notify = useEffectEvent((layout: LayoutResult) => onLayout?.(layout));

  useEffect(() => {
    // Nothing to lay out before the container has a width (hidden, or not yet measured).
    if (client === undefined || width <= 0) return;
    let current = true;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const params = galleryLayoutParams(
      sameOptions,
      { width, height: viewport.height },
      { viewport },
    );
    const earlier = appendableTo(store.getState().view, items, params);
    const request: Promise<AppendedLayout> = earlier
      ? client.layoutAppend(
          earlier.append!.state,
          itemSizes(items.slice(earlier.items.length)),
          params,
        )
      : client.layoutAppend(EMPTY_LAYOUT_STATE, itemSizes(items), params);
    request.then(
      (appended) => {
        if (!current) return;
        const rects = earlier ? withAppended(earlier.layout.rects, appended) : appended.rects;
        const layout: LayoutResult = {
          rects,
          width: appended.width,
          height: appended.height,
          columns: appended.columns,
        };
        store
          .getState()
          .show(items, layout, { state: appended.state, params }, earlier ? 'APPENDED' : 'REBUILT');
        notify(layout);
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
  }, [store, client, width, items, sameOptions]);
}
