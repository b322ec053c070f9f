// The fallback loads the TypeScript twin when it is needed and not before: this file imports
// nothing of the twin itself, so the page fetches the twin's modules only once the client falls
// back to it (web/src/gallery/worker/bundle.test.ts proves the same of the built bundle).

import { afterEach, expect, test, vi } from 'vitest';
import {
  EMPTY_LAYOUT_STATE,
  type LayoutParams,
  withAppended,
} from '../../../../bindings/engine.ts';
import { BASE_PARAMS } from '../../../../bindings/testing/params.ts';
import { createWasmEngine } from '../../../../bindings/wasm-engine.ts';
import { createEngineClient } from './client.ts';

const params: LayoutParams = { ...BASE_PARAMS, itemSpacing: 10, cropRatios: [] };
const SIZES = [4000, 3000, 1080, 1920, 1000, 1000, 1600, 900, 900, 1600, 2048, 1365, 640, 480];

// Room for every module the page fetches, so that none of the twin's is dropped from the list.
performance.setResourceTimingBufferSize(100_000);

/** Whether the page has fetched a module of the twin's layouter. */
function twinFetched(): boolean {
  return performance
    .getEntriesByType('resource')
    .some((entry) => /\/bindings\/ts\/layout\/[\w-]+\.ts/.test(entry.name));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

test('without Web Workers the twin is fetched only then, and lays out as the wasm engine does', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const wasm = await createWasmEngine();
  expect(twinFetched()).toBe(false);

  vi.stubGlobal('Worker', undefined);
  const client = await createEngineClient();
  expect(client.backend).toBe('ts');
  expect(twinFetched()).toBe(true);
  expect(warn).toHaveBeenCalledTimes(1);

  const result = await client.layout(new Float64Array(SIZES), params);
  const expected = wasm.layout(new Float64Array(SIZES), params);
  expect(Array.from(result.rects)).toEqual(Array.from(expected.rects));
  expect([result.width, result.height, result.columns]).toEqual([
    expected.width,
    expected.height,
    expected.columns,
  ]);
  const first = await client.layoutAppend(
    EMPTY_LAYOUT_STATE,
    new Float64Array(SIZES.slice(0, 6)),
    params,
  );
  const appended = await client.layoutAppend(first.state, new Float64Array(SIZES.slice(6)), params);
  expect(Array.from(withAppended(first.rects, appended))).toEqual(Array.from(expected.rects));
  client.dispose();
});
