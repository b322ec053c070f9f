// The page's one engine for its embedded galleries: started by the first gallery (or by
// tessera.js as it loads the gallery's module), shared by every gallery after it, and stopped
// a few seconds after the last gallery goes, so a page whose galleries are all gone runs no
// worker. A gallery mounted meanwhile (a single-page site moving to its next page) finds the
// engine warm and answering at once, instead of waiting for a new worker, its wasm and its first
// slow layouts; one mounted later starts a new engine.

import { createEngineClient, type EngineClient } from '../gallery/worker/index.ts';
import workerUrl from '../gallery/worker/engine.worker.ts?worker&url';
import { ENGINE_LINGER_MS } from './engine-linger.ts';
import { startWorkerAt } from './engine-worker.ts';

let engine: Promise<EngineClient> | undefined;
let users = 0;
let stopTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The page's engine, on `worker` when tessera.js started one as it loaded this module (so the
 * worker and the wasm loaded meanwhile), otherwise on a worker started now from beside this file.
 */
function engineClient(worker?: Worker): Promise<EngineClient> {
  if (engine === undefined) {
    engine = createEngineClient({
      createWorker: () => worker ?? startWorkerAt(new URL(workerUrl, import.meta.url).href),
    });
  } else {
    worker?.terminate();
  }
  return engine;
}

/**
 * For tessera.js, once this module is in: the engine on the worker it started. When the galleries
 * that asked for this module were all unmounted before it came, the engine stops at once.
 */
export function startEngine(worker?: Worker): Promise<EngineClient> {
  const started = engineClient(worker);
  // The galleries waiting for this module mount right after this call, in the same task.
  setTimeout(() => {
    if (users === 0) stopEngine();
  }, 0);
  return started;
}

/** The engine, for a gallery that uses it until it calls `releaseEngine`. */
export function holdEngine(): Promise<EngineClient> {
  users += 1;
  clearTimeout(stopTimer);
  stopTimer = undefined;
  return engineClient();
}

/** A gallery is done with the engine; the engine stops ENGINE_LINGER_MS after the last one. */
export function releaseEngine(): void {
  users = Math.max(0, users - 1);
  if (users > 0) return;
  clearTimeout(stopTimer);
  stopTimer = setTimeout(() => {
    stopTimer = undefined;
    if (users === 0) stopEngine();
  }, ENGINE_LINGER_MS);
}

function stopEngine(): void {
  if (engine === undefined) return;
  const stopping = engine;
  engine = undefined;
  void stopping.then((client) => client.dispose());
}
