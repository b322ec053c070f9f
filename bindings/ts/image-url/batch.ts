// Twin of crates/image-url/src/batch.rs: the addresses of many requests at once.

import { REQUEST_STRIDE } from '../../contract/image-url-request.ts';
import { decodeRequest } from './request.ts';
import { variantAddress } from './variants.ts';

/** One address per row of `rows` (REQUEST_STRIDE numbers each), in order. */
export function buildAddresses(
  rows: Float64Array,
  texts: readonly string[],
  host: string,
): string[] {
  const count = Math.floor(rows.length / REQUEST_STRIDE);
  const out: string[] = new Array(count);
  for (let i = 0; i < count; i++) out[i] = variantAddress(decodeRequest(rows, texts, i), host);
  return out;
}
