// The size budget of the WebAssembly module (STYLE.md: a size budget per entry point and for the .wasm).

import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { DEFAULT_WASM_URL } from './load.ts';

const BUDGET_BYTES = 32 * 1024;
const BUDGET_GZIP_BYTES = 12 * 1024;

test(`tessera.wasm stays within ${BUDGET_BYTES} bytes (${BUDGET_GZIP_BYTES} gzipped)`, () => {
  expect(statSync(DEFAULT_WASM_URL).size).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(gzipSync(readFileSync(DEFAULT_WASM_URL)).length).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
});
