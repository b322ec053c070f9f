// The parameter block encoder of the public face: `LayoutParams` as the flat block both backends
// read, for callers that drive the wasm module directly (bench/, tools).

export { encodeLayoutParams } from './contract/encode-layout-params.ts';
export { DEFAULT_COLLAGE_DENSITY, DEFAULT_MIN_ITEM_SIZE } from './contract/layout-params.ts';
