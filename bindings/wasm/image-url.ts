// The image-address half of the WebAssembly backend. A batch crosses the boundary a chunk at a
// time (image-url-scratch.ts): the requests as rows written straight into wasm memory, every text
// as UTF-8 beside them (the host first), and the addresses back as one UTF-8 run that is read
// as one string and cut by the byte lengths the module reports. The order of
// crates/wasm/src/image_url.rs: write, call, read; the regions are the engine's and are kept.

import {
  DEFAULT_IMAGE_HOST,
  type ImageQuality,
  type ImageUrlEngine,
  type ImageUrlRequest,
  QUALITY_TIER_NAMES,
} from '../contract/image-url.ts';
import { textOf, writeRequestRow } from '../contract/encode-image-url-request.ts';
import {
  ID_BYTES,
  NAME_BYTES,
  REQUEST_STRIDE,
  WATERMARK_BYTES,
} from '../contract/image-url-request.ts';
import type { ImageUrlExports, MemoryExports } from './exports.ts';
import { CHUNK_REQUESTS, ImageUrlScratch, NodeBuffer } from './image-url-scratch.ts';
import { utf8Length } from './utf8-length.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** The most UTF-8 bytes one UTF-16 code unit can take. */
const MAX_UTF8_PER_UNIT = 3;

/** Cuts the `count` addresses of the last call into `out` from `first` on. */
function readAddresses(
  wasm: MemoryExports & ImageUrlExports,
  scratch: ImageUrlScratch,
  count: number,
  asciiOnly: boolean,
  out: string[],
  first: number,
): void {
  const outPtr = wasm.tessera_image_urls_output() >>> 0;
  const outLen = wasm.tessera_image_urls_output_len() >>> 0;
  scratch.refreshViews();
  const lengths = scratch.lengths;
  const memory = scratch.memory;
  // ASCII texts make ASCII addresses (names are percent-encoded): Latin-1 reads them as they are.
  const all =
    asciiOnly && NodeBuffer && memory instanceof NodeBuffer
      ? memory.toString('latin1', outPtr, outPtr + outLen)
      : decoder.decode(memory.subarray(outPtr, outPtr + outLen));
  if (all.length === outLen) {
    // Bytes and UTF-16 units count alike: cut the one string.
    for (let i = 0, start = 0; i < count; i++) {
      const end = start + lengths[i];
      out[first + i] = all.slice(start, end);
      start = end;
    }
    return;
  }
  for (let i = 0, start = outPtr; i < count; i++) {
    const end = start + lengths[i];
    out[first + i] = decoder.decode(memory.subarray(start, end));
    start = end;
  }
}

/**
 * Writes the byte length of each text into the rows when some text is not ASCII (the rows hold
 * their UTF-16 lengths until then).
 */
function writeByteLengths(
  rows: Float64Array,
  requests: readonly ImageUrlRequest[],
  first: number,
  count: number,
): void {
  for (let n = 0; n < count; n++) {
    const r = requests[first + n];
    const o = r.options;
    const at = n * REQUEST_STRIDE;
    rows[at + ID_BYTES] = utf8Length(textOf(r.id));
    rows[at + NAME_BYTES] = o ? utf8Length(textOf(o.name)) : 0;
    rows[at + WATERMARK_BYTES] = o ? utf8Length(textOf(o.watermark)) : 0;
  }
}

function imageUrlsWith(
  wasm: MemoryExports & ImageUrlExports,
  scratch: ImageUrlScratch,
  requests: readonly ImageUrlRequest[],
  host: string,
): string[] {
  const count = requests.length;
  const out: string[] = new Array(count);
  for (let done = 0; done < count;) {
    scratch.refreshViews();
    const rows = scratch.rows;
    // The texts of a chunk are joined and encoded in one call: far cheaper than unit by unit.
    let joined = host;
    let n = 0;
    for (; n < CHUNK_REQUESTS && done + n < count; n++) {
      const r = requests[done + n];
      const id = textOf(r.id);
      const o = r.options;
      const name = o ? textOf(o.name) : '';
      const watermark = o ? textOf(o.watermark) : '';
      const units = id.length + name.length + watermark.length;
      if ((joined.length + units) * MAX_UTF8_PER_UNIT > scratch.textCapacity && n > 0) break;
      const at = n * REQUEST_STRIDE;
      writeRequestRow(rows, at, r);
      rows[at + ID_BYTES] = id.length;
      rows[at + NAME_BYTES] = name.length;
      rows[at + WATERMARK_BYTES] = watermark.length;
      joined += id + name + watermark;
    }
    if (joined.length * MAX_UTF8_PER_UNIT > scratch.textCapacity)
      scratch.growText(joined.length * MAX_UTF8_PER_UNIT);
    const written = encoder.encodeInto(joined, scratch.text).written;
    const asciiOnly = written === joined.length;
    const hostBytes = asciiOnly ? host.length : utf8Length(host);
    if (!asciiOnly) writeByteLengths(scratch.rows, requests, done, n);
    const status = wasm.tessera_image_urls(
      scratch.rowsPtr,
      n,
      scratch.textPtr,
      written,
      hostBytes,
      scratch.lengthsPtr,
    );
    if (status !== 0) throw new Error(`tessera.wasm: tessera_image_urls failed (${status})`);
    readAddresses(wasm, scratch, n, asciiOnly, out, done);
    done += n;
  }
  return out;
}

export function wasmImageUrlEngine(wasm: MemoryExports & ImageUrlExports): ImageUrlEngine {
  let scratch: ImageUrlScratch | undefined;
  const imageUrls = (requests: readonly ImageUrlRequest[], host: string = DEFAULT_IMAGE_HOST) => {
    scratch ??= new ImageUrlScratch(wasm);
    return imageUrlsWith(wasm, scratch, requests, host);
  };
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
