// One store per gallery instance: the measured width and the layout on screen. The layout is
// kept with the items it was made for, so a drawing never pairs new items with old rectangles.

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LayoutResult } from '../../../../bindings/engine.ts';
import type { GalleryItem } from '../model/index.ts';

export interface GalleryView {
  items: readonly GalleryItem[];
  layout: LayoutResult;
}

export interface GalleryState {
  /** The container's width in CSS pixels; 0 until measured. */
  width: number;
  view: GalleryView | null;
  error: Error | null;
  setWidth(width: number): void;
  show(items: readonly GalleryItem[], layout: LayoutResult): void;
  fail(error: Error): void;
}

export type GalleryStore = StoreApi<GalleryState>;

export function createGalleryStore(): GalleryStore {
  return createStore<GalleryState>()((set, get) => ({
    width: 0,
    view: null,
    error: null,
    setWidth(width) {
      if (width !== get().width) set({ width });
    },
    show(items, layout) {
      set({ view: { items, layout }, error: null });
    },
    fail(error) {
      set({ view: null, error });
    },
  }));
}
