// The slideshow's state machine (spec/002 §4 "Slideshow", §9), free of React: the active index,
// moved by next, previous, a chosen index, or the visitor's own scroll. The first and last slides
// block unless the gallery loops; a request while a slide is under way, or within the throttle
// (400 ms, 600 ms without scrolling), is ignored. Each slide raises GALLERY_NAVIGATION_START then
// CURRENT_ITEM_CHANGED; a scroll that brings another item to the start raises
// CURRENT_ITEM_CHANGED, at most every 600 ms. A SCROLL slide moves the scroller; FADE and DECK
// change which layer shows, the CSS transition does the rest. Reduced motion slides at once.

import { GALLERY_EVENTS, type GalleryEventName } from '../../../model/events.ts';
import { easingOf } from './easing.ts';
import type { HorizontalSettings } from './horizontal-settings.ts';
import type {
  CurrentItemChangedData,
  GalleryScrolledData,
  NavigationStartData,
} from './navigation-events.ts';
import { readOffset, scrollTo, writeOffset } from './scroll-to.ts';
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

export interface NavigatorSnapshot {
  /** The current slide: an index into the drawn layout (which may hold the items more than once). */
  active: number;
  /** The current item's index in the gallery's items. */
  current: number;
  /** Whether the gallery is at its first or last slide (its arrows hide there unless looping). */
  atStart: boolean;
  atEnd: boolean;
  /** The scroll offset the drawn band is taken at (quarter-screen steps). */
  anchor: number;
  /** Whether a slide is under way. */
  sliding: boolean;
}

export interface NavigatorConfig {
  /** The drawn layout: the items, or their loop copies one after another. */
  geometry: SlideGeometry;
  /** How many items the gallery has (the geometry holds whole copies of them). */
  itemsCount: number;
  settings: HorizontalSettings;
  reducedMotion: boolean;
  scroller(): HTMLElement | null;
  /** The id of the item at an index of the gallery's items. */
  itemId(idx: number): string;
  emit(name: GalleryEventName, data: unknown): void;
}

export interface SlideNavigator {
  configure(config: NavigatorConfig): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): NavigatorSnapshot;
  next(): boolean;
  previous(): boolean;
  /** Slides to the item `index` of the gallery's items. */
  toIndex(index: number): boolean;
  /** Makes `index` current at once: no slide, no throttle (the host's first activeIndex). */
  jumpTo(index: number): void;
  onScroll(): void;
  dispose(): void;
}

