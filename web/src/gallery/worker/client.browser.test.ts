import * as Comlink from 'comlink';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  EMPTY_LAYOUT_STATE,
  LayoutError,
  type LayoutParams,
  type LayoutResult,
  withAppended,
} from '../../../../bindings/engine.ts';
import { BASE_PARAMS } from '../../../../bindings/testing/params.ts';
import { createTsEngine } from '../../../../bindings/ts/engine.ts';
import { createEngineClient, type EngineClient } from './client.ts';
import type { EngineWorkerApi } from './protocol.ts';

const params: LayoutParams = { ...BASE_PARAMS, itemSpacing: 10, cropRatios: [] };

const SIZES = [4000, 3000, 1080, 1920, 1000, 1000, 1600, 900, 900, 1600, 2048, 1365, 640, 480];

const sizes = () => new Float64Array(SIZES);
const IMAGE_REQUESTS = Array.from({ length: 40 }, (_, i) => ({
  fit: i % 2 === 0 ? ('fill' as const) : ('fit' as const),
  id: `${String.fromCharCode(97 + (i % 26))}.jpg`,
  width: 4000,
  height: 3000,
  targetWidth: 200 + i,
  targetHeight: 150 + i,
  options: { quality: 90, devicePixelRatio: 2, focalPoint: { x: i, y: 100 - i } },
}));
const expected = (p: LayoutParams = params): LayoutResult => createTsEngine().layout(sizes(), p);
const plain = (r: LayoutResult) => ({ ...r, rects: Array.from(r.rects) });

const clients: EngineClient[] = [];
async function start(...args: Parameters<typeof createEngineClient>): Promise<EngineClient> {
  const client = await createEngineClient(...args);
  clients.push(client);
  return client;
}

afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the engine worker', () => {
  test('runs the WebAssembly engine and answers as the TS twin does', async () => {
    const warn = vi.spyOn(console, 'warn');
    const client = await start();
    expect(client.backend).toBe('wasm');
    const result = await client.layout(sizes(), params);
    expect(plain(result)).toEqual(plain(expected()));
    expect(result.columns).toBe(3);
    expect(await client.imageQuality(1920, 1080)).toEqual(
      createTsEngine().imageQuality(1920, 1080),
    );
    expect(warn).not.toHaveBeenCalled();
  });

  test('answers a batch of image addresses in one call, as the TS twin does', async () => {
    const client = await start();
    expect(client.backend).toBe('wasm');
    const post = vi.spyOn(Worker.prototype, 'postMessage');
    const addresses = await client.imageUrls(IMAGE_REQUESTS);
    expect(addresses).toEqual(createTsEngine().imageUrls(IMAGE_REQUESTS));
    expect(addresses[0]).toMatch(/^https:\/\/static\.wixstatic\.com\/media\/a\.jpg\/v1\/fill\//);
    expect(await client.imageUrls(IMAGE_REQUESTS, '/media/')).toEqual(
      createTsEngine().imageUrls(IMAGE_REQUESTS, '/media/'),
    );
    // One message for the whole batch each time, its numbers moved rather than copied.
    expect(post).toHaveBeenCalledTimes(2);
    const moved = post.mock.calls[0][1] as unknown as ArrayBuffer[];
    expect(moved).toHaveLength(1);
    expect(moved[0].byteLength).toBe(0);
  });

  test('answers nearestItem as the TS twin does, the rects moved to the worker', async () => {
    const client = await start();
    expect(client.backend).toBe('wasm');
    const { rects } = expected();
    const twin = createTsEngine();
    for (const direction of ['up', 'down', 'left', 'right'] as const) {
      for (let index = 0; index < SIZES.length / 2; index++) {
        expect(await client.nearestItem(rects.slice(), index, direction)).toBe(
          twin.nearestItem(rects, index, direction),
        );
      }
    }
    const moved = rects.slice();
    await client.nearestItem(moved, 0, 'down');
    expect(moved.buffer.byteLength).toBe(0);
  });

  test('moves the buffers both ways instead of copying them', async () => {
    let worker: Worker | undefined;
    const client = await start({
      createWorker: () => {
        worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
        return worker;
      },
    });
    expect(client.backend).toBe('wasm');
    const input = sizes();
    const result = await client.layout(input, params);

    // The sizes left this thread: their buffer is detached here.
    expect(input.buffer.byteLength).toBe(0);
    expect(input.length).toBe(0);
    // The rects left the worker: the worker's own reference to them is detached there.
    const probe = Comlink.wrap<EngineWorkerApi>(worker!);
    expect(await probe.lastRectsByteLength()).toBe(0);
    // And they arrived whole.
    expect(result.rects.length).toBe((SIZES.length / 2) * 4);
    expect(Array.from(result.rects)).toEqual(Array.from(expected().rects));
    probe[Comlink.releaseProxy]();
  });

  test('hands layout errors to the caller as LayoutError with name, message and code', async () => {
    const client = await start();
    expect(client.backend).toBe('wasm');
    const failure = await client
      .layout(sizes(), { ...params, containerWidth: 0 })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(LayoutError);
    expect(failure).toMatchObject({
      name: 'LayoutError',
      message: 'Layouter: cannot create layout, galleryWidth is undefined or 0',
      code: 1,
    });
    const noTarget = await client
      .layout(sizes(), { ...params, targetItemSize: 0 })
      .catch((e: unknown) => e);
    expect(noTarget).toMatchObject({
      name: 'LayoutError',
      message: 'Layouter: cannot create layout, targetItemSize is undefined or 0',
      code: 2,
    });
    // The worker is still fine after an error.
    expect(plain(await client.layout(sizes(), params))).toEqual(plain(expected()));
  });

  test('appends items: only the new sizes cross, the state stays usable, the rects are a full layout', async () => {
    const client = await start();
    expect(client.backend).toBe('wasm');
    const all = sizes();
    const first = await client.layoutAppend(EMPTY_LAYOUT_STATE, all.slice(0, 8), params);
    const added = all.slice(8);
    const appended = await client.layoutAppend(first.state, added, params);
    // The new sizes moved to the worker; the state was copied and is still whole here.
    expect(added.length).toBe(0);
    expect(first.state.length).toBeGreaterThan(0);
    const full = expected();
    expect(Array.from(withAppended(first.rects, appended))).toEqual(Array.from(full.rects));
    expect([appended.width, appended.height, appended.columns]).toEqual([
      full.width,
      full.height,
      full.columns,
    ]);
    // The same state again gives the same answer; a state that does not fit is a LayoutError.
    const again = await client.layoutAppend(first.state, all.slice(8), params);
    expect(Array.from(again.rects)).toEqual(Array.from(appended.rects));
    const failure = await client
      .layoutAppend(first.state.subarray(1), all.slice(8), params)
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ name: 'LayoutError', code: 3 });
  });
});

