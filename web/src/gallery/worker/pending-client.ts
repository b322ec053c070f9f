// An engine client to hand a gallery while its engine is still starting (the worker loading its
// module and tessera.wasm): the gallery draws, measures and reads its items meanwhile, and its
// first requests go to the engine the moment it is ready, instead of the gallery waiting to
// begin until then.

import type { EngineBackend } from '../../../../bindings/engine.ts';
import type { EngineClient } from './client.ts';

/**
 * `expected` is the backend reported until the engine is ready (the worker's, as a starting
 * worker is expected to answer); from then on, the one that answers.
 */
export function pendingEngineClient(
  ready: Promise<EngineClient>,
  expected: EngineBackend = 'wasm',
): EngineClient {
  let engine: EngineClient | undefined;
  void ready.then((client) => {
    engine = client;
  });
  const call = <T>(request: (client: EngineClient) => Promise<T>): Promise<T> =>
    engine === undefined ? ready.then(request) : request(engine);
  return {
    get backend() {
      return engine?.backend ?? expected;
    },
    layout: (sizes, params) => call((client) => client.layout(sizes, params)),
    layoutAppend: (state, sizes, params) =>
      call((client) => client.layoutAppend(state, sizes, params)),
    blueprint: (request) => call((client) => client.blueprint(request)),
    imageQuality: (width, height) => call((client) => client.imageQuality(width, height)),
    imageUrls: (requests, host) => call((client) => client.imageUrls(requests, host)),
    nearestItem: (rects, index, direction) =>
      call((client) => client.nearestItem(rects, index, direction)),
    dispose: () => void ready.then((client) => client.dispose()),
  };
}
