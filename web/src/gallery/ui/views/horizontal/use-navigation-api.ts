// The host's navigation handle (spec/002 §7, issue 15): next, previous and a chosen index, given
// once through NAVIGATION_API_READY; the activeIndex prop moves the gallery to its item whenever
// it changes.

import { useEffect, useEffectEvent } from 'react';
import { useLatest } from '../../../../react/use-latest.ts';
import { GALLERY_EVENTS, type GalleryEventName } from '../../../model/events.ts';
import type { NavigationApi } from './navigation-events.ts';
import type { SlideNavigation } from './use-slide-navigation.ts';

export function useNavigationApi(
  navigation: SlideNavigation,
  emit: (name: GalleryEventName, data: unknown) => void,
  activeIndex: number | undefined,
): void {
  const latest = useLatest(navigation);
  const ready = useEffectEvent(() => {
    const api: NavigationApi = {
      next: () => latest.current.next(),
      previous: () => latest.current.previous(),
      toIndex: (index) => latest.current.toIndex(index),
    };
    emit(GALLERY_EVENTS.NAVIGATION_API_READY, api);
  });
  useEffect(() => ready(), []);

  const goTo = useEffectEvent((index: number) => latest.current.toIndex(index));
  useEffect(() => {
    if (activeIndex !== undefined) goTo(activeIndex);
  }, [activeIndex]);
}
