// The WebAssembly backend of the engine contract, composed of its halves.

import type { Engine } from '../engine.ts';
import type { TesseraExports } from './exports.ts';
import { wasmImageUrlEngine } from './image-url.ts';
import { wasmLayoutEngine } from './layout.ts';
import { wasmLayoutQueriesEngine } from './layout-queries.ts';
import { instantiateTessera, type WasmSource } from './load.ts';

/** Wraps an instantiated module as an `Engine`. */
export function wasmEngineFrom(wasm: TesseraExports): Engine {
  return {
    backend: 'wasm',
    ...wasmLayoutEngine(wasm),
    ...wasmImageUrlEngine(wasm),
    ...wasmLayoutQueriesEngine(wasm),
  };
}

/** Loads tessera.wasm (by default from beside this file) and returns the WebAssembly engine. */
export async function createWasmEngine(source?: WasmSource): Promise<Engine> {
  return wasmEngineFrom(await instantiateTessera(source));
}
