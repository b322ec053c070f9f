// Fetches and instantiates tessera.wasm in browsers, workers and Node.

import type { TesseraExports } from './exports.ts';

/** Where the module comes from: its bytes, a compiled module, or an address (file: in Node). */
export type WasmSource = BufferSource | WebAssembly.Module | URL | string;

export const DEFAULT_WASM_URL = new URL('./tessera.wasm', import.meta.url);

async function readBytes(url: URL): Promise<BufferSource> {
  if (url.protocol === 'file:') {
    const { readFile } = await import(/* @vite-ignore */ 'node:fs/promises');
    return new Uint8Array(await readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`tessera.wasm: ${url.href} answered ${response.status}`);
  return response.arrayBuffer();
}

export async function instantiateTessera(
  source: WasmSource = DEFAULT_WASM_URL,
): Promise<TesseraExports> {
  let module: WebAssembly.Module;
  if (source instanceof WebAssembly.Module) {
    module = source;
  } else if (source instanceof URL || typeof source === 'string') {
    const url =
      source instanceof URL
        ? source
        : new URL(source, globalThis.location?.href ?? DEFAULT_WASM_URL);
    module = await WebAssembly.compile(await readBytes(url));
  } else {
    module = await WebAssembly.compile(source);
  }
  const instance = await WebAssembly.instantiate(module, {});
  return instance.exports as unknown as TesseraExports;
}
