// The WebAssembly backend's entry in the public face: the contract and the wasm marshalling,
// without the TypeScript twin (the engine worker bundles this alone).

export { createWasmEngine, wasmEngineFrom } from './wasm/engine.ts';
export { DEFAULT_WASM_URL, type WasmSource } from './wasm/load.ts';
