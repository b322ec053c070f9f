// The horizontal view (spec/002 §2, §4-5, §9): a scroller of the gallery's width and height over
// a track of the layout's width, the items where the layout put them — those within 10 screens
// either side, or 3 groups either side of the current one when the gallery does not scroll —
// with scroll snap, blockScroll, right to left, native touch scrolling, the navigation arrows, the
// keys of a slideshow, and the WAI-ARIA APG carousel pattern: a carousel of slides, a live region
// naming the slide the visitor moved to. SCROLL slides scroll; FADE and DECK slides are layers.

import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useStore } from 'zustand';
import { RECT_STRIDE } from '../../../../../../bindings/engine.ts';
import type { EventsListener, GalleryEventName } from '../../../model/events.ts';
import type { ClickAction } from '../../behaviour-options.ts';
import type { ViewMode } from '../../gallery-props.ts';
import { GalleryItemView } from '../../GalleryItemView.tsx';
import { itemAt } from '../../item-at.ts';
import { useReducedMotion } from '../../scroll-animation/use-reduced-motion.ts';
import type { GalleryStore, GalleryView } from '../../store.ts';
import { useGalleryEvents } from '../../use-gallery-events.ts';
import { arrowPlacement } from './arrows/arrow-placement.ts';
import { MouseFollowArrow } from './arrows/MouseFollowArrow.tsx';
import { NavigationArrows } from './arrows/NavigationArrows.tsx';
import styles from './Horizontal.module.css';
import { horizontalSettings, outsideArrowRoom } from './horizontal-settings.ts';
import { slideKeyAction } from './slide-keys.ts';
import { layerStyle } from './slide-layers.ts';
import { copiedLayout, loopCopies } from './loop-copies.ts';
import { itemsNearGroup, itemsNearOffset, slideGeometry } from './slide-geometry.ts';
import { useNavigationApi } from './use-navigation-api.ts';
import { SlideActiveContext } from '../../items/slide-active.ts';
// <thumbnails>
import { carouselStyle } from './thumbnails/strip-box.ts';
import { isAcross, thumbnailSettings } from './thumbnails/thumbnail-settings.ts';
import { ThumbnailStrip } from './thumbnails/ThumbnailStrip.tsx';
// </thumbnails>
import { useSlideNavigation } from './use-slide-navigation.ts';
// <autoslide>
import { useAutoSlide } from './autoslide/use-auto-slide.ts';
import { SlideshowInfo } from './slideshow-info/SlideshowInfo.tsx';
// </autoslide>

