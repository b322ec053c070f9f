// The engine's whole public face, for Node, tools and tests: the contract, both backends, and the
// parameter block encoder. Code that ships to browsers imports engine.ts, wasm-engine.ts or
// ts-engine.ts instead, so that it bundles only the backend it runs.

export * from './engine.ts';
export { encodeLayoutParams } from './params.ts';
export * from './ts-engine.ts';
export * from './wasm-engine.ts';
