// The layout half of the WebAssembly backend. All reading and writing of wasm memory happens in
// one order: allocate, take a fresh view, copy in, call, take a fresh view, copy out, free in
// `finally`. No view is held across a call that can grow memory.

import { LayoutError, type LayoutEngine, type LayoutParams, type LayoutResult, RECT_STRIDE, SIZE_STRIDE } from '../contract/layout.ts';
import { encodeLayoutParams } from '../params.ts';
import { ERROR_BAD_PARAMS } from '../ts/layout/error.ts';
import { type LayoutExports, type MemoryExports, SUMMARY_LEN } from './exports.ts';
import { F64, Regions } from './regions.ts';

function layoutWith(wasm: MemoryExports & LayoutExports, sizes: Float64Array, params: LayoutParams, seeds?: Uint32Array): LayoutResult {
  if (sizes.length % SIZE_STRIDE !== 0) throw new LayoutError(ERROR_BAD_PARAMS);
  const itemCount = sizes.length / SIZE_STRIDE;
  if (seeds !== undefined && seeds.length !== 0 && seeds.length !== itemCount) throw new LayoutError(ERROR_BAD_PARAMS);
  const withSeeds = seeds !== undefined && seeds.length > 0;
  const block = encodeLayoutParams(params);
  const regions = new Regions(wasm);
  try {
    const sizesPtr = regions.alloc(sizes.length);
    const blockPtr = regions.alloc(block.length);
    const rectsPtr = regions.alloc(itemCount * RECT_STRIDE);
    const summaryPtr = regions.alloc(SUMMARY_LEN);
    const seedsPtr = withSeeds ? regions.allocBytes(itemCount * Uint32Array.BYTES_PER_ELEMENT) : 0;
    const input = new Float64Array(wasm.memory.buffer);
    input.set(sizes, sizesPtr / F64);
    input.set(block, blockPtr / F64);
    if (withSeeds) new Uint32Array(wasm.memory.buffer).set(seeds, seedsPtr / Uint32Array.BYTES_PER_ELEMENT);
    const code = wasm.tessera_layout(sizesPtr, itemCount, blockPtr, block.length, seedsPtr, rectsPtr, summaryPtr);
    if (code !== 0) throw new LayoutError(code);
    const output = new Float64Array(wasm.memory.buffer);
    const rects = output.slice(rectsPtr / F64, rectsPtr / F64 + itemCount * RECT_STRIDE);
    const at = summaryPtr / F64;
    return { rects, width: output[at], height: output[at + 1], columns: output[at + 2] };
  } finally {
    regions.freeAll();
  }
}

export function wasmLayoutEngine(wasm: MemoryExports & LayoutExports): LayoutEngine {
  return { layout: (sizes, params, seeds) => layoutWith(wasm, sizes, params, seeds) };
}
