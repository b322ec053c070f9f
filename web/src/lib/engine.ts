// `tessera/engine`: the layout and image-address engine, either backend, and the engine client
// the gallery uses in browsers (the WebAssembly engine in a Web Worker, the TS twin as fallback).

import type { Engine, EngineBackend } from '../../../bindings/engine.ts';
import { createWasmEngine, type WasmSource } from '../../../bindings/wasm-engine.ts';

export * from '../../../bindings/engine.ts';
export { encodeLayoutParams } from '../../../bindings/params.ts';
export {
  createWasmEngine,
  DEFAULT_WASM_URL,
  type WasmSource,
} from '../../../bindings/wasm-engine.ts';
export {
  createEngineClient,
  DEFAULT_READY_TIMEOUT_MS,
  type EngineClient,
  type EngineClientOptions,
  sharedEngineClient,
} from '../gallery/worker/index.ts';

export interface CreateEngineOptions {
  /** 'wasm' (the default): tessera.wasm, from beside the package's files unless `wasm` says. */
  backend?: EngineBackend;
  /** Where the WebAssembly module comes from: its bytes, a compiled module or an address. */
  wasm?: WasmSource;
}

/**
 * The engine in this thread: the WebAssembly module, or the TypeScript twin (loaded on demand,
 * a chunk of its own). Both return the same results, bit for bit.
 */
export async function createEngine(options: CreateEngineOptions = {}): Promise<Engine> {
  if (options.backend === 'ts') {
    const { createTsEngine } = await import('../../../bindings/ts-engine.ts');
    return createTsEngine();
  }
  return createWasmEngine(options.wasm);
}
