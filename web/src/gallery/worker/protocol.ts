// What crosses between the main thread and the engine worker. Per-item data crosses only as
// typed arrays whose buffers are transferred (DESIGN.md, "Flat data across boundaries").

import type {
  AppendedLayout,
  Direction,
  ImageQuality,
  LayoutParams,
} from '../../../../bindings/engine.ts';
import type { Container, FlatOptions, OptionProblem } from '../model/index.ts';
import type { DeviceType } from '../model/options/enums.ts';
import type { Band } from '../ui/virtual-window.ts';
import type { AddressBatch, ImageBatch } from './image-batch.ts';

/**
 * A layout as it comes back from the worker. A `LayoutError` does not survive comlink's error
 * serialisation (its `code` would be lost), so the worker answers with the code instead and the
 * client rebuilds the error.
 */
export type LayoutReply =
  | { ok: true; rects: Float64Array; width: number; height: number; columns: number }
  | { ok: false; code: number };

/** An append as it comes back from the worker (`AppendedLayout`, or the error's code). */
export type AppendReply =
  | {
      ok: true;
      from: number;
      rects: Float64Array;
      width: number;
      height: number;
      columns: number;
      state: Float64Array;
    }
  | { ok: false; code: number };

/**
 * What a gallery's blueprint is made from (spec/002 §4 "Blueprint"): the items' sizes, the
 * host's options and the container; with the layout to append to when only more items came.
 */
export interface BlueprintRequest {
  /** Width, height pairs: of every item, or of those after the layout `append` describes. */
  sizes: Float64Array;
  /** The host's options as given (nested, flat, legacy names), without their functions. */
  options: unknown;
  container: Container;
  /** The window a percent target item size is measured against. */
  viewport: Container;
  deviceType?: DeviceType;
  /** Whether texts outside the items are drawn and take room (true when not given). */
  externalInfoRenderer?: boolean;
  /** The state of the layout on screen, when `sizes` are of the items that come after it. */
  append?: Float64Array;
  /** The images that may show first, whose addresses come with the blueprint. */
  images?: FirstImagesRequest;
}

/**
 * The images of the items that may show first: one image request per item, whose fit, variant
 * and target size the blueprint fills in from the options and the layout.
 */
export interface FirstImagesRequest {
  batch: ImageBatch;
  /** The index of the item of each request. */
  items: Uint32Array;
  /** Where the viewport is, in the gallery's coordinates: the items that reach into it show first. */
  band: Band;
}

/** The addresses of the images shown first: one wasm batch (spec/002 §7). */
export interface FirstImages {
  /** The index of the item of each address. */
  items: Uint32Array;
  /** The variant of each address, as an index into IMAGE_VARIANTS. */
  variants: Uint8Array;
  addresses: AddressBatch;
}

/** A gallery's blueprint: its processed options, its layout and the first images' addresses. */
export interface Blueprint {
  /** The options the gallery runs on: the option engine's result (spec/001 §4). */
  options: FlatOptions;
  /** Each option that fell back to its default, with the schema message (spec/001 §5). */
  problems: OptionProblem[];
  params: LayoutParams;
  /** The whole layout (`from` 0) when made anew; else the items from `from` on. */
  layout: AppendedLayout;
  images: FirstImages;
}

/** A blueprint as it comes back from the worker (or the code of its `LayoutError`). */
export type BlueprintReply = ({ ok: true } & Blueprint) | { ok: false; code: number };

export interface EngineWorkerApi {
  /** Loads tessera.wasm from `wasmUrl` (absolute), or from beside the bindings when omitted. */
  init(wasmUrl?: string): Promise<'wasm'>;
  /** `sizes` arrives transferred; the reply's `rects` leaves transferred. */
  layout(sizes: Float64Array, params: LayoutParams): LayoutReply;
  /**
   * Appends the items of `sizes` (transferred) to the layout `state` describes (copied: it is
   * small, and the caller keeps it until the answer is shown); the reply's `rects` and `state`
   * leave transferred.
   */
  layoutAppend(state: Float64Array, sizes: Float64Array, params: LayoutParams): AppendReply;
  imageQuality(width: number, height: number): ImageQuality;
  /**
   * The addresses of the images about to show, in order: one message and one call into the wasm
   * for the whole batch (spec/002 §7). The batch's numbers arrive transferred; the reply's
   * lengths leave transferred.
   */
  imageUrls(batch: ImageBatch, host?: string): AddressBatch;
  /**
   * The blueprint of a gallery (spec/002 §4): the option engine, the layout and the first
   * images' addresses in one message. The request's sizes and image batch arrive transferred
   * (the append state is copied); the reply's typed arrays leave transferred.
   */
  blueprint(request: BlueprintRequest): BlueprintReply;
  /** `LayoutQueriesEngine.nearestItem`; `rects` arrives transferred. */
  nearestItem(rects: Float64Array, index: number, direction: Direction): number;
  /**
   * The byte length of the last reply's rects as the worker still sees them: 0 once they were
   * moved to the main thread, the full length had they been copied.
   */
  lastRectsByteLength(): number;
}
