// The host's navigation handle (spec/002 §7, issue 15): next, previous and a chosen index, given
// once through NAVIGATION_API_READY; the activeIndex prop moves the gallery to its item whenever
// it changes.

import { useEffect, useEffectEvent } from 'react';
import { GALLERY_EVENTS, type GalleryEventName } from '../../../model/events.ts';
import type { NavigationApi } from './navigation-events.ts';
import type { SlideNavigator } from './slide-navigator.ts';

export function useNavigationApi(
  navigator: SlideNavigator,
  emit: (name: GalleryEventName, data: unknown) => void,
  activeIndex: number | undefined,
): void {
  const ready = useEffectEvent(() => {
    const api: NavigationApi = {
      next: () => navigator.next(),
      previous: () => navigator.previous(),
      toIndex: (index) => navigator.toIndex(index),
    };
    emit(GALLERY_EVENTS.NAVIGATION_API_READY, api);
  });
  useEffect(() => ready(), []);

  const goTo = useEffectEvent((index: number) => navigator.toIndex(index));
  useEffect(() => {
    if (activeIndex !== undefined) goTo(activeIndex);
  }, [activeIndex]);
}