export function createSlideNavigator(): SlideNavigator {
  let config: NavigatorConfig | null = null;
  let active = 0;
  let sliding = false;
  let offsetAtStart = true;
  let offsetAtEnd = false;
  let anchor = 0;
  let lastRequest = -Infinity;
  let lastByScroll = -Infinity;
  let byScrollTimer: ReturnType<typeof setTimeout> | undefined;
  /** Where the last slide landed: its own scroll events move nothing. */
  let landed = NaN;
  let scrolledFrame = 0;
  let cancel = () => {};
  let snapshot: NavigatorSnapshot = {
    active: 0,
    current: 0,
    atStart: true,
    atEnd: false,
    anchor: 0,
    sliding: false,
  };
  const listeners = new Set<() => void>();

  function groupOf(index: number): number {
    return config === null || config.geometry.count === 0 ? 0 : config.geometry.groups[index];
  }

  function lastGroup(): number {
    return config === null ? 0 : config.geometry.groupFirst.length - 1;
  }

  function edges(): { atStart: boolean; atEnd: boolean } {
    const group = groupOf(active);
    if (config?.settings.blockScroll === true)
      return { atStart: group === 0, atEnd: group === lastGroup() };
    return {
      atStart: group === 0 || offsetAtStart,
      atEnd: group === lastGroup() || offsetAtEnd,
    };
  }

  function publish() {
    const next = { active, current: realOf(active), anchor, sliding, ...edges() };
    const same =
      next.current === snapshot.current &&
      next.sliding === snapshot.sliding &&
      next.active === snapshot.active &&
      next.anchor === snapshot.anchor &&
      next.atStart === snapshot.atStart &&
      next.atEnd === snapshot.atEnd;
    if (same) return;
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  function measure() {
    const element = config?.scroller() ?? null;
    if (config === null || element === null) return;
    const offset = readOffset(element, config.settings.rightToLeft);
    const width = element.clientWidth;
    anchor = bandAnchor(offset, width);
    offsetAtStart = offset <= 1;
    offsetAtEnd = offset >= maxOffset(config.geometry, width) - 1;
  }

  /** The item of a slide, and the copies the layout holds. */
  function realOf(slide: number): number {
    const count = config?.itemsCount ?? 0;
    return count > 0 ? slide % count : 0;
  }

  function copies(): number {
    return config === null || config.itemsCount === 0
      ? 1
      : Math.max(1, Math.round(config.geometry.count / config.itemsCount));
  }

  /** The same item in the middle copy: where a looping gallery with copies rests. */
  function centred(slide: number): number {
    return Math.floor(copies() / 2) * (config?.itemsCount ?? 0) + realOf(slide);
  }

  function itemData(slide: number) {
    const idx = realOf(slide);
    return { id: config!.itemId(idx), idx };
  }

  function toIndex(index: number): boolean {
    if (config === null || !Number.isInteger(index) || index < 0) return false;
    if (index >= config.itemsCount) return false;
    // The item in the copy the gallery is in.
    return slideTo(active - realOf(active) + index);
  }

  function slideTo(target: number): boolean {
    if (config === null || sliding) return false;
    const { geometry, settings, emit } = config;
    if (!Number.isInteger(target) || target < 0 || target >= geometry.count) return false;
    if (target === active) return false;
    const now = performance.now();
    const throttle = settings.blockScroll
      ? SCROLL_LESS_NAVIGATION_THROTTLE_MS
      : NAVIGATION_THROTTLE_MS;
    if (now - lastRequest < throttle) return false;
    lastRequest = now;
    sliding = true;
    const from = active;
    active = target;
    emit(GALLERY_EVENTS.GALLERY_NAVIGATION_START, {
      ...itemData(target),
      fromIdx: realOf(from),
    } satisfies NavigationStartData);
    publish();
    emit(GALLERY_EVENTS.CURRENT_ITEM_CHANGED, itemData(target) satisfies CurrentItemChangedData);
    const duration = config.reducedMotion ? 0 : settings.durationMs;
    const element = config.scroller();
    const finish = () => {
      sliding = false;
      if (element !== null) {
        element.style.scrollSnapType = '';
        landed = readOffset(element, settings.rightToLeft);
      }
      // Back to the middle copy, where the same picture is: the copies never run out.
      if (copies() > 1 && active !== centred(active)) {
        active = centred(active);
        placeActive();
      }
      measure();
      publish();
    };
    if (settings.animation === 'SCROLL' && element !== null) {
      // Snapping would pull each frame's offset to a snap point.
      element.style.scrollSnapType = 'none';
      const slide = scrollTo(
        element,
        settings.rightToLeft,
        offsetOf(geometry, target, element.clientWidth),
        duration,
        easingOf(settings.transition),
      );
      cancel = slide.cancel;
      void slide.done.then(finish);
    } else {
      const timer = setTimeout(finish, duration);
      cancel = () => clearTimeout(timer);
    }
    return true;
  }

  function step(by: 1 | -1): boolean {
    if (config === null || sliding) return false;
    const { atStart, atEnd } = edges();
    const { geometry, settings } = config;
    if (by > 0 ? atEnd : atStart) {
      if (!settings.loop) return false;
      return slideTo(by > 0 ? 0 : geometry.groupFirst[lastGroup()]);
    }
    const target = steppedIndex(geometry, active, by, settings.loop);
    return target >= 0 && slideTo(target);
  }

  /** GALLERY_SCROLLED, once per animation frame of scrolling, with where the strip is then. */
  function reportScroll(given: NavigatorConfig, element: HTMLElement) {
    if (scrolledFrame !== 0) return;
    scrolledFrame = requestAnimationFrame(() => {
      scrolledFrame = 0;
      given.emit(GALLERY_EVENTS.GALLERY_SCROLLED, {
        top: element.scrollTop,
        left: readOffset(element, given.settings.rightToLeft),
      } satisfies GalleryScrolledData);
    });
  }

  function currentByScroll() {
    const element = config?.scroller() ?? null;
    if (config === null || element === null || sliding) return;
    lastByScroll = performance.now();
    const offset = readOffset(element, config.settings.rightToLeft);
    const idx = indexAtOffset(config.geometry, offset, element.clientWidth);
    if (idx === active) return;
    const same = realOf(idx) === realOf(active);
    active = idx;
    publish();
    if (same) return;
    config.emit(
      GALLERY_EVENTS.CURRENT_ITEM_CHANGED,
      itemData(idx) satisfies CurrentItemChangedData,
    );
  }

  /** Puts the current item at the gallery's start, at once. */
  function placeActive() {
    const element = config?.scroller() ?? null;
    if (config === null || element === null || config.settings.animation !== 'SCROLL') return;
    const offset = offsetOf(config.geometry, active, element.clientWidth);
    // Snapping waits until the items there are drawn: it would pull the offset back to the
    // nearest item drawn so far.
    element.style.scrollSnapType = 'none';
    writeOffset(element, config.settings.rightToLeft, offset);
    landed = readOffset(element, config.settings.rightToLeft);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (!sliding) element.style.scrollSnapType = '';
      }),
    );
  }

  return {
    configure(next) {
      const first = config === null;
      const relaid = !first && config!.geometry !== next.geometry;
      const item = first ? 0 : realOf(active);
      config = next;
      if (first || relaid) {
        const count = Math.max(0, next.itemsCount - 1);
        active = copies() > 1 ? centred(item) : Math.min(item, count);
      }
      // A new layout (a resize above all) keeps the current item at the start; a looping
      // gallery with copies opens in the middle one.
      if (!sliding && (relaid || (first && copies() > 1))) placeActive();
      measure();
      publish();
    },
    jumpTo(index) {
      if (config === null || !Number.isInteger(index) || index < 0) return;
      if (index >= config.itemsCount || index === realOf(active)) return;
      cancel();
      sliding = false;
      active = copies() > 1 ? centred(index) : index;
      placeActive();
      measure();
      publish();
      config.emit(
        GALLERY_EVENTS.CURRENT_ITEM_CHANGED,
        itemData(index) satisfies CurrentItemChangedData,
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    next: () => step(1),
    previous: () => step(-1),
    toIndex,
    onScroll() {
      measure();
      publish();
      const element = config?.scroller() ?? null;
      if (config !== null && element !== null) reportScroll(config, element);
      if (config === null || element === null || sliding) return;
      if (Math.abs(readOffset(element, config.settings.rightToLeft) - landed) < 1) return;
      landed = NaN;
      const wait = CURRENT_ITEM_BY_SCROLL_THROTTLE_MS - (performance.now() - lastByScroll);
      if (wait <= 0) currentByScroll();
      else if (byScrollTimer === undefined)
        byScrollTimer = setTimeout(() => {
          byScrollTimer = undefined;
          currentByScroll();
        }, wait);
    },
    dispose() {
      cancel();
      clearTimeout(byScrollTimer);
      cancelAnimationFrame(scrolledFrame);
      listeners.clear();
    },
  };
}
