// The main thread's side of the engine: starts the engine worker, waits until its WebAssembly
// module is loaded, and hands layouts to it with the typed-array buffers transferred. Where the
// worker or the module cannot start, the TypeScript twin runs here instead, and the console says
// so once. The twin is imported dynamically: a page whose worker starts never loads it.

import * as Comlink from 'comlink';
import {
  type AppendedLayout,
  type Direction,
  type EngineBackend,
  type ImageQuality,
  type ImageUrlRequest,
  LayoutError,
  type LayoutParams,
  type LayoutResult,
} from '../../../../bindings/engine.ts';
import { decodeAddresses, encodeImageBatch } from './image-batch.ts';
import type { Blueprint, BlueprintRequest, EngineWorkerApi } from './protocol.ts';

export interface EngineClient {
  /** Which engine answers: the WebAssembly module in the worker, or the TS twin in this thread. */
  readonly backend: EngineBackend;
  /**
   * Lays out the items whose sizes are `sizes` (width, height pairs). With the worker, the
   * buffer of `sizes` is moved to it and is detached (empty) once this returns. Rejects with a
   * `LayoutError` when the input cannot be laid out.
   */
  layout(sizes: Float64Array, params: LayoutParams): Promise<LayoutResult>;
  /**
   * Lays out the items `sizes` after those of the layout `state` describes, with the same
   * `params` (`LayoutEngine.layoutAppend`). With the worker, the buffer of `sizes` is moved to it;
   * `state` is copied and stays usable.
   */
  layoutAppend(
    state: Float64Array,
    sizes: Float64Array,
    params: LayoutParams,
  ): Promise<AppendedLayout>;
  /**
   * A gallery's blueprint (spec/002 §4): its processed options, its layout — anew, or appended
   * to the layout whose state `request.append` is — and the addresses of the images it shows
   * first, in one round trip. With the worker, the buffers of the request's sizes and image
   * batch are moved to it. Rejects with a `LayoutError` when the items cannot be laid out.
   */
  blueprint(request: BlueprintRequest): Promise<Blueprint>;
  imageQuality(width: number, height: number): Promise<ImageQuality>;
  /**
   * The addresses of many images in one round trip to the engine (`ImageUrlEngine.imageUrls`):
   * ask for the items about to show together, never one by one. `host` is the static media host
   * (DEFAULT_IMAGE_HOST when absent).
   */
  imageUrls(requests: readonly ImageUrlRequest[], host?: string): Promise<string[]>;
  /**
   * The index of the item an arrow key moves to from item `index` of the layout `rects`, or -1
   * (`LayoutQueriesEngine.nearestItem`). With the worker, the buffer of `rects` is moved to it
   * and is detached once this returns: hand it a copy of the rects on screen.
   */
  nearestItem(rects: Float64Array, index: number, direction: Direction): Promise<number>;
  /** Stops the worker; later calls reject. */
  dispose(): void;
}

export interface EngineClientOptions {
  /** Starts the engine worker; by default the module worker beside this file. */
  createWorker?: () => Worker;
  /** Where the worker loads tessera.wasm from; by default from beside the bindings. */
  wasmUrl?: string | URL;
  /** How long the worker may take to become ready before the TS twin takes over. */
  readyTimeoutMs?: number;
}

export const DEFAULT_READY_TIMEOUT_MS = 10_000;

function defaultWorker(): Worker {
  if (typeof Worker === 'undefined') throw new Error('this environment has no Web Workers');
  return new Worker(new URL('./engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'tessera-engine',
  });
}

function failureOf(event: Event): Error {
  const detail = event instanceof ErrorEvent && event.message ? `: ${event.message}` : '';
  return new Error(`the engine worker failed to load or run its script${detail}`);
}

