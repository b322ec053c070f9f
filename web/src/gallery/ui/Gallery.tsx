// <Gallery>: measures its container, asks the engine for a layout, and draws the items where the
// layout put them — those within 10 screens of the viewport, and the focused one (spec/002 §9);
// every item in SEO view mode. The container is as tall as the layout from the first paint.
// Renders nothing when items or options are missing (spec/002 §2). The items are transport
// objects (spec/002 §3), each read by the gallery's one reader (in its store) when it is drawn; the images'
// addresses come from the host's createMediaUrl or the engine, in batches (items/).

import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { type Direction, RECT_STRIDE, type LayoutResult } from '../../../../bindings/engine.ts';
import type { EventsListener, GalleryEventName } from '../model/events.ts';
import type { FlatOptions } from '../model/index.ts';
import type { VIEW_MODES } from '../model/options/enums.ts';
import type { EngineClient } from '../worker/index.ts';
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
import { itemsInBand, unionOfSorted, withTabStop } from './virtual-window.ts';
// item frame (spec/001 §3 info, scrollAnimation): begin
import { scrollAnimationOf } from './scroll-animation/scroll-animations.ts';
// item frame: end
// load more (spec/002 §4): begin
import { LoadMoreButton } from './load-more/LoadMoreButton.tsx';
import { useLoadMore } from './load-more/use-load-more.ts';
// load more: end
// hover (spec/002 §4): begin
import { useItemHover } from './hover/use-item-hover.ts';
// hover: end
// host props (spec/002 §2, §5): begin
import type { DeviceType } from '../model/options/enums.ts';
import { DebugOverlay } from './debug/DebugOverlay.tsx';
import { isDebugPage } from './debug/debug-flag.ts';
import { detectDeviceType } from './host/device-type.ts';
import { useGalleryDomId } from './host/gallery-id.ts';
import { visibleItemsOrAll } from './host/visible-items.ts';
import { TypeErrors } from './type-errors/TypeErrors.tsx';
import { shouldValidateTypes as validatesTypes } from './type-errors/should-validate.ts';
// host props: end
// one video at a time (spec/002 §4 playingVideoIdx): begin
import { createPlayingVideoStore, PlayingVideoContext } from './items/playing-video.ts';
// one video at a time: end

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
  // host props (spec/002 §2, §5): begin
  /**
   * The container's size in CSS pixels. When given, the gallery lays out at this width and does
   * not measure its element; its height is the gallery's height (what crop ratios in percent and
   * horizontal layouts measure against; the window's height when not given). Without it the
   * gallery measures its element and relayouts once a resize has settled for 100 ms.
   */
  container?: { width: number; height?: number };
  /** The device the gallery is shown on, for the option engine's mobile rules (spec/001 §4);
   *  detected from the user agent and the pointer when not given. */
  deviceType?: DeviceType;
  /** The gallery's id: written as `data-gallery-id` and the prefix of its element ids, so two
   *  galleries on a page never share an id; a generated one when not given. */
  id?: string;
  /** Checks the options' types and shows an error UI in place of the gallery when one is wrong
   *  (spec/002 §5); the page's URL query parameter shouldValidateTypes=true does the same. */
  shouldValidateTypes?: boolean;
  // host props: end
}

export function Gallery({ items, options, id, ...rest }: GalleryProps) {
  const domId = useGalleryDomId(id); // host props (spec/002 §2)
  if (!items || options === undefined || options === null) return null;
  return <GalleryFrame items={items} options={options} id={id} domId={domId} {...rest} />;
}

interface GalleryFrameProps extends GalleryProps {
  items: readonly unknown[];
  /** The prefix of the gallery's element ids. */
  domId: string;
}

