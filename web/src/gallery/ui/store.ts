// One store per gallery instance: the measured width and the layout on screen. The layout is
// kept with the items it was made for, so a drawing never pairs new items with old rectangles,
// and with what appending more items to it needs (spec/002 §4 "Blueprint"). The items are the
// host's transport objects; each is read (spec/002 §3) when a view needs it, by the gallery's reader.

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LayoutParams, LayoutResult } from '../../../../bindings/engine.ts';
import type { GalleryChangeKind } from '../model/events.ts';
import { createItemReader, type ItemModel, type ItemReader } from '../model/index.ts';

/** What laying out more items after the ones on screen needs: the engine's state, and the parameters it holds for. */
export interface AppendPoint {
  state: Float64Array;
  params: LayoutParams;
}

export interface GalleryView {
  /** The transport objects the layout was made for. */
  items: readonly unknown[];
  /** The item at `index`, read from its transport object (once: the reader keeps it). */
  item(index: number): ItemModel;
  layout: LayoutResult;
  /** null when the layout cannot be appended to. */
  append: AppendPoint | null;
  /** Whether this layout was built anew or appended to the one before it (GALLERY_CHANGE). */
  change: GalleryChangeKind;
}

export interface GalleryState {
  /** The container's width in CSS pixels; 0 until measured. */
  width: number;
  view: GalleryView | null;
  error: Error | null;
  setWidth(width: number): void;
  show(
    items: readonly unknown[],
    layout: LayoutResult,
    append?: AppendPoint | null,
    change?: GalleryChangeKind,
  ): void;
  fail(error: Error): void;
}

export type GalleryStore = StoreApi<GalleryState>;

export function createGalleryStore(reader: ItemReader = createItemReader()): GalleryStore {
  return createStore<GalleryState>()((set, get) => ({
    width: 0,
    view: null,
    error: null,
    setWidth(width) {
      if (width !== get().width) set({ width });
    },
    show(items, layout, append = null, change = 'REBUILT') {
      const item = (index: number) => reader.read(items[index], index);
      set({ view: { items, item, layout, append, change }, error: null });
    },
    fail(error) {
      set({ view: null, error });
    },
  }));
}
