// The engine as the main thread sees it: a client that talks to the engine worker.

export {
  createEngineClient,
  DEFAULT_READY_TIMEOUT_MS,
  type EngineClient,
  type EngineClientOptions,
} from './client.ts';
export { pendingEngineClient } from './pending-client.ts';
export type { Blueprint, BlueprintRequest, FirstImages, FirstImagesRequest } from './protocol.ts';
export { sharedEngineClient } from './shared-client.ts';
export { configureSharedEngine } from './shared-engine-options.ts';
