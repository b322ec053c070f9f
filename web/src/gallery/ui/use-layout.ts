// Asks the engine for a layout whenever the width, the items, the options or the engine change,
// and puts the answer in the gallery's store. An answer that a newer request overtook is dropped.
// When the only change is more items at the end, with the same layout parameters, only those
// are laid out: the items on screen keep their places (spec/002 §4 "Blueprint"; the end of a
// rows layout, which depended on what came after it, can move as a full layout would move it).
// Options equal by value are the same options: a host's inline options={{ ... }} does not lay
// the gallery out again each time the host renders. The sizes come from the transport objects
// (readItemSizes, spec/002 §3), and the problems found in them are logged once, with the
// messages of spec/002 §8, when the items arrive.

import { useEffect, useEffectEvent, useRef } from 'react';
import { useStore } from 'zustand';
import {
  type AppendedLayout,
  EMPTY_LAYOUT_STATE,
  type LayoutParams,
  type LayoutResult,
  withAppended,
} from '../../../../bindings/engine.ts';
import { galleryLayoutParams, type ItemProblem, readItemSizes } from '../model/index.ts';
import type { DeviceType } from '../model/options/enums.ts';
import type { EngineClient } from '../worker/index.ts';
import { useSameData } from '../../react/use-same.ts';
import type { GalleryStore, GalleryView } from './store.ts';

/** What the host says of where the gallery is shown (spec/002 §2 host props). */
export interface LayoutHostContext {
  /** The option engine's device (spec/001 §4 mobile rules); desktop when not given. */
  deviceType?: DeviceType;
  /** The container's height from the host; the window's height when not given. */
  height?: number;
}

function sameParams(a: LayoutParams, b: LayoutParams): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
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

/** The view on screen, when `items` only adds items after its own and `params` are its own. */
function appendableTo(
  view: GalleryView | null,
  items: readonly unknown[],
  params: LayoutParams,
): GalleryView | null {
  if (view === null || view.append === null || !sameParams(view.append.params, params)) return null;
  const shown = view.items;
  if (shown.length >= items.length) return null;
  for (let i = 0; i < shown.length; i++) if (!sameItem(shown[i], items[i])) return null;
  return view;
}

function logProblems(problems: readonly ItemProblem[]): void {
  for (const problem of problems) console.error(problem.message);
}

export function useLayout(
  store: GalleryStore,
  client: EngineClient | undefined,
  items: readonly unknown[],
  options: unknown,
  onLayout?: (layout: LayoutResult) => void,
  // host props (spec/002 §2): begin
  host: LayoutHostContext = {},
  // host props: end
): void {
  const width = useStore(store, (state) => state.width);
  const { deviceType, height } = host;
  const sameOptions = useSameData(options);
  const notify = useEffectEvent((layout: LayoutResult) => onLayout?.(layout));
  // The items whose problems are logged: a relayout of the same items logs nothing again.
  const reported = useRef<readonly unknown[] | null>(null);

  useEffect(() => {
    // Nothing to lay out before the container has a width (hidden, or not yet measured).
    if (client === undefined || width <= 0) return;
    let current = true;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const params = galleryLayoutParams(
      sameOptions,
      { width, height: height ?? viewport.height },
      { viewport, deviceType },
    );
    const earlier = appendableTo(store.getState().view, items, params);
    const { sizes, problems } = readItemSizes(items, earlier ? earlier.items.length : 0);
    if (reported.current !== items) {
      reported.current = items;
      logProblems(problems);
    }
    const request: Promise<AppendedLayout> = client.layoutAppend(
      earlier ? earlier.append!.state : EMPTY_LAYOUT_STATE,
      sizes,
      params,
    );
    request.then(
      (appended) => {
        if (!current) return;
        const rects = earlier ? withAppended(earlier.layout.rects, appended) : appended.rects;
        const layout: LayoutResult = {
          rects,
          width: appended.width,
          height: appended.height,
          columns: appended.columns,
        };
        store
          .getState()
          .show(items, layout, { state: appended.state, params }, earlier ? 'APPENDED' : 'REBUILT');
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
  }, [store, client, width, items, sameOptions, deviceType, height]);
}
