// Asks the engine for the gallery's blueprint (spec/002 §4 "Blueprint", DESIGN.md "Data flow")
// whenever the width, the items, the options or the engine change, and puts it in the gallery's
// store: the worker runs the option engine and the layouter, and brings the addresses of the
// images the visitor sees first. An answer that a newer request overtook is dropped.
// When the only change is more items at the end, with the same options and container, only those
// are laid out: the items on screen keep their places (the end of a rows layout, which depended
// on what came after it, can move as a full layout would move it). Options equal by value are the
// same options: a host's inline options={{ ... }} does not lay the gallery out again each time
// the host renders. The sizes come from the transport objects (readItemSizes, spec/002 §3), and
// the problems found in them are logged once, with the messages of spec/002 §8, when the items
// arrive.

import { type RefObject, useEffect, useEffectEvent, useRef } from 'react';
import { useStore } from 'zustand';
import { type LayoutResult, withAppended } from '../../../../bindings/engine.ts';
import type { FlatOptions } from '../model/index.ts';
import { type ItemProblem, readItemSizes } from '../model/items/index.ts';
import type { DeviceType } from '../model/options/enums.ts';
import type { EngineClient } from '../worker/index.ts';
import { useLatest } from '../../react/use-latest.ts';
import { useSameData } from '../../react/use-same.ts';
import { firstImageSeeds, firstImagesRequest } from './blueprint/first-images.ts';
import { withoutFunctions } from './blueprint/plain-options.ts';
import { devicePixelRatio } from './items/image-request.ts';
import { scrollerViewport } from './load-more/scroller-viewport.ts';
import type { GalleryStore, GalleryView } from './store.ts';
import type { ScrollingElement } from './use-viewport-band.ts';
import { type Band, bandAround } from './virtual-window.ts';
import { breakpointBlueprint } from './server/breakpoint-blueprint.ts'; // <server-layout/>

export interface LayoutInput {
  store: GalleryStore;
  client: EngineClient | undefined;
  items: readonly unknown[];
  /** The host's options, raw. */
  options: unknown;
  /** The gallery's element: where it is in the viewport says which images show first. */
  gallery: RefObject<HTMLElement | null>;
  scrollingElement?: ScrollingElement | null;
  /** Whether the host's createMediaUrl makes the image addresses (the blueprint brings none). */
  hostAddresses?: boolean;
  deviceType?: DeviceType;
  /** Whether texts outside the items are drawn and take room (true when not given). */
  externalInfoRenderer?: boolean;
  /** The container's height when the host gives it; the window's otherwise. */
  containerHeight?: number;
  onLayout?: (layout: LayoutResult) => void;
  // <server-layout> the server's ranges of widths (GalleryProps.layoutBreakpoints)
  layoutBreakpoints?: readonly number[];
  containerHeightAt?: (width: number) => number;
}

const ID_FIELDS = ['itemId', 'photoId', 'id'] as const;

/**
 * The same transport object, or one with the same id fields and the same size. Cheap enough for
 * every item of a large gallery whose host builds new objects each render: nothing else is read.
 */
function sameItem(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  if (ID_FIELDS.some((field) => x[field] !== y[field])) return false;
  const { sizes } = readItemSizes([a, b]);
  return sizes[0] === sizes[2] && sizes[1] === sizes[3];
}

/** The view on screen, when `items` only adds items after its own and `basis` is its own. */
function appendableTo(
  view: GalleryView | null,
  items: readonly unknown[],
  basis: string,
): GalleryView | null {
  if (view === null || view.append === null || view.append.basis !== basis) return null;
  const shown = view.items;
  if (shown.length >= items.length) return null;
  for (let i = 0; i < shown.length; i++) if (!sameItem(shown[i], items[i])) return null;
  return view;
}

/** The part of the gallery the viewport shows now, in the gallery's coordinates. */
function viewportNow(gallery: HTMLElement | null, scroller: ScrollingElement): Band {
  const viewport = scrollerViewport(scroller);
  const top = viewport.top - (gallery === null ? 0 : gallery.getBoundingClientRect().top);
  return { top, bottom: top + viewport.height };
}

/** The options on screen while the new ones are the same by value, so nothing redraws for them. */
function keptOptions(view: GalleryView | null, options: FlatOptions): FlatOptions {
  if (view === null || view.options === options) return options;
  return JSON.stringify(view.options) === JSON.stringify(options) ? view.options : options;
}

