// Starts the benchmark page's worker (bench.worker.ts) and speaks to it with comlink.

import * as Comlink from 'comlink';
import type { BenchWorkerApi, WorkerEngine } from './bench.worker.ts';
import type { WorkerBackend } from './results.ts';

/** The engine in the worker of each worker backend of the results. */
export const WORKER_ENGINES: Record<WorkerBackend, WorkerEngine> = {
  'wasm-worker': 'wasm',
  'ts-worker': 'ts',
};

export interface BenchWorker {
  api: Comlink.Remote<BenchWorkerApi>;
  terminate(): void;
}

export function startBenchWorker(): BenchWorker {
  const worker = new Worker(new URL('./bench.worker.ts', import.meta.url), {
    type: 'module',
    name: 'tessera-bench',
  });
  return { api: Comlink.wrap<BenchWorkerApi>(worker), terminate: () => worker.terminate() };
}
