// The WebAssembly backend of the engine contract. All reading and writing of wasm memory
// happens here, in one order: allocate, take a fresh view, copy in, call, take a fresh view,
// copy out, free in `finally`. No view is held across a call that can grow memory.

import { type Engine, type ImageQuality, LayoutError, type LayoutParams, type LayoutResult, QUALITY_TIER_NAMES, RECT_STRIDE, SIZE_STRIDE } from '../engine.ts';
import { encodeLayoutParams } from '../params.ts';
import { ERROR_BAD_PARAMS } from '../ts/layout/error.ts';
import { SUMMARY_LEN, type TesseraExports } from './exports.ts';
import { instantiateTessera, type WasmSource } from './load.ts';

const F64 = Float64Array.BYTES_PER_ELEMENT;

class Regions {
  private readonly taken: Array<[number, number]> = [];
  private readonly wasm: TesseraExports;

  constructor(wasm: TesseraExports) {
    this.wasm = wasm;
  }

  alloc(count: number): number {
    const bytes = count * F64;
    const ptr = this.wasm.tessera_alloc(bytes) >>> 0;
    if (ptr === 0) throw new RangeError(`tessera.wasm: cannot allocate ${bytes} bytes`);
    this.taken.push([ptr, bytes]);
    return ptr;
  }

  freeAll(): void {
    for (const [ptr, bytes] of this.taken) this.wasm.tessera_free(ptr, bytes);
    this.taken.length = 0;
  }
}

function layoutWith(wasm: TesseraExports, sizes: Float64Array, params: LayoutParams): LayoutResult {
  if (sizes.length % SIZE_STRIDE !== 0) throw new LayoutError(ERROR_BAD_PARAMS);
  const itemCount = sizes.length / SIZE_STRIDE;
  const block = encodeLayoutParams(params);
  const regions = new Regions(wasm);
  try {
    const sizesPtr = regions.alloc(sizes.length);
    const blockPtr = regions.alloc(block.length);
    const rectsPtr = regions.alloc(itemCount * RECT_STRIDE);
    const summaryPtr = regions.alloc(SUMMARY_LEN);
    const input = new Float64Array(wasm.memory.buffer);
    input.set(sizes, sizesPtr / F64);
    input.set(block, blockPtr / F64);
    const code = wasm.tessera_layout(sizesPtr, itemCount, blockPtr, block.length, rectsPtr, summaryPtr);
    if (code !== 0) throw new LayoutError(code);
    const output = new Float64Array(wasm.memory.buffer);
    const rects = output.slice(rectsPtr / F64, rectsPtr / F64 + itemCount * RECT_STRIDE);
    const at = summaryPtr / F64;
    return { rects, width: output[at], height: output[at + 1], columns: output[at + 2] };
  } finally {
    regions.freeAll();
  }
}

/** Wraps an instantiated module as an `Engine`. */
export function wasmEngineFrom(wasm: TesseraExports): Engine {
  return {
    backend: 'wasm',
    layout: (sizes, params) => layoutWith(wasm, sizes, params),
    imageQuality(width, height): ImageQuality {
      return {
        tier: QUALITY_TIER_NAMES[wasm.tessera_image_quality_tier(width, height)],
        quality: wasm.tessera_image_quality(width, height),
        maxUpscale: wasm.tessera_image_max_upscale(width, height),
      };
    },
  };
}

/** Loads tessera.wasm (by default from beside this file) and returns the WebAssembly engine. */
export async function createWasmEngine(source?: WasmSource): Promise<Engine> {
  return wasmEngineFrom(await instantiateTessera(source));
}
