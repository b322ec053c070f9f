// The engine a command computes with: the WebAssembly module (the default) or the TS twin.

import {
  createTsEngine,
  createWasmEngine,
  type Engine,
  type EngineBackend,
} from '../../bindings/index.ts';
import { UsageError } from './command.ts';

/** The value of `--engine`, checked. */
export function engineBackend(name: string): EngineBackend {
  if (name !== 'wasm' && name !== 'ts')
    throw new UsageError(`unknown engine '${name}': use wasm or ts`);
  return name;
}

export async function loadEngine(backend: EngineBackend): Promise<Engine> {
  if (backend === 'ts') return createTsEngine();
  try {
    return await createWasmEngine();
  } catch (error) {
    throw new Error(
      `cannot load the WebAssembly engine (${(error as Error).message}); ` +
        'build it with `bash scripts/build-wasm.sh` or use --engine ts',
      { cause: error },
    );
  }
}
