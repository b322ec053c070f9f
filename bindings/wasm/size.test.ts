// The size budget of the WebAssembly module (STYLE.md: a size budget per entry point and for the .wasm).
// It holds every layout of spec/001 §2, the keyboard queries and the image-address builder, built
// for speed (-O3). Set at 66 KB (25 KB gzipped); raised once the layouter followed the reference's
// rounding order group type by group type (97 KB, 33 KB gzipped, in the third layout round).

import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { DEFAULT_WASM_URL } from './load.ts';

const BUDGET_BYTES = 120 * 1024;
const BUDGET_GZIP_BYTES = 40 * 1024;

test(`tessera.wasm stays within ${BUDGET_BYTES} bytes (${BUDGET_GZIP_BYTES} gzipped)`, () => {
  expect(statSync(DEFAULT_WASM_URL).size).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(gzipSync(readFileSync(DEFAULT_WASM_URL)).length).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
});
