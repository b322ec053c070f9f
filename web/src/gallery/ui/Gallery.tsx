// <Gallery>: measures its container, asks the engine for a layout, and draws the items where the
// layout put them — those within 10 screens of the viewport, and the focused one (spec/002 §9);
// every item in SEO view mode. The container is as tall as the layout from the first paint.
// Renders nothing when items or options are missing (spec/002 §2). The items are transport
// objects (spec/002 §3), each read by the gallery's one reader (in its store) when it is drawn; the images'
// addresses come from the host's createMediaUrl or the engine, in batches (items/).

import { useCallback, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { type Direction, RECT_STRIDE, type LayoutResult } from '../../../../bindings/engine.ts';
import type { EventsListener, GalleryEventName } from '../model/events.ts';
import { processOptions } from '../model/options/process.ts';
import type { VIEW_MODES } from '../model/options/enums.ts';
import type { EngineClient } from '../worker/index.ts';
import { useSameData } from '../../react/use-same.ts';
import { galleryBehaviour } from './behaviour-options.ts';
import { ACCESSIBILITY_LEFT_GALLERY, APPLICATION_ROLE } from './constants.ts';
import styles from './Gallery.module.css';
import { GalleryItemView } from './GalleryItemView.tsx';
import type { CreateMediaUrl } from './items/create-media-url.ts';
import { useImageAddressBook } from './items/use-image-address-book.ts';
import { ImageAddressContext } from './items/use-image-address.ts';
import { itemEventHandlers } from './item-events.ts';
import { createGalleryStore } from './store.ts';
import { useContainerWidth } from './use-container-width.ts';
import { useEngineClient } from './use-engine-client.ts';
import { useGalleryEvents } from './use-gallery-events.ts';
import { mirroredRects } from './logical-rects.ts';
import { useLatest } from '../../react/use-latest.ts';
import { useLayout } from './use-layout.ts';
import { useRovingFocus } from './use-roving-focus.ts';
import { type ScrollingElement, useViewportBand } from './use-viewport-band.ts';
import { itemsInBand, withTabStop } from './virtual-window.ts';
// item frame (spec/001 §3 info, scrollAnimation): begin
import { scrollAnimationOf } from './scroll-animation/scroll-animations.ts';
// item frame: end
// load more (spec/002 §4): begin
import { LoadMoreButton } from './load-more/LoadMoreButton.tsx';
import { useLoadMore } from './load-more/use-load-more.ts';
// load more: end

export type ViewMode = (typeof VIEW_MODES)[number];

export interface GalleryProps {
  /** Transport objects (spec/002 §3), or items of the shape `GalleryItem`. */
  items?: readonly unknown[] | null;
  /** Gallery options, nested or flat, with the names of spec/001. */
  options?: unknown;
  /** The engine to use; by default the page's shared worker. */
  client?: EngineClient;
  /** Called with each layout once it is on screen. */
  onLayout?: (layout: LayoutResult) => void;
  /** Receives the gallery's events (spec/001 §4) with their payloads. */
  eventsListener?: EventsListener;
  /** The host's image addresses (spec/002 §7); the engine's on the static media host otherwise. */
  createMediaUrl?: CreateMediaUrl;
  /** The element whose scrolling moves the gallery; the window by default. */
  scrollingElement?: ScrollingElement | null;
  /** SEO draws every item; the other modes only those near the viewport (spec/002 §9). */
  viewMode?: ViewMode;
  /** The accessibility role: 'application' adds the region label and the screen-reader text. */
  proGalleryRole?: string;
  proGalleryRegionLabel?: string;
  /** How many items the host has in all; without it, the gallery may always ask for more. */
  totalItemsCount?: number;
}

export function Gallery({ items, options, ...rest }: GalleryProps) {
  if (!items || options === undefined || options === null) return null;
  return <GalleryFrame items={items} options={options} {...rest} />;
}

interface GalleryFrameProps extends GalleryProps {
  items: readonly unknown[];
}

const NO_ITEMS: readonly number[] = [];

function GalleryFrame({
  items,
  options,
  client,
  onLayout,
  eventsListener,
  createMediaUrl,
  scrollingElement,
  viewMode,
  proGalleryRole,
  proGalleryRegionLabel,
  totalItemsCount,
}: GalleryFrameProps) {
  const [store] = useState(() => createGalleryStore());
  const container = useRef<HTMLDivElement>(null);
  const engine = useEngineClient(client);
  useContainerWidth(container, store.getState().setWidth);
  useLayout(store, engine, items, options, onLayout);
  const view = useStore(store, (state) => state.view);
  const sameOptions = useSameData(options);
  // item frame (spec/001 §3 info): the gallery draws texts outside the items: begin
  const processed = useMemo(
    () => processOptions(sameOptions, { externalInfoRenderer: true }),
    [sameOptions],
  );
  const scrollAnimation = scrollAnimationOf(processed, viewMode);
  // item frame: end
  const behaviour = useMemo(() => galleryBehaviour(processed), [processed]);
  const addresses = useImageAddressBook(engine, processed, createMediaUrl);
  const emit = useEmit(eventsListener);
  const band = useViewportBand(container, scrollingElement, view);
  // load more (spec/002 §4): begin
  const loadMore = useLoadMore({
    gallery: container,
    view,
    items,
    options: processed,
    scrollingElement,
    eventsListener,
    totalItemsCount,
  });
  const shownByLoadMore = loadMore.shows;
  // load more: end

  const layout = view?.layout;
  const rightToLeft = behaviour.rightToLeft;
  const nearest = useCallback(
    (index: number, direction: Direction) => {
      if (engine === undefined || layout === undefined) return Promise.resolve(-1);
      // The engine takes the rects it is handed (they move to the worker): a copy of those drawn.
      const rects = rightToLeft ? mirroredRects(layout.rects, layout.width) : layout.rects.slice();
      // Items below the load-more cut are not shown, so not reachable (load more).
      return engine
        .nearestItem(rects, index, direction)
        .then((next) => (shownByLoadMore(next) ? next : -1));
    },
    [engine, layout, rightToLeft, shownByLoadMore],
  );
  const roving = useRovingFocus(container, view?.items.length ?? 0, behaviour.rightToLeft, nearest);

  const near = useMemo(() => {
    if (view === null) return NO_ITEMS;
    if (viewMode === 'SEO') return view.items.map((_, index) => index);
    return band === null ? NO_ITEMS : itemsInBand(view.layout.rects, band);
  }, [view, band, viewMode]);
  useGalleryEvents(view, near, eventsListener);
  const drawn = withTabStop(loadMore.within(near), roving.tabStop, view?.items.length ?? 0);

  const itemEvents = itemEventHandlers(view, behaviour.clickAction, eventsListener);

  const application = proGalleryRole === APPLICATION_ROLE;
  const frame = (
    <div
      ref={container}
      className={styles.gallery}
      style={{ height: loadMore.height, overflow: loadMore.clipped ? 'clip' : undefined }}
      data-tessera-gallery=""
      data-backend={engine?.backend}
      dir={behaviour.rightToLeft ? 'rtl' : 'ltr'}
      tabIndex={-1}
      role={application ? 'application' : undefined}
      aria-label={application ? proGalleryRegionLabel : undefined}
      onKeyDown={roving.onKeyDown}
      onFocus={(event) => {
        roving.onFocus(event);
        itemEvents.onFocus(event.target);
      }}
      onBlur={(event) => itemEvents.onBlur(event.target)}
      onClick={(event) => itemEvents.onClick(event.target)}
      onContextMenu={behaviour.blockContextMenu ? (event) => event.preventDefault() : undefined}
    >
      {view !== null &&
        drawn.map((index) => {
          const item = view.item(index);
          const at = index * RECT_STRIDE;
          const { rects: r } = view.layout;
          return (
            <GalleryItemView
              key={item.id}
              item={item}
              idx={index}
              left={r[at]}
              top={r[at + 1]}
              width={r[at + 2]}
              height={r[at + 3]}
              tabbable={index === roving.tabStop}
              clickAction={behaviour.clickAction}
              options={processed}
              emit={emit}
              scrollAnimation={scrollAnimation} // item frame
            />
          );
        })}
      {application && <span className={styles.srOnly}>{ACCESSIBILITY_LEFT_GALLERY}</span>}
    </div>
  );
  // load more (spec/002 §4): the button after the items container
  return (
    <ImageAddressContext value={addresses}>
      {frame}
      {loadMore.button !== null && <LoadMoreButton {...loadMore.button} />}
    </ImageAddressContext>
  );
}

/** A stable way for the item views to raise events through the host's latest listener. */
function useEmit(eventsListener: EventsListener | undefined) {
  const listener = useLatest(eventsListener);
  return useCallback(
    (name: GalleryEventName, data: unknown) => listener.current?.(name, data),
    [listener],
  );
}
