// The engine's public face: the contract, both backends, and the parameter block encoder.

export * from './engine.ts';
export { encodeLayoutParams } from './params.ts';
export { createTsEngine } from './ts/engine.ts';
export { createWasmEngine, wasmEngineFrom } from './wasm/engine.ts';
export { DEFAULT_WASM_URL, type WasmSource } from './wasm/load.ts';
export { itemSeed, itemSeeds, type SeededItem } from './ts/layout/seeds.ts';
