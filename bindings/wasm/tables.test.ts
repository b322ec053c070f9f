// The tables both sides of the wasm boundary must share: error messages and parameter slots.
// The Rust side exports its tables; they must equal the TypeScript ones entry for entry.

import { beforeAll, expect, test } from 'vitest';
import { LAYOUT_ERRORS } from '../contract/layout-errors.ts';
import { HEADER_LEN, SLOT_NAMES } from '../contract/layout-params.ts';
import { readString, type TesseraExports } from './exports.ts';
import { instantiateTessera } from './load.ts';

let wasm: TesseraExports;
beforeAll(async () => {
  wasm = await instantiateTessera();
});

test('error messages are the same on both sides', () => {
  const fromWasm: Record<number, string> = {};
  for (let code = 1; code < 64; code++) {
    const message = readString(
      wasm,
      wasm.tessera_error_message(code),
      wasm.tessera_error_message_len(code),
    );
    if (message) fromWasm[code] = message;
  }
  expect(fromWasm).toEqual(LAYOUT_ERRORS);
});

test('parameter slots are the same on both sides', () => {
  expect(wasm.tessera_param_header_len()).toBe(HEADER_LEN);
  const names = Array.from({ length: HEADER_LEN }, (_, slot) =>
    readString(wasm, wasm.tessera_param_slot_name(slot), wasm.tessera_param_slot_name_len(slot)),
  );
  expect(names).toEqual(SLOT_NAMES);
});

test('the module exports only the documented calls (besides the linker globals named __*)', () => {
  const exported = Object.keys(wasm)
    .filter((name) => !name.startsWith('__'))
    .sort();
  expect(exported).toEqual(
    [
      'memory',
      'tessera_alloc',
      'tessera_error_message',
      'tessera_error_message_len',
      'tessera_free',
      'tessera_image_max_upscale',
      'tessera_image_quality',
      'tessera_image_quality_tier',
      ...[
        'tessera_image_request_stride',
        'tessera_image_urls',
        'tessera_image_urls_output',
        'tessera_image_urls_output_len',
      ],
      'tessera_last_visible_item',
      'tessera_layout',
      'tessera_layout_append',
      'tessera_layout_state',
      'tessera_layout_state_len',
      'tessera_nearest_item',
      'tessera_param_header_len',
      'tessera_param_slot_name',
      'tessera_param_slot_name_len',
    ].sort(),
  );
});
