// The slideshow's state machine (spec/002 §4 "Slideshow", §9): the active index, moved by next,
// previous, a chosen index, or the visitor's own scroll. The first and last slides block unless
// the gallery loops; a request while a slide is under way, or within the throttle (400 ms, 600 ms
// without scrolling), is ignored. Each slide raises GALLERY_NAVIGATION_START then
// CURRENT_ITEM_CHANGED; a scroll that brings another item to the start raises
// CURRENT_ITEM_CHANGED, at most every 600 ms. A SCROLL slide moves the scroller; FADE and DECK
// change which layer shows, the CSS transition does the rest. Reduced motion slides at once.

import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { GALLERY_EVENTS, type GalleryEventName } from '../../../model/events.ts';
import type { GalleryView } from '../../store.ts';
import { easingOf } from './easing.ts';
import type { HorizontalSettings } from './horizontal-settings.ts';
import type { CurrentItemChangedData, NavigationStartData } from './navigation-events.ts';
import { readOffset, scrollTo } from './scroll-to.ts';
import {
  bandAnchor,
  indexAtOffset,
  maxOffset,
  offsetOf,
  type SlideGeometry,
  steppedIndex,
} from './slide-geometry.ts';

/** Next/previous throttle (spec/002 §9). */
export const NAVIGATION_THROTTLE_MS = 400;
export const SCROLL_LESS_NAVIGATION_THROTTLE_MS = 600;
/** Current item by scroll throttle (spec/002 §9). */
export const CURRENT_ITEM_BY_SCROLL_THROTTLE_MS = 600;

export interface SlideNavigation {
  active: number;
  /** Whether the gallery is at its first or last slide (its arrows hide there unless looping). */
  atStart: boolean;
  atEnd: boolean;
  /** The scroll offset the drawn band is taken at (quarter-screen steps). */
  anchor: number;
  /** Whether a slide is under way. */
  sliding: boolean;
  next(): boolean;
  previous(): boolean;
  toIndex(index: number): boolean;
  onScroll(): void;
}

export interface SlideNavigationInput {
  scroller: RefObject<HTMLElement | null>;
  view: GalleryView;
  geometry: SlideGeometry;
  settings: HorizontalSettings;
  reducedMotion: boolean;
  emit(name: GalleryEventName, data: unknown): void;
}

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

