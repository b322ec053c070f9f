// The host's navigation handle (spec/002 §7, issue 15): next, previous, a chosen index, play and
// pause, given
// once through NAVIGATION_API_READY; the activeIndex prop opens the gallery at its item, and a
// change of it slides there.

import { useEffect, useEffectEvent, useRef } from 'react';
import { GALLERY_EVENTS, type GalleryEventName } from '../../../model/events.ts';
import type { NavigationApi } from './navigation-events.ts';
import type { SlideNavigator } from './slide-navigator.ts';

export function useNavigationApi(
  navigator: SlideNavigator,
  emit: (name: GalleryEventName, data: unknown) => void,
  activeIndex: number | undefined,
  setPaused: (paused: boolean) => void,
): void {
  const pauseAs = useEffectEvent((paused: boolean) => setPaused(paused));
  const ready = useEffectEvent(() => {
    const api: NavigationApi = {
      next: () => navigator.next(),
      previous: () => navigator.previous(),
      toIndex: (index) => navigator.toIndex(index),
      play: () => pauseAs(false),
      pause: () => pauseAs(true),
    };
    emit(GALLERY_EVENTS.NAVIGATION_API_READY, api);
  });
  useEffect(() => ready(), []);

  // The first activeIndex is where the gallery opens; a later one slides there.
  const opened = useRef(false);
  const goTo = useEffectEvent((index: number | undefined) => {
    const first = !opened.current;
    opened.current = true;
    if (index === undefined) return;
    if (first) navigator.jumpTo(index);
    else navigator.toIndex(index);
  });
  useEffect(() => goTo(activeIndex), [activeIndex]);
}
