// <Gallery>: measures its container, asks the worker for the blueprint (the processed options, the
// layout and the first images' addresses; spec/002 §4), and draws the items where the layout put
// them — those within 10 screens of the viewport, and the focused one (spec/002 §9); every item
// in SEO view mode. The container is as tall as the layout from the first paint. Renders nothing
// when items or options are missing (spec/002 §2). The items are transport objects (spec/002 §3),
// each read by the gallery's one reader (in its store) when it is drawn. The frame keeps the
// gallery-wide state — focus, hover, the playing video, load more — and each item view draws
// its media, overlay, info areas and frame (GalleryItemView).

import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { type Direction, RECT_STRIDE } from '../../../../bindings/engine.ts';
import type { EventsListener, GalleryEventName } from '../model/events.ts';
import type { FlatOptions } from '../model/index.ts';
import { galleryBehaviour } from './behaviour-options.ts';
import { ACCESSIBILITY_LEFT_GALLERY, APPLICATION_ROLE } from './constants.ts';
import styles from './Gallery.module.css';
import { GalleryItemView } from './GalleryItemView.tsx';
import { ItemBoxes } from './ItemBoxes.tsx';
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
import { useFirstScreen } from './use-first-screen.ts';
import { useNearItems } from './use-near-items.ts';
import { withTabStop } from './virtual-window.ts';
import { scrollAnimationOf } from './scroll-animation/scroll-animations.ts';
import { LoadMoreButton } from './load-more/LoadMoreButton.tsx';
import { useLoadMore } from './load-more/use-load-more.ts';
import { useItemHover } from './hover/use-item-hover.ts';
import { DebugOverlay } from './debug/DebugOverlay.tsx';
import { isDebugPage } from './debug/debug-flag.ts';
import { detectDeviceType } from './host/device-type.ts';
import { useGalleryDomId } from './host/gallery-id.ts';
import { TypeErrors } from './type-errors/TypeErrors.tsx';
import { shouldValidateTypes as validatesTypes } from './type-errors/should-validate.ts';
import { createPlayingVideoStore, PlayingVideoContext } from './items/playing-video.ts';

import type { GalleryProps } from './gallery-props.ts';
import { isHorizontalGallery } from './views/horizontal/is-horizontal.ts';
import { loadHorizontalView } from './views/horizontal/load-horizontal-view.ts';
import { stripHeightRoom } from './views/horizontal/thumbnails/thumbnail-settings.ts'; // <thumbnails/>

export type { GalleryProps, ViewMode } from './gallery-props.ts';

export function Gallery({ items, options, id, ...rest }: GalleryProps) {
  const domId = useGalleryDomId(id);
  if (!items || options === undefined || options === null) return null;
  return <GalleryFrame items={items} options={options} id={id} domId={domId} {...rest} />;
}

interface GalleryFrameProps extends GalleryProps {
  items: readonly unknown[];
  /** The prefix of the gallery's element ids. */
  domId: string;
}

/** The horizontal view: its own chunk, loaded when a gallery's options scroll horizontally. */
const HorizontalGallery = lazy(() =>
  loadHorizontalView().then((module) => ({
    default: module.HorizontalGallery,
  })),
);

