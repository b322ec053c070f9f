// The image-address half of the WebAssembly backend. A batch crosses the boundary once: the
// requests as one block of rows, every text as one UTF-8 buffer (the host first), and the
// addresses back as one UTF-8 buffer cut by the byte lengths the module reports. The order of
// crates/wasm/src/image_url.rs: allocate, take fresh views, copy in, call, copy out, free in
// `finally`; no view is held across a call that can grow memory.

import {
  DEFAULT_IMAGE_HOST,
  type ImageQuality,
  type ImageUrlEngine,
  type ImageUrlRequest,
  QUALITY_TIER_NAMES,
} from '../contract/image-url.ts';
import { encodeRequests } from '../ts/image-url/encode.ts';
import { ID_BYTES, REQUEST_STRIDE, TEXTS_PER_REQUEST } from '../ts/image-url/request.ts';
import { utf8Length } from '../ts/image-url/text.ts';
import type { ImageUrlExports, MemoryExports } from './exports.ts';
import { Regions } from './regions.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** Node's Buffer where there is one: it reads ASCII many times faster than Node's TextDecoder. */
const NodeBuffer = (globalThis as { Buffer?: typeof Buffer }).Buffer;
/** The most UTF-8 bytes one UTF-16 code unit can take. */
const MAX_UTF8_PER_UNIT = 3;

function imageUrlsWith(wasm: MemoryExports & ImageUrlExports, requests: readonly ImageUrlRequest[], host: string): string[] {
  const count = requests.length;
  if (count === 0) return [];
  const regions = new Regions(wasm);
  try {
    // The rows are written straight into wasm memory; the view is done with before the next
    // allocation, which may grow memory.
    const rowsLength = count * REQUEST_STRIDE;
    const rowsPtr = regions.alloc(rowsLength);
    const { texts, joined: joinedTexts } = encodeRequests(requests, new Float64Array(wasm.memory.buffer, rowsPtr, rowsLength));
    const joined = host + joinedTexts;
    const textCapacity = joined.length * MAX_UTF8_PER_UNIT;
    const textPtr = regions.allocBytes(textCapacity);
    const lengthsPtr = regions.allocBytes(count * Uint32Array.BYTES_PER_ELEMENT);
    const written = encoder.encodeInto(joined, new Uint8Array(wasm.memory.buffer, textPtr, textCapacity)).written;
    // The rows carry each text's length, which is its byte length only when all is ASCII.
    const ascii = written === joined.length;
    if (!ascii) {
      const rows = new Float64Array(wasm.memory.buffer, rowsPtr, rowsLength);
      for (let i = 0; i < texts.length; i++) {
        const at = Math.floor(i / TEXTS_PER_REQUEST) * REQUEST_STRIDE + ID_BYTES + (i % TEXTS_PER_REQUEST);
        rows[at] = utf8Length(texts[i]);
      }
    }
    const hostBytes = ascii ? host.length : utf8Length(host);
    const status = wasm.tessera_image_urls(rowsPtr, count, textPtr, written, hostBytes, lengthsPtr);
    if (status !== 0) throw new Error(`tessera.wasm: tessera_image_urls failed (${status})`);
    const outPtr = wasm.tessera_image_urls_output() >>> 0;
    const outLen = wasm.tessera_image_urls_output_len() >>> 0;
    const lengths = new Uint32Array(wasm.memory.buffer, lengthsPtr, count);
    const out: string[] = new Array(count);
    if (ascii && NodeBuffer) {
      // ASCII texts make ASCII addresses (names are percent-encoded): read each as Latin-1.
      const bytes = NodeBuffer.from(wasm.memory.buffer, outPtr, outLen);
      for (let i = 0, start = 0; i < count; start += lengths[i++]) out[i] = bytes.toString('latin1', start, start + lengths[i]);
      return out;
    }
    const output = new Uint8Array(wasm.memory.buffer, outPtr, outLen);
    const all = decoder.decode(output);
    for (let i = 0, start = 0; i < count; start += lengths[i++]) {
      const end = start + lengths[i];
      // Bytes and UTF-16 units count alike when the whole output is ASCII: cut the one string.
      out[i] = all.length === outLen ? all.slice(start, end) : decoder.decode(output.subarray(start, end));
    }
    return out;
  } finally {
    regions.freeAll();
  }
}

export function wasmImageUrlEngine(wasm: MemoryExports & ImageUrlExports): ImageUrlEngine {
  const imageUrls = (requests: readonly ImageUrlRequest[], host: string = DEFAULT_IMAGE_HOST) =>
    imageUrlsWith(wasm, requests, host);
  return {
    imageQuality(width, height): ImageQuality {
      return {
        tier: QUALITY_TIER_NAMES[wasm.tessera_image_quality_tier(width, height)],
        quality: wasm.tessera_image_quality(width, height),
        maxUpscale: wasm.tessera_image_max_upscale(width, height),
      };
    },
    imageUrl: (request, host) => imageUrls([request], host)[0],
    imageUrls,
  };
}
