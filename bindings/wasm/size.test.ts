// The size budget of the WebAssembly module (STYLE.md: a size budget per entry point and for the .wasm).
// It holds every layout of spec/001 §2, the keyboard queries and the image-address builder, built
// for speed (-O3). Set at 66 KB (25 KB gzipped); raised once the layouter followed the reference's
// rounding order group type by group type (97 KB, 33 KB gzipped, in the third layout round), and
// again when the common vertical rows configuration was compiled apart for speed (a second copy of
// the rows loop with its other branches folded away: 11 KB, 2.7 KB gzipped, for 4 to 15% less
// time on rows layouts; 121 KB, 41 KB gzipped, in the seventh round), and in the eighth round,
// when the rows measure and the strip placement were compiled once per group type (8 KB, 2.4 KB
// gzipped, for 20 to 30% less time on every rows layout) and items came to be held to a pixel as
// the reference holds them (2 KB, 0.5 KB gzipped; ten more conformance cases agree): 128 KB, 43 KB
// gzipped.

import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { DEFAULT_WASM_URL } from './load.ts';

const BUDGET_BYTES = 136 * 1024;
const BUDGET_GZIP_BYTES = 45 * 1024;

test(`tessera.wasm stays within ${BUDGET_BYTES} bytes (${BUDGET_GZIP_BYTES} gzipped)`, () => {
  expect(statSync(DEFAULT_WASM_URL).size).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(gzipSync(readFileSync(DEFAULT_WASM_URL)).length).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
});
