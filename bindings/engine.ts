// The engine contract: one interface, two backends (the WebAssembly module and the TypeScript
// twin) that return bit-identical results. No DOM, no React: runs in browsers, workers and Node.
// Each half of the contract lives in contract/, beside the other.

import type { ImageUrlEngine } from './contract/image-url.ts';
import type { LayoutEngine } from './contract/layout.ts';
import type { LayoutQueriesEngine } from './contract/layout-queries.ts';

export * from './contract/image-url.ts';
export * from './contract/layout.ts';
export * from './contract/layout-queries.ts';

export type EngineBackend = 'wasm' | 'ts';

export interface Engine extends LayoutEngine, ImageUrlEngine, LayoutQueriesEngine {
  readonly backend: EngineBackend;
}
