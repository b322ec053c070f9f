// One engine per page unless a gallery is handed its own: every gallery shares one worker.

import { createEngineClient, type EngineClient } from './client.ts';
import { sharedEngineOptions } from './shared-engine-options.ts';

let shared: Promise<EngineClient> | undefined;

export function sharedEngineClient(): Promise<EngineClient> {
  shared ??= createEngineClient(sharedEngineOptions());
  return shared;
}
