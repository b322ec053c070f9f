// The wasm memory the image-address batch works in, taken once per engine and kept: rows for one
// chunk of requests, their texts (the host first) and the address lengths. Taking and giving back
// regions on every call cost more than building a short batch, and a fixed chunk keeps rows,
// texts and addresses in cache however long the batch is. Views are taken again whenever memory
// has grown (which detaches the old ones), so none is used across a call that can grow it.

import { REQUEST_STRIDE } from '../contract/image-url-request.ts';
import type { MemoryExports } from './exports.ts';

/** Requests per call into the module. */
export const CHUNK_REQUESTS = 256;
/** Room for the texts of a chunk of typical gallery requests at the worst case of 3 bytes per unit. */
const INITIAL_TEXT_BYTES = 32 * 1024;

/** Node's Buffer where there is one: it reads ASCII many times faster than Node's TextDecoder. */
export const NodeBuffer = (globalThis as { Buffer?: typeof Buffer }).Buffer;

const F64_BYTES = Float64Array.BYTES_PER_ELEMENT;
const U32_BYTES = Uint32Array.BYTES_PER_ELEMENT;

function alloc(wasm: MemoryExports, bytes: number): number {
  const ptr = wasm.tessera_alloc(bytes) >>> 0;
  if (ptr === 0) throw new RangeError(`tessera.wasm: cannot allocate ${bytes} bytes`);
  return ptr;
}

export class ImageUrlScratch {
  readonly rowsPtr: number;
  readonly lengthsPtr: number;
  textPtr: number;
  textCapacity: number;
  rows!: Float64Array;
  lengths!: Uint32Array;
  text!: Uint8Array;
  /** All of wasm memory, as a Node Buffer where there is one (image-url.ts reads addresses with it). */
  memory!: Uint8Array;
  private readonly wasm: MemoryExports;
  private viewsOf: ArrayBuffer | null = null;

  constructor(wasm: MemoryExports) {
    this.wasm = wasm;
    this.rowsPtr = alloc(wasm, CHUNK_REQUESTS * REQUEST_STRIDE * F64_BYTES);
    this.lengthsPtr = alloc(wasm, CHUNK_REQUESTS * U32_BYTES);
    this.textCapacity = INITIAL_TEXT_BYTES;
    this.textPtr = alloc(wasm, this.textCapacity);
    this.refreshViews();
  }

  /** Takes fresh views if memory has grown since the last ones were taken. */
  refreshViews(): void {
    const buffer = this.wasm.memory.buffer;
    if (buffer === this.viewsOf) return;
    this.viewsOf = buffer;
    this.rows = new Float64Array(buffer, this.rowsPtr, CHUNK_REQUESTS * REQUEST_STRIDE);
    this.lengths = new Uint32Array(buffer, this.lengthsPtr, CHUNK_REQUESTS);
    this.text = new Uint8Array(buffer, this.textPtr, this.textCapacity);
    this.memory = NodeBuffer ? NodeBuffer.from(buffer) : new Uint8Array(buffer);
  }

  /** Makes the text region at least `bytes` long; its content is lost, the views refreshed. */
  growText(bytes: number): void {
    const capacity = Math.max(bytes, this.textCapacity * 2);
    const ptr = alloc(this.wasm, capacity);
    this.wasm.tessera_free(this.textPtr, this.textCapacity);
    this.textPtr = ptr;
    this.textCapacity = capacity;
    this.viewsOf = null;
    this.refreshViews();
  }
}
