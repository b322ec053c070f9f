// The events the gallery raises once a layout is on screen, in this order: GALLERY_CHANGE for
// each new layout (built anew or appended, spec/002 §4 "Blueprint"), ITEM_CREATED for each item
// the first time it is drawn, then APP_LOADED once, after the first layout (spec/001 §4).

import { useEffect, useEffectEvent, useRef } from 'react';
import { type EventsListener, GALLERY_EVENTS, type GalleryEventName } from '../model/events.ts';
import type { GalleryView } from './store.ts';

export function useGalleryEvents(
  view: GalleryView | null,
  drawn: readonly number[],
  eventsListener: EventsListener | undefined,
): void {
  const announced = useRef<GalleryView | null>(null);
  const created = useRef(new Set<string>());
  const loaded = useRef(false);
  const emit = useEffectEvent((name: GalleryEventName, data: unknown) =>
    eventsListener?.(name, data),
  );

  useEffect(() => {
    if (view === null) return;
    if (announced.current !== view) {
      announced.current = view;
      emit(GALLERY_EVENTS.GALLERY_CHANGE, {
        change: view.change,
        itemsCount: view.items.length,
        layoutWidth: view.layout.width,
        layoutHeight: view.layout.height,
      });
    }
    for (const idx of drawn) {
      const { id } = view.item(idx);
      if (created.current.has(id)) continue;
      created.current.add(id);
      emit(GALLERY_EVENTS.ITEM_CREATED, { id, idx });
    }
    if (!loaded.current) {
      loaded.current = true;
      emit(GALLERY_EVENTS.APP_LOADED, {});
    }
  }, [view, drawn]);
}
