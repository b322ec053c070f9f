// The TypeScript twin's encoding of a batch: the rows of the contract's encoder
// (bindings/contract/encode-image-url-request.ts) in an array, and the texts as strings.

import type { ImageUrlRequest } from '../../contract/image-url.ts';
import * as slot from '../../contract/image-url-request.ts';
import { textOf, writeRequestRow } from '../../contract/encode-image-url-request.ts';

export interface EncodedRequests {
  /** The text-length slots hold each text's JavaScript length. */
  rows: Float64Array;
  /** id, name, watermark per request. */
  texts: string[];
}

/** The rows of a single request, written anew for each: most calls ask for one address, and
 *  allocating an array costs more than encoding the request. Every slot is written each time. */
const oneRow = new Float64Array(slot.REQUEST_STRIDE);

/**
 * The twin's encoding: the rows and the texts as strings. The rows of a single request are
 * overwritten by the next call: read them before encoding again.
 */
export function encodeRequests(requests: readonly ImageUrlRequest[]): EncodedRequests {
  const rows =
    requests.length === 1 ? oneRow : new Float64Array(requests.length * slot.REQUEST_STRIDE);
  const texts: string[] = new Array(requests.length * slot.TEXTS_PER_REQUEST);
  for (let i = 0; i < requests.length; i++) {
    const r = requests[i];
    const at = i * slot.REQUEST_STRIDE;
    writeRequestRow(rows, at, r);
    const t = i * slot.TEXTS_PER_REQUEST;
    const id = textOf(r.id);
    const o = r.options;
    const name = o ? textOf(o.name) : '';
    const watermark = o ? textOf(o.watermark) : '';
    texts[t] = id;
    texts[t + 1] = name;
    texts[t + 2] = watermark;
    rows[at + slot.ID_BYTES] = id.length;
    rows[at + slot.NAME_BYTES] = name.length;
    rows[at + slot.WATERMARK_BYTES] = watermark.length;
  }
  return { rows, texts };
}
