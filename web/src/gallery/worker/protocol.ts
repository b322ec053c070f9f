// What crosses between the main thread and the engine worker. Per-item data crosses only as
// typed arrays whose buffers are transferred (DESIGN.md, "Flat data across boundaries").

import type { Direction, ImageQuality, LayoutParams } from '../../../../bindings/engine.ts';
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
  /** `LayoutQueriesEngine.nearestItem`; `rects` arrives transferred. */
  nearestItem(rects: Float64Array, index: number, direction: Direction): number;
  /**
   * The byte length of the last reply's rects as the worker still sees them: 0 once they were
   * moved to the main thread, the full length had they been copied.
   */
  lastRectsByteLength(): number;
}