const NO_ITEMS: readonly number[] = [];
/** The options until the first blueprint comes: nothing is drawn yet. */
const BEFORE_BLUEPRINT: FlatOptions = {};

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
  // host props (spec/002 §2): begin
  container: givenContainer,
  deviceType: givenDeviceType,
  id,
  domId,
  shouldValidateTypes,
  // host props: end
}: GalleryFrameProps) {
  const [store] = useState(() => createGalleryStore());
  const [playingVideo] = useState(createPlayingVideoStore); // one video at a time (spec/002 §4)
  const container = useRef<HTMLDivElement>(null);
  const engine = useEngineClient(client);
  // host props (spec/002 §2): begin
  const [detectedDeviceType] = useState(detectDeviceType);
  const deviceType = givenDeviceType ?? detectedDeviceType;
  const [debug] = useState(isDebugPage);
  const [validates] = useState(() => validatesTypes(shouldValidateTypes));
  useContainerWidth(container, store.getState().setWidth, givenContainer?.width);
  // host props: end
  // blueprint (spec/002 §4): begin — the worker's blueprint brings the processed options
  useLayout({
    store,
    client: engine,
    items,
    options,
    gallery: container,
    scrollingElement,
    hostAddresses: createMediaUrl !== undefined,
    deviceType,
    containerHeight: givenContainer?.height,
    onLayout,
  });
  const view = useStore(store, (state) => state.view);
  const processed = view?.options ?? BEFORE_BLUEPRINT;
  const scrollAnimation = scrollAnimationOf(processed, viewMode); // item frame (spec/001 §3)
  const behaviour = useMemo(() => galleryBehaviour(processed), [processed]);
  const firstImages = useCallback(() => store.getState().view?.firstImages, [store]);
  const addresses = useImageAddressBook(engine, processed, createMediaUrl, firstImages);
  // blueprint: end
  const emit = useEmit(eventsListener);
  const bands = useViewportBand(container, scrollingElement, view);
  // The 10 screens follow the scroll when the browser is idle; the screens around the viewport
  // are drawn in the frame that scrolled (spec/002 §9, a smooth scroll at any item count).
  const band = useDeferredValue(bands?.full ?? null);
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
  // hover (spec/002 §4): begin
  const hover = useItemHover(view, emit);
  // hover: end
  const roving = useRovingFocus(
    container,
    view?.items.length ?? 0,
    behaviour.rightToLeft,
    nearest,
    hover.leave, // hover (spec/002 §5): Escape leaves the hover first
  );

  const near = useMemo(() => {
    if (view === null) return NO_ITEMS;
    if (viewMode === 'SEO') return view.items.map((_, index) => index);
    if (bands === null) return NO_ITEMS;
    const { rects } = view.layout;
    // host props (spec/002 §8): a failure draws every item
    return visibleItemsOrAll(view.items.length, () =>
      unionOfSorted(
        itemsInBand(rects, bands.urgent),
        band === null ? NO_ITEMS : itemsInBand(rects, band),
      ),
    );
  }, [view, bands, band, viewMode]);
  useGalleryEvents(view, near, eventsListener);
  const drawn = withTabStop(loadMore.within(near), roving.tabStop, view?.items.length ?? 0);

  const itemEvents = itemEventHandlers(view, behaviour.clickAction, eventsListener);

  const application = proGalleryRole === APPLICATION_ROLE;
  const frame = (
    <div
      ref={container}
      className={styles.gallery}
      style={{
        height: loadMore.height,
        overflow: loadMore.clipped ? 'clip' : undefined,
        width: givenContainer?.width, // host props (spec/002 §2)
      }}
      id={domId} // host props (spec/002 §2)
      data-gallery-id={id} // host props (spec/002 §2)
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
        hover.onFocus(event); // hover (spec/002 §4)
      }}
      onBlur={(event) => {
        itemEvents.onBlur(event.target);
        hover.onBlur(event); // hover (spec/002 §4)
      }}
      {...hover.pointerHandlers} // hover (spec/002 §4)
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
              hovered={index === hover.hoveredIdx} // hover (spec/002 §4)
              scrollAnimation={scrollAnimation} // item frame
            />
          );
        })}
      {application && <span className={styles.srOnly}>{ACCESSIBILITY_LEFT_GALLERY}</span>}
    </div>
  );
  // host props (spec/002 §5): a type error in the options the worker checked replaces the items
  // with the error UI (the element stays, measured, so corrected options are laid out again).
  const typeErrors = validates ? (view?.optionProblems ?? []) : [];
  if (typeErrors.length > 0)
    return (
      <div ref={container} className={styles.gallery}>
        <TypeErrors errors={typeErrors} id={`${domId}-type-errors`} />
      </div>
    );
  // load more (spec/002 §4): the button after the items container
  return (
    <ImageAddressContext value={addresses}>
      {/* host props (spec/002 §2): the debug overlay: begin */}
      {debug && (
        <DebugOverlay
          backend={engine?.backend}
          layout={layout}
          itemsCount={view?.items.length ?? 0}
          band={band}
          drawnCount={drawn.length}
        />
      )}
      {/* host props: end */}
      {/* one video at a time (spec/002 §4) */}
      <PlayingVideoContext value={playingVideo}>{frame}</PlayingVideoContext>
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
