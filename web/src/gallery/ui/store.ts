// One store per gallery instance: the measured width and the blueprint on screen (spec/002 §4
// "Blueprint"): the layout, kept with the items it was made for so a drawing never pairs new items
// with old rectangles, the options the gallery runs on, the first images' addresses, and what
// appending more items to the layout needs. The items are the host's transport objects; each is
// read (spec/002 §3) when a view needs it, by the gallery's reader.

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LayoutParams, LayoutResult } from '../../../../bindings/engine.ts';
import type { GalleryChangeKind } from '../model/events.ts';
import type { FlatOptions, OptionProblem } from '../model/index.ts';
// The items' reader by its own module: the model's index would bring the option engine, which
// runs in the worker, onto the main thread.
import { createItemReader, type ItemModel, type ItemReader } from '../model/items/index.ts';
import type { Band } from './virtual-window.ts';

/** What laying out more items after the ones on screen needs. */
export interface AppendPoint {
  /** The engine's state after the items on screen. */
  state: Float64Array;
  /** What the layout was made from besides the items: more items with the same basis append. */
  basis: string;
}

/** A blueprint as the gallery shows it. */
export interface ShownBlueprint {
  /** The transport objects the layout was made for. */
  items: readonly unknown[];
  layout: LayoutResult;
  /** The options the gallery runs on (the option engine's result). */
  options: FlatOptions;
  /** The options that fell back to their defaults, with the schema messages (spec/001 §5). */
  optionProblems: readonly OptionProblem[];
  params: LayoutParams;
  /** null when the layout cannot be appended to. */
  append: AppendPoint | null;
  /** Whether this layout was built anew or appended to the one before it (GALLERY_CHANGE). */
  change: GalleryChangeKind;
  /** The addresses of the images shown first, by the address book's keys. */
  firstImages: ReadonlyMap<string, string>;
  /** The part of the gallery on screen when the blueprint was asked for (gallery coordinates). */
  inView?: Band;
}

export interface GalleryView extends ShownBlueprint {
  /** The item at `index`, read from its transport object (once: the reader keeps it). */
  item(index: number): ItemModel;
}

export interface GalleryState {
  /** The container's width in CSS pixels; 0 until measured. */
  width: number;
  view: GalleryView | null;
  error: Error | null;
  setWidth(width: number): void;
  /** The transport object `dto` at `index`, read by the gallery's reader. */
  read(dto: unknown, index: number): ItemModel;
  show(blueprint: ShownBlueprint): void;
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
    read: (dto, index) => reader.read(dto, index),
    show(blueprint) {
      const item = (index: number) => reader.read(blueprint.items[index], index);
      set({ view: { ...blueprint, item }, error: null });
    },
    fail(error) {
      set({ view: null, error });
    },
  }));
}
