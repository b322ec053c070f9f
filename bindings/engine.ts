// The engine contract: one interface, two backends (the WebAssembly module and the TypeScript
// twin) that return bit-identical results. No DOM, no React: runs in browsers, workers and Node.
// Each half of the contract lives in contract/, beside the other. Importing this file loads
// neither backend: wasm-engine.ts and ts-engine.ts are the backends' own entries.

import type { ImageUrlEngine } from './contract/image-url.ts';
import type { LayoutEngine } from './contract/layout.ts';
import type { LayoutQueriesEngine } from './contract/layout-queries.ts';

export * from './contract/image-url.ts';
export * from './contract/item-seeds.ts';
export * from './contract/layout.ts';
export { LAYOUT_ERRORS, type LayoutErrorCode } from './contract/layout-errors.ts';
export * from './contract/layout-queries.ts';

export type EngineBackend = 'wasm' | 'ts';

export interface Engine extends LayoutEngine, ImageUrlEngine, LayoutQueriesEngine {
  readonly backend: EngineBackend;
}
