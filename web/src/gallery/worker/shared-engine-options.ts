// How the page's shared engine (shared-client.ts) starts, for a page whose files are not where
// the bundle finds them by itself (the script-tag embed, served from another origin). Apart from
// the client, so that a page can set it without loading the client.

import type { EngineClientOptions } from './client.ts';

let options: EngineClientOptions = {};

/** Takes effect if set before the first gallery asks for the shared engine. */
export function configureSharedEngine(next: EngineClientOptions): void {
  options = next;
}

export function sharedEngineOptions(): EngineClientOptions {
  return options;
}
