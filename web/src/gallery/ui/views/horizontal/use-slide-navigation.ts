// The slide navigator (slide-navigator.ts) for a horizontal view: one per gallery, configured
// with the layout, options and motion preference on screen; the view draws its snapshot.

import { type RefObject, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { GalleryEventName } from '../../../model/events.ts';
import type { GalleryView } from '../../store.ts';
import type { HorizontalSettings } from './horizontal-settings.ts';
import type { SlideGeometry } from './slide-geometry.ts';
import {
  createSlideNavigator,
  type NavigatorSnapshot,
  type SlideNavigator,
} from './slide-navigator.ts';

export { NAVIGATION_THROTTLE_MS } from './slide-navigator.ts';

export interface SlideNavigationInput {
  scroller: RefObject<HTMLElement | null>;
  view: GalleryView;
  /** The drawn layout: the items, or their loop copies (loop-copies.ts). */
  geometry: SlideGeometry;
  settings: HorizontalSettings;
  reducedMotion: boolean;
  emit(name: GalleryEventName, data: unknown): void;
}

export interface SlideNavigation extends NavigatorSnapshot {
  navigator: SlideNavigator;
}

export function useSlideNavigation({
  scroller,
  view,
  geometry,
  settings,
  reducedMotion,
  emit,
}: SlideNavigationInput): SlideNavigation {
  const [navigator] = useState(createSlideNavigator);
  useLayoutEffect(() => {
    navigator.configure({
      geometry,
      itemsCount: view.items.length,
      settings,
      reducedMotion,
      scroller: () => scroller.current,
      itemId: (idx) => view.item(idx).id,
      emit,
    });
  }, [navigator, geometry, settings, reducedMotion, scroller, view, emit]);
  useEffect(() => () => navigator.dispose(), [navigator]);
  const snapshot = useSyncExternalStore(
    navigator.subscribe,
    navigator.getSnapshot,
    navigator.getSnapshot,
  );
  return { ...snapshot, navigator };
}