/** Resolves when the worker has loaded the wasm; rejects on a worker error or at the timeout. */
async function whenReady(
  worker: Worker,
  remote: Comlink.Remote<EngineWorkerApi>,
  options: EngineClientOptions,
): Promise<void> {
  const timeoutMs = options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS;
  const wasmUrl =
    options.wasmUrl === undefined
      ? undefined
      : new URL(options.wasmUrl, globalThis.location?.href).href;
  let onError: (event: Event) => void = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const failed = new Promise<never>((_, reject) => {
    onError = (event) => reject(failureOf(event));
    worker.addEventListener('error', onError);
    worker.addEventListener('messageerror', onError);
    timer = setTimeout(
      () => reject(new Error(`the engine worker was not ready within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([remote.init(wasmUrl), failed]);
  } finally {
    clearTimeout(timer);
    worker.removeEventListener('error', onError);
    worker.removeEventListener('messageerror', onError);
  }
}

function workerClient(worker: Worker, remote: Comlink.Remote<EngineWorkerApi>): EngineClient {
  let disposed = false;
  const live = (): Comlink.Remote<EngineWorkerApi> => {
    if (disposed) throw new Error('Tessera: the engine client was disposed');
    return remote;
  };
  return {
    backend: 'wasm',
    async layout(sizes, params) {
      const api = live();
      const moved = sizes.buffer instanceof ArrayBuffer ? [sizes.buffer] : [];
      const reply = await api.layout(Comlink.transfer(sizes, moved), params);
      if (!reply.ok) throw new LayoutError(reply.code);
      return {
        rects: reply.rects,
        width: reply.width,
        height: reply.height,
        columns: reply.columns,
      };
    },
    async layoutAppend(state, sizes, params) {
      const api = live();
      const moved = sizes.buffer instanceof ArrayBuffer ? [sizes.buffer] : [];
      const reply = await api.layoutAppend(state, Comlink.transfer(sizes, moved), params);
      if (!reply.ok) throw new LayoutError(reply.code);
      const { from, rects, width, height, columns } = reply;
      return { from, rects, width, height, columns, state: reply.state };
    },
    async blueprint(request) {
      const api = live();
      const reply = await api.blueprint(Comlink.transfer(request, movedBuffersOf(request)));
      if (!reply.ok) throw new LayoutError(reply.code);
      const { options, problems, params, layout, images } = reply;
      return { options, problems, params, layout, images };
    },
    async imageQuality(width, height) {
      return live().imageQuality(width, height);
    },
    async imageUrls(requests, host) {
      const api = live();
      const batch = encodeImageBatch(requests);
      const moved = Comlink.transfer(batch, [batch.numbers.buffer]);
      return decodeAddresses(await api.imageUrls(moved, host));
    },
    async nearestItem(rects, index, direction) {
      const api = live();
      const moved = rects.buffer instanceof ArrayBuffer ? [rects.buffer] : [];
      return api.nearestItem(Comlink.transfer(rects, moved), index, direction);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      remote[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

/** The buffers of a blueprint request that move to the worker: all but the append state's. */
function movedBuffersOf({ sizes, images }: BlueprintRequest): ArrayBuffer[] {
  const buffers = [sizes.buffer, images?.batch.numbers.buffer, images?.items.buffer];
  return buffers.filter((buffer) => buffer instanceof ArrayBuffer);
}

async function inThreadClient(): Promise<EngineClient> {
  const [{ createTsEngine }, { makeBlueprint }] = await Promise.all([
    import('../../../../bindings/ts-engine.ts'),
    import('./blueprint.ts'),
  ]);
  const engine = createTsEngine();
  return {
    backend: 'ts',
    async layout(sizes, params) {
      return engine.layout(sizes, params);
    },
    async layoutAppend(state, sizes, params) {
      return engine.layoutAppend(state, sizes, params);
    },
    async blueprint(request) {
      return makeBlueprint(engine, request);
    },
    async imageQuality(width, height) {
      return engine.imageQuality(width, height);
    },
    async imageUrls(requests, host) {
      return engine.imageUrls(requests, host);
    },
    async nearestItem(rects, index, direction) {
      return engine.nearestItem(rects, index, direction);
    },
    dispose() {},
  };
}

/**
 * Starts the engine: the WebAssembly module in a worker when it can, else the TS twin in this
 * thread (with one console warning naming the reason). Resolves once the engine can answer.
 */
export async function createEngineClient(options: EngineClientOptions = {}): Promise<EngineClient> {
  let worker: Worker | undefined;
  try {
    worker = (options.createWorker ?? defaultWorker)();
    const remote = Comlink.wrap<EngineWorkerApi>(worker);
    await whenReady(worker, remote, options);
    return workerClient(worker, remote);
  } catch (error) {
    worker?.terminate();
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(
      `Tessera: the WebAssembly layout engine could not start in a Web Worker (${reason}); ` +
        'layouts are computed on the main thread by the TypeScript engine instead.',
    );
    return await inThreadClient();
  }
}
