// One engine per page unless a gallery is handed its own: every gallery shares one worker.

import { createEngineClient, type EngineClient, type EngineClientOptions } from './client.ts';

let shared: Promise<EngineClient> | undefined;
let sharedOptions: EngineClientOptions = {};

export function sharedEngineClient(): Promise<EngineClient> {
  shared ??= createEngineClient(sharedOptions);
  return shared;
}

/**
 * How the shared engine starts, for a page whose files are not where the bundle finds them by
 * itself (the script-tag embed, served from another origin); takes effect if set before the
 * first gallery asks for the engine.
 */
export function configureSharedEngine(options: EngineClientOptions): void {
  sharedOptions = options;
}