/** The mouse-follow arrow's zone share (spec/001 §3), when the options give one. */
function maxWidthOf(options: GalleryView['options']): number | undefined {
  const value = options.layoutParams_navigationArrows_mouseCursorContainerMaxWidth;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A touch moved this far across a gallery that does not scroll is a swipe. */
const SWIPE_MIN_PX = 40;

export interface HorizontalGalleryProps {
  view: GalleryView;
  /** The gallery's store: the container's measured width. */
  store: GalleryStore;
  clickAction: ClickAction;
  emit(name: GalleryEventName, data: unknown): void;
  eventsListener: EventsListener | undefined;
  hoveredIdx: number;
  /** The prefix of the gallery's element ids. */
  domId: string;
  /** The gallery's frame: Escape leaves the items for it. */
  frame: RefObject<HTMLElement | null>;
  viewMode?: ViewMode;
  /** The carousel's name (proGalleryRegionLabel). */
  label?: string;
  /** The item the host wants current (the activeIndex prop). */
  activeIndex?: number;
  /** How many items the host has in all (a loop duplicates only when all are loaded). */
  totalItemsCount?: number;
}

export function HorizontalGallery({
  view,
  store,
  clickAction,
  emit,
  eventsListener,
  hoveredIdx,
  domId,
  frame,
  viewMode,
  label,
  activeIndex,
  totalItemsCount,
}: HorizontalGalleryProps) {
  const options = view.options;
  const { layout } = view;
  const settings = useMemo(() => horizontalSettings(options), [options]);
  const itemsCount = view.items.length;
  const allLoaded = totalItemsCount === undefined || itemsCount >= totalItemsCount;
  const copies = loopCopies(itemsCount, settings, allLoaded);
  // What is drawn: the layout, or its loop copies side by side.
  const drawnLayout = useMemo(
    () =>
      copiedLayout(layout.rects, layout.width, copies, settings.itemSpacing, settings.rightToLeft),
    [layout, copies, settings.itemSpacing, settings.rightToLeft],
  );
  const geometry = useMemo(
    () => slideGeometry(drawnLayout.rects, drawnLayout.width, settings.rightToLeft),
    [drawnLayout, settings.rightToLeft],
  );
  const width = useStore(store, (state) => state.width);
  const scroller = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const navigation = useSlideNavigation({
    scroller,
    view,
    geometry,
    settings,
    reducedMotion,
    emit,
  });
  const { navigator, active, current } = navigation;
  // Arrows are not prerendered (spec/002 §5): false on the server and while hydrating.
  const mounted = useSyncExternalStore(subscribeNothing, onClient, onServer);
  const [announced, setAnnounced] = useState(false);
  const focusActive = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  // The arrow focus was last on: when it hides at an end, focus goes to the other arrow.
  const focusedArrow = useRef<string | null>(null);
  const swipe = useRef<number | null>(null);
  // <autoslide>
  const autoSlide = useAutoSlide({
    root,
    scroller,
    navigator,
    options,
    settings,
    reducedMotion,
    copies,
    layoutWidth: drawnLayout.width,
  });
  // The live region is quiet while the slides move by themselves (WAI-ARIA APG carousel).
  const autoSliding = autoSlide.blocked === null;
  // </autoslide>
  useNavigationApi(navigator, emit, activeIndex, autoSlide.setPaused);

  const room = outsideArrowRoom(settings);
  const galleryWidth = Math.max(0, width - 2 * room);
  const count = geometry.count;
  const scrollLess = settings.blockScroll;
  const drawn = useMemo(() => {
    if (viewMode === 'SEO') return Array.from({ length: count }, (_, i) => i);
    if (scrollLess) return itemsNearGroup(geometry, active);
    return itemsNearOffset(geometry, navigation.anchor, galleryWidth, active);
  }, [viewMode, count, scrollLess, geometry, active, navigation.anchor, galleryWidth]);
  const drawnItems = useMemo(
    () => (copies > 1 ? [...new Set(drawn.map((slide) => slide % itemsCount))] : drawn),
    [drawn, copies, itemsCount],
  );
  useGalleryEvents(view, drawnItems, eventsListener);

  useLayoutEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    scroller.current
      ?.querySelector<HTMLElement>(`[data-slide="${active}"] [data-idx]`)
      ?.focus({ preventScroll: true });
  }, [active]);

  const loop = settings.loop;
  const showPrevious = loop || !navigation.atStart;
  const showNext = loop || !navigation.atEnd;
  useLayoutEffect(() => {
    const hidden = focusedArrow.current;
    if (hidden === null || document.activeElement !== document.body) return;
    if ((hidden === 'next' && showNext) || (hidden === 'previous' && showPrevious)) return;
    const other = hidden === 'next' ? 'previous' : 'next';
    root.current?.querySelector<HTMLElement>(`button[data-arrow="${other}"]`)?.focus();
  }, [showPrevious, showNext]);

  const rects = drawnLayout.rects;
  const activeAt = active * RECT_STRIDE;
  const placement = arrowPlacement({
    settings,
    mounted,
    layoutWidth: drawnLayout.width,
    layoutHeight: layout.height,
    galleryWidth,
    itemTop: rects[activeAt + 1] ?? 0,
    itemHeight: rects[activeAt + 3] ?? layout.height,
  });
  const moved = (started: boolean) => {
    if (started) setAnnounced(true);
  };
  // <thumbnails>
  const thumbnails = thumbnailSettings(options);
  const thumbnailStrip = thumbnails.enabled && count > 0 && (
    <ThumbnailStrip
      view={view}
      settings={thumbnails}
      current={current}
      loop={loop}
      rightToLeft={settings.rightToLeft}
      length={isAcross(thumbnails) ? width : layout.height}
      durationMs={settings.durationMs}
      reducedMotion={reducedMotion}
      emit={emit}
      navigate={(idx) => moved(navigator.toIndex(idx))}
    />
  );
  // </thumbnails>

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (itemAt(event.target) === null || event.altKey || event.ctrlKey || event.metaKey) return;
    // Escape is the frame's: it leaves the hover first, then the items (spec/002 §5).
    if (event.key === 'Escape') return;
    const action = slideKeyAction(event.key, settings.rightToLeft, navigation.atEnd);
    if (action === null) return;
    // Handled here: the frame's own keys (neighbour focus, Escape) do not run too.
    event.preventDefault();
    event.stopPropagation();
    if (action === 'LEAVE') {
      frame.current?.focus();
      return;
    }
    const started = action === 'NEXT' ? navigator.next() : navigator.previous();
    if (started) focusActive.current = true;
    moved(started);
  }

  // A gallery that does not scroll natively still follows a swipe (spec/002 §4).
  const swipeHandlers = scrollLess
    ? {
        onPointerDown(event: PointerEvent) {
          swipe.current = event.pointerType === 'touch' ? event.clientX : null;
        },
        onPointerUp(event: PointerEvent) {
          if (swipe.current === null) return;
          const moves = event.clientX - swipe.current;
          swipe.current = null;
          if (Math.abs(moves) < SWIPE_MIN_PX) return;
          const towardsStart = settings.rightToLeft ? moves < 0 : moves > 0;
          moved(towardsStart ? navigator.previous() : navigator.next());
        },
      }
    : {};

  const activeGroup = count === 0 ? 0 : geometry.groups[active];
  const groupsCount = geometry.groupFirst.length;
  const slidesId = `${domId}-slides`;
  const scrollerClass = [
    styles.scroller,
    scrollLess ? styles.blocked : '',
    settings.scrollSnap && !scrollLess ? styles.snap : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      ref={root}
      className={styles.horizontal}
      onFocus={(event) => {
        focusedArrow.current = (event.target as HTMLElement).dataset.arrow ?? null;
      }}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-slide-animation={settings.animation}
      data-active-idx={current}
      data-sliding={navigation.sliding}
      data-auto-slide={autoSlide.blocked ?? 'RUNNING'}
      style={thumbnails.enabled ? carouselStyle(thumbnails, layout.height) : undefined} // <thumbnails/>
    >
      {/* <autoslide>: the rotation control comes first in the tab order */}
      <SlideshowInfo
        playButton={autoSlide.settings.playButton}
        counter={autoSlide.settings.counter}
        alignment={autoSlide.settings.buttonsAlignment}
        playing={!autoSlide.paused}
        onToggle={autoSlide.togglePaused}
        current={current}
        total={itemsCount}
        fullWidth={mounted && width >= window.innerWidth - 10}
        controls={slidesId}
      />
      {/* </autoslide> */}
      <div
        ref={scroller}
        id={slidesId}
        className={scrollerClass}
        style={{ height: layout.height, marginInline: room }}
        onScroll={navigator.onScroll}
        {...swipeHandlers}
      >
        <div
          className={styles.track}
          style={{ width: scrollLess ? '100%' : drawnLayout.width, height: layout.height }}
        >
          {drawn.map((slide) => {
            const index = slide % itemsCount;
            const item = view.item(index);
            const at = slide * RECT_STRIDE;
            const group = geometry.groups[slide];
            const layered = settings.animation !== 'SCROLL';
            // A layer holds its group where the gallery's viewport starts.
            const left = layered
              ? rects[at] - rects[geometry.groupFirst[group] * RECT_STRIDE]
              : rects[at];
            const current = group === activeGroup;
            return (
              <div
                key={copies > 1 ? `${item.id}~${Math.floor(slide / itemsCount)}` : item.id}
                data-slide={slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1}/${itemsCount}`}
                className={layered ? styles.layer : styles.slide}
                style={
                  layered
                    ? layerStyle(settings, group, activeGroup, groupsCount, reducedMotion)
                    : undefined
                }
                inert={layered && !current}
              >
                <SlideActiveContext value={slide === active}>
                  <GalleryItemView
                    item={item}
                    idx={index}
                    left={left}
                    top={rects[at + 1]}
                    width={rects[at + 2]}
                    height={rects[at + 3]}
                    tabbable={slide === active}
                    clickAction={clickAction}
                    options={options}
                    emit={emit}
                    hovered={index === hoveredIdx}
                  />
                </SlideActiveContext>
              </div>
            );
          })}
        </div>
      </div>
      <NavigationArrows
        settings={settings}
        placement={placement}
        showPrevious={showPrevious}
        showNext={showNext}
        onPrevious={() => moved(navigator.previous())}
        onNext={() => moved(navigator.next())}
        controls={slidesId}
      />
      {mounted && settings.arrows.enabled && settings.arrows.position === 'MOUSE_CURSOR' && (
        <MouseFollowArrow
          root={root}
          settings={settings}
          maxWidthPercent={maxWidthOf(options)}
          showPrevious={showPrevious}
          showNext={showNext}
          onPrevious={() => moved(navigator.previous())}
          onNext={() => moved(navigator.next())}
        />
      )}
      {thumbnailStrip /* <thumbnails/> */}
      <div
        className={styles.srOnly}
        aria-live={/* <autoslide> */ autoSliding ? 'off' : 'polite' /* </autoslide> */}
        aria-atomic="true"
      >
        {announced && itemsCount > 0
          ? `${slideName(view, current)} ${current + 1}/${itemsCount}`
          : ''}
      </div>
    </div>
  );
}

const subscribeNothing = () => () => {};
const onClient = () => true;
const onServer = () => false;

/** The current slide's name: its item's title, else its alt text. */
function slideName(view: GalleryView, index: number): string {
  const item = view.item(index);
  return item.title.trim() !== '' ? item.title : item.alt;
}
