// The layout queries half of the WebAssembly backend: allocate, take a fresh view, copy the rects
// in, call, free in `finally` (crates/wasm/src/layout_queries.rs).

import type { LayoutQueriesEngine } from '../contract/layout-queries.ts';
import { directionCode } from '../contract/layout-queries.ts';
import { RECT_STRIDE } from '../contract/layout.ts';
import type { LayoutQueryExports, MemoryExports } from './exports.ts';
import { F64, Regions } from './regions.ts';

type QueryWasm = MemoryExports & LayoutQueryExports;

/** Copies the whole rects of `rects` into wasm memory and runs `query` on them. */
function withRects(
  wasm: QueryWasm,
  rects: Float64Array,
  query: (ptr: number, count: number) => number,
): number {
  const count = Math.floor(rects.length / RECT_STRIDE);
  const regions = new Regions(wasm);
  try {
    const ptr = regions.alloc(count * RECT_STRIDE);
    new Float64Array(wasm.memory.buffer).set(rects.subarray(0, count * RECT_STRIDE), ptr / F64);
    return query(ptr, count);
  } finally {
    regions.freeAll();
  }
}

export function wasmLayoutQueriesEngine(wasm: QueryWasm): LayoutQueriesEngine {
  return {
    nearestItem(rects, index, direction) {
      const code = directionCode(direction);
      // The module takes a usize index: anything that is not one is no item.
      if (!Number.isInteger(index) || index < 0 || index >= rects.length / RECT_STRIDE) return -1;
      return withRects(wasm, rects, (ptr, count) =>
        wasm.tessera_nearest_item(ptr, count, index, code),
      );
    },
    lastVisibleItem(rects, height) {
      return withRects(wasm, rects, (ptr, count) =>
        wasm.tessera_last_visible_item(ptr, count, height),
      );
    },
  };
}