function logProblems(problems: readonly ItemProblem[]): void {
  for (const problem of problems) console.error(problem.message);
}

export function useLayout({
  store,
  client,
  items,
  options,
  gallery,
  scrollingElement,
  hostAddresses = false,
  deviceType,
  externalInfoRenderer,
  containerHeight,
  onLayout,
  layoutBreakpoints: givenBreakpoints, // <server-layout/>
  containerHeightAt, // <server-layout/>
}: LayoutInput): void {
  const width = useStore(store, (state) => state.width);
  const sameOptions = useSameData(options);
  // <server-layout> ranges equal by value are the same ranges; none is no server layout
  const sameBreakpoints = useSameData(givenBreakpoints);
  const layoutBreakpoints = sameBreakpoints?.length ? sameBreakpoints : undefined;
  const notify = useEffectEvent((layout: LayoutResult) => onLayout?.(layout));
  // Read when a blueprint is asked for; a change of theirs alone asks for none.
  const scroller = useLatest(scrollingElement);
  const noImages = useLatest(hostAddresses);
  const heightAt = useLatest(containerHeightAt); // <server-layout/>
  // The items whose problems are logged: a relayout of the same items logs nothing again.
  const reported = useRef<readonly unknown[] | null>(null);

  useEffect(() => {
    // Nothing to lay out before the container has a width (hidden, or not yet measured).
    if (client === undefined || width <= 0) return;
    let current = true;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const container = { width, height: containerHeight ?? viewport.height };
    const plainOptions = withoutFunctions(sameOptions);
    const basis = JSON.stringify([
      plainOptions,
      container,
      viewport,
      deviceType ?? null,
      externalInfoRenderer ?? null,
    ]);
    // <server-layout> a server-drawn gallery is laid out whole, as its stylesheet draws it
    const earlier = layoutBreakpoints ? null : appendableTo(store.getState().view, items, basis);
    const from = earlier ? earlier.items.length : 0;
    const { sizes, problems } = readItemSizes(items, from);
    if (reported.current !== items) {
      reported.current = items;
      logProblems(problems);
    }
    const { read } = store.getState();
    const readAt = (index: number) => read(items[index], index);
    const pixelRatio = devicePixelRatio();
    const inView = viewportNow(gallery.current, scroller.current ?? window);
    // The band the viewport is in (as useViewportBand measures it): its items' images come first.
    const band = bandAround(inView.top, inView.bottom - inView.top);
    const images = noImages.current
      ? undefined
      : firstImagesRequest(readAt, from, items.length, band, pixelRatio);
    const asked = {
      sizes,
      options: plainOptions,
      container,
      viewport,
      deviceType,
      externalInfoRenderer,
      append: earlier?.append?.state,
      images,
    };
    const request = layoutBreakpoints // <server-layout/>
      ? breakpointBlueprint(client, asked, layoutBreakpoints, heightAt.current)
      : client.blueprint(asked);
    request.then(
      (blueprint) => {
        if (!current) return;
        const appended = blueprint.layout;
        const rects = earlier ? withAppended(earlier.layout.rects, appended) : appended.rects;
        const layout: LayoutResult = {
          rects,
          width: appended.width,
          height: appended.height,
          columns: appended.columns,
        };
        const state = store.getState();
        const processed = keptOptions(state.view, blueprint.options);
        state.show({
          items,
          layout,
          options: processed,
          optionProblems: blueprint.problems,
          params: blueprint.params,
          append: { state: appended.state, basis },
          change: earlier ? 'APPENDED' : 'REBUILT',
          firstImages: firstImageSeeds(blueprint.images, readAt, rects, processed, pixelRatio),
          inView,
        });
        notify(layout);
      },
      (error: unknown) => {
        if (!current) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        store.getState().fail(failure);
        console.error(failure.message);
      },
    );
    return () => {
      current = false;
    };
  }, [
    store,
    client,
    width,
    items,
    sameOptions,
    gallery,
    scroller,
    noImages,
    deviceType,
    externalInfoRenderer,
    containerHeight,
    layoutBreakpoints, // <server-layout/>
    heightAt, // <server-layout/>
  ]);
}
