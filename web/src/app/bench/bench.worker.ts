// The benchmark page's worker: both engine backends, timed where the gallery runs its engine, in
// a worker, off the page's thread. Each call times a whole point here (warm-up and samples), so
// the figures hold the engine's work alone, as on the page; the inputs arrive once per point.

import * as Comlink from 'comlink';
import type { Engine, LayoutParams } from '../../../../bindings/engine.ts';
import { createTsEngine } from '../../../../bindings/ts-engine.ts';
import { createWasmEngine } from '../../../../bindings/wasm-engine.ts';
import { galleryRequests } from '../../../../bench/gallery-requests.ts';
import { type Timing, time, type TimingPlan } from './timing.ts';

export type WorkerEngine = 'wasm' | 'ts';

const engines: Record<WorkerEngine, Promise<Engine>> = {
  wasm: createWasmEngine(),
  ts: Promise.resolve(createTsEngine()),
};

const api = {
  async timeLayout(
    backend: WorkerEngine,
    sizes: Float64Array,
    params: LayoutParams,
    plan: TimingPlan,
  ): Promise<Timing> {
    const engine = await engines[backend];
    return time(() => {
      const rects = engine.layout(sizes, params).rects;
      return rects.length === 0 ? 0 : rects[rects.length - 1];
    }, plan);
  },

  /** One layout, as the gallery asks its worker for one: its rectangles go back transferred. */
  async layout(
    backend: WorkerEngine,
    sizes: Float64Array,
    params: LayoutParams,
  ): Promise<Float64Array> {
    const rects = (await engines[backend]).layout(sizes, params).rects;
    return Comlink.transfer(rects, [rects.buffer]);
  },

  /** Times the addresses of `batch` seeded gallery requests, made here: no objects cross. */
  async timeImageUrls(
    backend: WorkerEngine,
    batch: number,
    seed: number,
    plan: TimingPlan,
  ): Promise<Timing> {
    const engine = await engines[backend];
    const requests = galleryRequests(batch, seed);
    return time(() => {
      const urls = engine.imageUrls(requests);
      return urls.length === 0 ? 0 : urls[0].length + urls[urls.length - 1].length;
    }, plan);
  },
};

export type BenchWorkerApi = typeof api;

Comlink.expose(api);