/** The items the frame announces for a horizontal gallery: none, its view does. */
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
  container: givenContainer,
  deviceType: givenDeviceType,
  isUsingCustomInfoElements,
  id,
  domId,
  shouldValidateTypes,
  activeIndex,
  layoutBreakpoints, // <server-layout/>
  containerHeightAt, // <server-layout/>
}: GalleryFrameProps) {
  const [store] = useState(() => createGalleryStore());
  const [playingVideo] = useState(createPlayingVideoStore); // one video at a time (spec/002 §4)
  const container = useRef<HTMLDivElement>(null);
  const engine = useEngineClient(client);
  const [detectedDeviceType] = useState(detectDeviceType);
  const deviceType = givenDeviceType ?? detectedDeviceType;
  const [debug] = useState(isDebugPage);
  const [validates] = useState(() => validatesTypes(shouldValidateTypes));
  useContainerWidth(container, store.getState().setWidth, givenContainer?.width);
  // The worker's blueprint brings the processed options (spec/002 §4).
  useLayout({
    store,
    client: engine,
    items,
    options,
    gallery: container,
    scrollingElement,
    hostAddresses: createMediaUrl !== undefined,
    deviceType,
    externalInfoRenderer: isUsingCustomInfoElements,
    containerHeight: givenContainer?.height,
    onLayout,
    layoutBreakpoints, // <server-layout/>
    containerHeightAt, // <server-layout/>
  });
  const view = useStore(store, (state) => state.view);
  const processed = view?.options ?? BEFORE_BLUEPRINT;
  const scrollAnimation = scrollAnimationOf(processed, viewMode);
  const behaviour = useMemo(() => galleryBehaviour(processed), [processed]);
  const firstImages = useCallback(() => store.getState().view?.firstImages, [store]);
  const addresses = useImageAddressBook(engine, processed, createMediaUrl, firstImages);
  const emit = useEmit(eventsListener);
  const { near, band, flinging } = useNearItems(container, scrollingElement, view, viewMode);
  const firstScreen = useFirstScreen(view);
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
  const hover = useItemHover(view, emit);
  const roving = useRovingFocus(
    container,
    view?.items.length ?? 0,
    behaviour.rightToLeft,
    nearest,
    hover.leave, // Escape leaves the hover first (spec/002 §5)
  );

  // A horizontal gallery draws its own view (views/horizontal), which raises these events itself.
  const horizontal =
    view !== null && isHorizontalGallery(processed) ? (
      <Suspense fallback={null}>
        <HorizontalGallery
          view={view}
          store={store}
          clickAction={behaviour.clickAction}
          emit={emit}
          eventsListener={eventsListener}
          hoveredIdx={hover.hoveredIdx}
          domId={domId}
          frame={container}
          viewMode={viewMode}
          label={proGalleryRegionLabel}
          activeIndex={activeIndex}
          totalItemsCount={totalItemsCount}
        />
      </Suspense>
    ) : null;
  // A flung gallery draws boxes (ItemBoxes); only its tab stop and hovered item stay items.
  const shown = withTabStop(loadMore.within(near), roving.tabStop, view?.items.length ?? 0);
  const kept = (index: number) => index === roving.tabStop || index === hover.hoveredIdx;
  const drawn = flinging ? shown.filter(kept) : shown;
  const boxed = flinging ? shown.filter((index) => !kept(index)) : NO_ITEMS;
  useGalleryEvents(
    view,
    horizontal === null && !flinging ? near : NO_ITEMS,
    horizontal === null ? eventsListener : undefined,
  );

  const itemEvents = itemEventHandlers(view, behaviour.clickAction, eventsListener);

  const application = proGalleryRole === APPLICATION_ROLE;
  const frame = (
    <div
      ref={container}
      className={styles.gallery}
      style={{
        // <thumbnails/> a thumbnail strip above or below a horizontal gallery is in its frame
        height: loadMore.height + (horizontal === null ? 0 : stripHeightRoom(processed)),
        overflow: loadMore.clipped ? 'clip' : undefined,
        width: givenContainer?.width,
      }}
      id={domId}
      data-gallery-id={id}
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
        hover.onFocus(event);
      }}
      onBlur={(event) => {
        itemEvents.onBlur(event.target);
        hover.onBlur(event);
      }}
      {...hover.pointerHandlers}
      onClick={(event) => itemEvents.onClick(event.target)}
      onContextMenu={behaviour.blockContextMenu ? (event) => event.preventDefault() : undefined}
    >
      {horizontal}
      {horizontal === null && view !== null && flinging && (
        <ItemBoxes rects={view.layout.rects} indices={boxed} />
      )}
      {horizontal === null &&
        view !== null &&
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
              hovered={index === hover.hoveredIdx}
              scrollAnimation={scrollAnimation}
              firstScreen={firstScreen.has(index)}
            />
          );
        })}
      {application && <span className={styles.srOnly}>{ACCESSIBILITY_LEFT_GALLERY}</span>}
    </div>
  );
  // A type error in the options the worker checked replaces the items (spec/002 §5)
  // with the error UI; the element stays, measured, so corrected options are laid out again.
  const typeErrors = validates ? (view?.optionProblems ?? []) : [];
  if (typeErrors.length > 0)
    return (
      <div ref={container} className={styles.gallery}>
        <TypeErrors errors={typeErrors} id={`${domId}-type-errors`} />
      </div>
    );
  // The Load More button comes after the items' container (spec/002 §4).
  return (
    <ImageAddressContext value={addresses}>
      {debug && (
        <DebugOverlay
          backend={engine?.backend}
          layout={layout}
          itemsCount={view?.items.length ?? 0}
          band={band}
          drawnCount={drawn.length}
        />
      )}
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
