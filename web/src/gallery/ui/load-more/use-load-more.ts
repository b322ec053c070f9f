// Load more (spec/002 §4 "Load More", §9): how much of the gallery shows, the 'Load More' button's
// props while it shows, LOAD_MORE_CLICKED on its click, and NEED_MORE_ITEMS — at most once per
// 2000 ms — when the visitor nears the end of the items the host gave. The items the host then
// adds are appended to the layout by useLayout; the earlier ones keep their places.

import {
  type RefObject,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from 'react';
import { RECT_STRIDE } from '../../../../../bindings/engine.ts';
import { type EventsListener, GALLERY_EVENTS, type GalleryEventName } from '../../model/events.ts';
import type { FlatOptions } from '../../model/options/flatten.ts';
import type { GalleryView } from '../store.ts';
import type { LoadMoreButtonProps } from './LoadMoreButton.tsx';
import type { LoadMoreClickedData, NeedMoreItemsData } from './load-more-events.ts';
import { loadMoreOptions } from './load-more-options.ts';
import { needsMoreItems, reveal, throttleWait } from './load-more-rules.ts';
import { type Scroller, scrollerViewport } from './scroller-viewport.ts';
import { useScreenHeight } from './use-screen-height.ts';

export interface LoadMoreInput {
  /** The gallery's element (its items container). */
  gallery: RefObject<HTMLElement | null>;
  view: GalleryView | null;
  /** The items the host gave; the gallery asks for more only once its layout holds them all. */
  items: readonly unknown[];
  /** The gallery's options after the option engine; the same object while they are the same. */
  options: FlatOptions;
  scrollingElement?: Scroller | null;
  eventsListener?: EventsListener;
  /** How many items the host has in all; unknown means there may always be more. */
  totalItemsCount?: number;
  /** The container's height, when the host gives it; the scrolling element's viewport otherwise. */
  containerHeight?: number;
}

export interface LoadMore {
  /** The gallery's height: its structure's, or less while the button shows. */
  height: number;
  /** Whether the structure is cut at `height` (the items below it are not shown). */
  clipped: boolean;
  /** The button's props while it shows, else null. */
  button: LoadMoreButtonProps | null;
  /** Whether the item of `index` starts within the shown part. */
  shows(index: number): boolean;
  /** Those of `indices` whose items start within the shown part (`indices` itself when not cut). */
  within(indices: readonly number[]): readonly number[];
}

export function useLoadMore({
  gallery,
  view,
  items,
  options,
  scrollingElement,
  eventsListener,
  totalItemsCount,
  containerHeight,
}: LoadMoreInput): LoadMore {
  const settings = useMemo(() => loadMoreOptions(options), [options]);
  const screenHeight = useScreenHeight(scrollingElement);
  const [clicks, setClicks] = useState(0);
  const [initialHeight, setInitialHeight] = useState<number | null>(null);
  const structureHeight = view?.layout.height ?? 0;
  const itemsCount = view?.items.length ?? 0;
  const shown = reveal({
    mode: settings.mode,
    amount: settings.amount,
    structureHeight,
    containerHeight: containerHeight ?? screenHeight,
    clicks,
    initialHeight,
  });

  const emit = useEffectEvent((name: GalleryEventName, data: NeedMoreItemsData) =>
    eventsListener?.(name, data),
  );

  // NEED_MORE_ITEMS: checked when the layout or the revealed part changes and as the visitor
  // scrolls; a need within the throttle is checked again when it ends.
  const lastRequestAt = useRef<number | null>(null);
  const scrolled = useRef(false);
  const revealEnd = shown.end;
  const askingMore = settings.mode !== 'NONE';
  useEffect(() => {
    const element = gallery.current;
    // A layout still on its way (view.items not the host's) holds more than the one on screen.
    if (!askingMore || view === null || view.items !== items || element === null) return;
    const scroller = scrollingElement ?? window;
    let frame = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const viewport = scrollerViewport(scroller);
      const need = needsMoreItems({
        structureHeight: view.layout.height,
        revealEnd,
        viewportTop: viewport.top - element.getBoundingClientRect().top,
        viewportHeight: viewport.height,
        scrolled: scrolled.current,
        itemsCount: view.items.length,
        totalItemsCount,
      });
      if (!need) return;
      const now = Date.now();
      const wait = throttleWait(lastRequestAt.current, now);
      if (wait > 0) {
        retry ??= setTimeout(() => {
          retry = undefined;
          check();
        }, wait);
        return;
      }
      lastRequestAt.current = now;
      emit(GALLERY_EVENTS.NEED_MORE_ITEMS, { itemsCount: view.items.length });
    };
    const checkNextFrame = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          check();
        });
    };
    const onScroll = () => {
      scrolled.current = true;
      checkNextFrame();
    };
    // In the next frame: after the layout's own events (GALLERY_CHANGE, APP_LOADED).
    checkNextFrame();
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(retry);
      scroller.removeEventListener('scroll', onScroll);
    };
  }, [askingMore, gallery, scrollingElement, view, items, revealEnd, totalItemsCount]);

  // When the click that revealed the rest took the (focused) button away, focus moves to the
  // first item revealed, so a keyboard visitor goes on where the new items begin.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || view === null) return;
    focusFrom.current = null;
    if (shown.showButton) return;
    const rects = view.layout.rects;
    for (let at = 0, index = 0; at < rects.length; at += RECT_STRIDE, index++)
      if (rects[at + 1] >= from) {
        gallery.current?.querySelector<HTMLElement>(`[data-idx="${index}"]`)?.focus();
        return;
      }
  }, [clicks, shown.showButton, view, gallery]);

  const cutAt = shown.height;
  const clipped = view !== null && cutAt < structureHeight;
  const shows = useCallback(
    (index: number) => !clipped || (view?.layout.rects[index * RECT_STRIDE + 1] ?? 0) < cutAt,
    [clipped, view, cutAt],
  );
  const within = useCallback(
    (indices: readonly number[]) => (clipped ? indices.filter(shows) : indices),
    [clipped, shows],
  );

  const onClick = () => {
    const clicked: LoadMoreClickedData = { itemsCount };
    eventsListener?.(GALLERY_EVENTS.LOAD_MORE_CLICKED, clicked);
    // The first click stores the initial height: each PARTIAL click reveals that much more.
    if (initialHeight === null) setInitialHeight(cutAt);
    const onButton = document.activeElement?.closest('[data-tessera-load-more]') != null;
    focusFrom.current = onButton ? cutAt : null;
    setClicks((count) => count + 1);
  };

  return {
    height: view === null ? 0 : cutAt,
    clipped,
    button:
      view !== null && shown.showButton
        ? { text: settings.text, font: settings.font, onClick }
        : null,
    shows,
    within,
  };
}
