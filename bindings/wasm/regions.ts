// Regions of wasm memory taken for one call and all given back in `finally`.

import type { MemoryExports } from './exports.ts';

export const F64 = Float64Array.BYTES_PER_ELEMENT;

export class Regions {
  private readonly taken: Array<[number, number]> = [];
  private readonly wasm: MemoryExports;

  constructor(wasm: MemoryExports) {
    this.wasm = wasm;
  }

  /** Takes room for `count` f64s; returns the byte address. */
  alloc(count: number): number {
    return this.allocBytes(count * F64);
  }

  allocBytes(bytes: number): number {
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