export function useSlideNavigation({
  scroller,
  view,
  geometry,
  settings,
  reducedMotion,
  emit,
}: SlideNavigationInput): SlideNavigation {
  const scrollLess = settings.blockScroll;
  const { rightToLeft } = settings;
  const [active, setActive] = useState(0);
  const [anchor, setAnchor] = useState(0);
  const [offsetEdges, setOffsetEdges] = useState<Edges>({ atStart: true, atEnd: false });
  const [sliding, setSliding] = useState(false);
  const state = useRef({
    active: 0,
    sliding: false,
    lastRequest: -Infinity,
    lastByScroll: -Infinity,
    byScrollTimer: undefined as ReturnType<typeof setTimeout> | undefined,
    /** Where the last slide landed: its own scroll events move nothing. */
    landed: NaN,
    cancel: () => {},
  });
  const count = geometry.count;
  const current = Math.min(active, Math.max(0, count - 1));
  state.current.active = current;

  const measureEdges = useCallback(() => {
    const element = scroller.current;
    if (element === null) return;
    const offset = readOffset(element, rightToLeft);
    const width = element.clientWidth;
    setAnchor(bandAnchor(offset, width));
    const max = maxOffset(geometry, width);
    setOffsetEdges((edges) => {
      const next = { atStart: offset <= 1, atEnd: offset >= max - 1 };
      return edges.atStart === next.atStart && edges.atEnd === next.atEnd ? edges : next;
    });
  }, [scroller, rightToLeft, geometry]);

  useEffect(measureEdges, [measureEdges]);
  useEffect(() => {
    const s = state.current;
    return () => {
      s.cancel();
      clearTimeout(s.byScrollTimer);
    };
  }, []);

  const group = count === 0 ? 0 : geometry.groups[current];
  const lastGroup = geometry.groupFirst.length - 1;
  const atStart = scrollLess ? group === 0 : group === 0 || offsetEdges.atStart;
  const atEnd = scrollLess ? group === lastGroup : group === lastGroup || offsetEdges.atEnd;

  const itemData = useCallback((idx: number) => ({ id: view.item(idx).id, idx }), [view]);

  const toIndex = useCallback(
    (target: number): boolean => {
      const s = state.current;
      if (s.sliding || !Number.isInteger(target) || target < 0 || target >= count) return false;
      if (target === s.active) return false;
      const now = performance.now();
      const throttle = scrollLess ? SCROLL_LESS_NAVIGATION_THROTTLE_MS : NAVIGATION_THROTTLE_MS;
      if (now - s.lastRequest < throttle) return false;
      s.lastRequest = now;
      s.sliding = true;
      setSliding(true);
      const from = s.active;
      s.active = target;
      emit(GALLERY_EVENTS.GALLERY_NAVIGATION_START, {
        ...itemData(target),
        fromIdx: from,
      } satisfies NavigationStartData);
      setActive(target);
      emit(GALLERY_EVENTS.CURRENT_ITEM_CHANGED, itemData(target) satisfies CurrentItemChangedData);
      const duration = reducedMotion ? 0 : settings.durationMs;
      const finish = () => {
        s.sliding = false;
        setSliding(false);
        const element = scroller.current;
        if (element !== null) {
          element.style.scrollSnapType = '';
          s.landed = readOffset(element, rightToLeft);
        }
        measureEdges();
      };
      const element = scroller.current;
      if (settings.animation === 'SCROLL' && element !== null) {
        // Snapping would pull each frame's offset to a snap point.
        element.style.scrollSnapType = 'none';
        const slide = scrollTo(
          element,
          rightToLeft,
          offsetOf(geometry, target, element.clientWidth),
          duration,
          easingOf(settings.transition),
        );
        s.cancel = slide.cancel;
        void slide.done.then(finish);
      } else {
        const timer = setTimeout(finish, duration);
        s.cancel = () => clearTimeout(timer);
      }
      return true;
    },
    [
      count,
      scrollLess,
      emit,
      itemData,
      reducedMotion,
      settings,
      scroller,
      rightToLeft,
      geometry,
      measureEdges,
    ],
  );

  const step = useCallback(
    (by: 1 | -1, blocked: boolean): boolean => {
      if (state.current.sliding) return false;
      if (blocked) {
        if (!settings.loop) return false;
        return toIndex(by > 0 ? 0 : geometry.groupFirst[lastGroup]);
      }
      const target = steppedIndex(geometry, state.current.active, by, settings.loop);
      return target >= 0 && toIndex(target);
    },
    [settings.loop, toIndex, geometry, lastGroup],
  );
  const next = useCallback(() => step(1, atEnd), [step, atEnd]);
  const previous = useCallback(() => step(-1, atStart), [step, atStart]);

  const currentByScroll = useCallback(() => {
    const s = state.current;
    const element = scroller.current;
    if (element === null || s.sliding) return;
    s.lastByScroll = performance.now();
    const idx = indexAtOffset(geometry, readOffset(element, rightToLeft), element.clientWidth);
    if (idx === s.active) return;
    s.active = idx;
    setActive(idx);
    emit(GALLERY_EVENTS.CURRENT_ITEM_CHANGED, itemData(idx) satisfies CurrentItemChangedData);
  }, [scroller, geometry, rightToLeft, emit, itemData]);

  const onScroll = useCallback(() => {
    measureEdges();
    const s = state.current;
    const element = scroller.current;
    if (element === null || s.sliding) return;
    if (Math.abs(readOffset(element, rightToLeft) - s.landed) < 1) return;
    s.landed = NaN;
    const wait = CURRENT_ITEM_BY_SCROLL_THROTTLE_MS - (performance.now() - s.lastByScroll);
    if (wait <= 0) currentByScroll();
    else if (s.byScrollTimer === undefined)
      s.byScrollTimer = setTimeout(() => {
        s.byScrollTimer = undefined;
        currentByScroll();
      }, wait);
  }, [measureEdges, scroller, rightToLeft, currentByScroll]);

  return { active: current, atStart, atEnd, anchor, sliding, next, previous, toIndex, onScroll };
}
