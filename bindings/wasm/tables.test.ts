// The contract's tables as the wasm module sees them: the tables it exports (error messages,
// parameter slots, the request stride) equal the contract's entry for entry, and the codes it
// does not export (directions, quality tiers, the append state's header) mean to it what they
// mean to the contract. (bindings/contract/rust-tables.test.ts reads the crates' sources.)

import { beforeAll, expect, test } from 'vitest';
import { QUALITY_TIER_NAMES } from '../contract/image-url.ts';
import { REQUEST_STRIDE } from '../contract/image-url-request.ts';
import { EMPTY_LAYOUT_STATE, type LayoutParams } from '../contract/layout.ts';
import { LAYOUT_ERRORS } from '../contract/layout-errors.ts';
import { HEADER_LEN, SLOT_NAMES } from '../contract/layout-params.ts';
import { DIRECTION_CODES, type Direction } from '../contract/layout-queries.ts';
import { STATE_COLUMNS, STATE_ITEMS, stateItems } from '../contract/layout-state.ts';
import { wasmEngineFrom } from './engine.ts';
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

test('a request row is as long on both sides', () => {
  expect(wasm.tessera_image_request_stride()).toBe(REQUEST_STRIDE);
});

test('the module numbers quality tiers in the order of their names', () => {
  // spec/001 §9: above 1,960,000 px high, above 360,000 medium, above 160,000 low, else tiny.
  const tiers = [
    [2000, 1000],
    [1000, 400],
    [500, 400],
    [100, 100],
  ].map(([width, height]) => QUALITY_TIER_NAMES[wasm.tessera_image_quality_tier(width, height)]);
  expect(tiers).toEqual(['high', 'medium', 'low', 'tiny']);
});

test('the module moves in the direction each direction code names', () => {
  // A 3 by 3 grid of 100 px squares; the middle one is item 4.
  const rects = new Float64Array(
    Array.from({ length: 9 }, (_, i) => [(i % 3) * 100, Math.floor(i / 3) * 100, 100, 100]).flat(),
  );
  const toward: Record<Direction, number> = { up: 1, down: 7, left: 3, right: 5 };
  for (const direction of Object.keys(DIRECTION_CODES) as Direction[]) {
    const moved = wasmEngineFrom(wasm).nearestItem(rects, 4, direction);
    expect([direction, moved]).toEqual([direction, toward[direction]]);
  }
});

test('the state the module returns has the contract’s header', () => {
  const params: LayoutParams = {
    orientation: 'columns',
    containerWidth: 900,
    containerHeight: 0,
    itemSpacing: 10,
    gallerySpacing: 0,
    targetItemSize: 300,
    fixedColumns: 0,
    cropEnable: false,
    cropMethod: 'FILL',
    groupsOrder: 'BY_HEIGHT',
    groupSize: 1,
    cropRatios: [],
    columnRatios: [],
  };
  const sizes = new Float64Array([400, 300, 300, 400, 500, 500, 800, 450, 450, 800]);
  const { state, columns } = wasmEngineFrom(wasm).layoutAppend(EMPTY_LAYOUT_STATE, sizes, params);
  expect(state[STATE_ITEMS]).toBe(5);
  expect(state[STATE_COLUMNS]).toBe(columns);
  const read = stateItems(state);
  expect(read).toMatchObject({ items: 5 });
  expect(typeof read === 'number' ? -1 : read.from).toBeLessThanOrEqual(5);
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