describe('the fallback to the TS twin in this thread', () => {
  async function expectFallback(
    client: EngineClient,
    warn: ReturnType<typeof vi.spyOn>,
    reason: RegExp,
  ) {
    expect(client.backend).toBe('ts');
    // Layouts are still right, and several calls still leave one warning.
    expect(plain(await client.layout(sizes(), params))).toEqual(plain(expected()));
    const narrow = { ...params, containerWidth: 500 };
    expect(plain(await client.layout(sizes(), narrow))).toEqual(plain(expected(narrow)));
    const first = await client.layoutAppend(EMPTY_LAYOUT_STATE, sizes().slice(0, 6), params);
    const appended = await client.layoutAppend(first.state, sizes().slice(6), params);
    expect(Array.from(withAppended(first.rects, appended))).toEqual(Array.from(expected().rects));
    await expect(client.layout(sizes(), { ...params, containerWidth: 0 })).rejects.toMatchObject({
      name: 'LayoutError',
      message: 'Layouter: cannot create layout, galleryWidth is undefined or 0',
      code: 1,
    });
    const { rects } = expected();
    expect(await client.nearestItem(rects, 0, 'right')).toBe(
      createTsEngine().nearestItem(rects, 0, 'right'),
    );
    expect(await client.imageUrls(IMAGE_REQUESTS)).toEqual(
      createTsEngine().imageUrls(IMAGE_REQUESTS),
    );
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0][0]);
    expect(message).toMatch(/TypeScript engine/);
    expect(message).toMatch(reason);
  }

  test('when this environment has no Worker', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('Worker', undefined);
    await expectFallback(await start(), warn, /no Web Workers/);
  });

  test('when the worker cannot be constructed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = await start({
      createWorker: () => {
        throw new DOMException('worker creation blocked by the page', 'SecurityError');
      },
    });
    await expectFallback(client, warn, /worker creation blocked by the page/);
  });

  test('when the worker script fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = await start({
      createWorker: () =>
        new Worker(new URL('/no-such-dir/engine.worker.js', location.href), { type: 'module' }),
    });
    await expectFallback(client, warn, /engine worker failed to load or run its script/);
  });

  test('when the wasm address answers 404', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const missing = new URL('/no-such-dir/tessera.wasm', location.href);
    const status = (await fetch(missing)).status;
    expect(status).toBe(404);
    const client = await start({ wasmUrl: missing });
    await expectFallback(client, warn, /answered 404/);
  });

  test('when the worker does not become ready in time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A worker that runs but never answers.
    const silent = URL.createObjectURL(
      new Blob(['// listens to nothing'], { type: 'text/javascript' }),
    );
    const client = await start({ createWorker: () => new Worker(silent), readyTimeoutMs: 300 });
    URL.revokeObjectURL(silent);
    await expectFallback(client, warn, /not ready within 300 ms/);
  });
});
