// The size budget of the WebAssembly module (STYLE.md: a size budget per entry point and for the
// .wasm): every layout of spec/001 §2, the keyboard queries and the image-address builder, built
// for speed (-O3). The budget is 136 KB, 45 KB gzipped. What it pays for, beyond the layouts
// themselves: the rows measure and the strip placement compiled once per group type, and the
// common vertical rows configuration compiled apart (20 to 30% less time on rows layouts, about
// 19 KB); items held to a pixel as the reference holds them (2 KB). wasm-opt -Os would save 9 KB
// but cost up to 24% in speed.

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
