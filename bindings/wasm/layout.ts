// The layout half of the WebAssembly backend. All reading and writing of wasm memory happens in
// one order: allocate, take a fresh view, copy in, call, take a fresh view, copy out, free in
// `finally`. No view is held across a call that can grow memory.

import {
  type AppendedLayout,
  LayoutError,
  type LayoutEngine,
  type LayoutParams,
  type LayoutResult,
  RECT_STRIDE,
  SIZE_STRIDE,
} from '../contract/layout.ts';
import { encodeLayoutParams } from '../contract/encode-layout-params.ts';
import { ERROR_BAD_PARAMS } from '../contract/layout-errors.ts';
import { stateItems } from '../contract/layout-state.ts';
import { type LayoutExports, type MemoryExports, SUMMARY_LEN } from './exports.ts';
import { F64, Regions } from './regions.ts';

function layoutWith(
  wasm: MemoryExports & LayoutExports,
  sizes: Float64Array,
  params: LayoutParams,
  seeds?: Uint32Array,
): LayoutResult {
  if (sizes.length % SIZE_STRIDE !== 0) throw new LayoutError(ERROR_BAD_PARAMS);
  const itemCount = sizes.length / SIZE_STRIDE;
  if (seeds !== undefined && seeds.length !== 0 && seeds.length !== itemCount)
    throw new LayoutError(ERROR_BAD_PARAMS);
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
    if (withSeeds)
      new Uint32Array(wasm.memory.buffer).set(seeds, seedsPtr / Uint32Array.BYTES_PER_ELEMENT);
    const code = wasm.tessera_layout(
      sizesPtr,
      itemCount,
      blockPtr,
      block.length,
      seedsPtr,
      rectsPtr,
      summaryPtr,
    );
    if (code !== 0) throw new LayoutError(code);
    const output = new Float64Array(wasm.memory.buffer);
    const rects = output.slice(rectsPtr / F64, rectsPtr / F64 + itemCount * RECT_STRIDE);
    const at = summaryPtr / F64;
    return { rects, width: output[at], height: output[at + 1], columns: output[at + 2] };
  } finally {
    regions.freeAll();
  }
}

function appendWith(
  wasm: MemoryExports & LayoutExports,
  state: Float64Array,
  sizes: Float64Array,
  params: LayoutParams,
  seeds?: Uint32Array,
): AppendedLayout {
  if (sizes.length % SIZE_STRIDE !== 0) throw new LayoutError(ERROR_BAD_PARAMS);
  const itemCount = sizes.length / SIZE_STRIDE;
  if (seeds !== undefined && seeds.length !== 0 && seeds.length !== itemCount)
    throw new LayoutError(ERROR_BAD_PARAMS);
  // The module checks the state as well; reading its header here sizes the rects region.
  const read = stateItems(state);
  if (typeof read === 'number') throw new LayoutError(read);
  const rectsLen = (read.items - read.from + itemCount) * RECT_STRIDE;
  const withSeeds = seeds !== undefined && seeds.length > 0;
  const block = encodeLayoutParams(params);
  const regions = new Regions(wasm);
  try {
    const statePtr = state.length > 0 ? regions.alloc(state.length) : 0;
    const sizesPtr = itemCount > 0 ? regions.alloc(sizes.length) : 0;
    const blockPtr = regions.alloc(block.length);
    const rectsPtr = rectsLen > 0 ? regions.alloc(rectsLen) : 0;
    const summaryPtr = regions.alloc(SUMMARY_LEN);
    const seedsPtr = withSeeds ? regions.allocBytes(itemCount * Uint32Array.BYTES_PER_ELEMENT) : 0;
    const input = new Float64Array(wasm.memory.buffer);
    if (statePtr !== 0) input.set(state, statePtr / F64);
    if (sizesPtr !== 0) input.set(sizes, sizesPtr / F64);
    input.set(block, blockPtr / F64);
    if (withSeeds)
      new Uint32Array(wasm.memory.buffer).set(seeds, seedsPtr / Uint32Array.BYTES_PER_ELEMENT);
    const code = wasm.tessera_layout_append(
      statePtr,
      state.length,
      sizesPtr,
      itemCount,
      blockPtr,
      block.length,
      seedsPtr,
      rectsPtr,
      rectsLen,
      summaryPtr,
    );
    if (code !== 0) throw new LayoutError(code);
    const output = new Float64Array(wasm.memory.buffer);
    const rects = output.slice(rectsPtr / F64, rectsPtr / F64 + rectsLen);
    const at = summaryPtr / F64;
    const stateAt = (wasm.tessera_layout_state() >>> 0) / F64;
    const next = output.slice(stateAt, stateAt + (wasm.tessera_layout_state_len() >>> 0));
    return {
      from: read.from,
      rects,
      width: output[at],
      height: output[at + 1],
      columns: output[at + 2],
      state: next,
    };
  } finally {
    regions.freeAll();
  }
}

export function wasmLayoutEngine(wasm: MemoryExports & LayoutExports): LayoutEngine {
  return {
    layout: (sizes, params, seeds) => layoutWith(wasm, sizes, params, seeds),
    layoutAppend: (state, sizes, params, seeds) => appendWith(wasm, state, sizes, params, seeds),
  };
}
