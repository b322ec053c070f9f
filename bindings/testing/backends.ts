// Both backends, loaded once per test file, for suites that run against each.

import type { Engine } from '../engine.ts';
import { createTsEngine } from '../ts-engine.ts';
import { createWasmEngine } from '../wasm-engine.ts';

export async function loadBackends(): Promise<Record<'wasm' | 'ts', Engine>> {
  return { wasm: await createWasmEngine(), ts: createTsEngine() };
}

/** The rects of a layout as [left, top, width, height] rows. */
export function rows(rects: Float64Array): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < rects.length; i += 4) out.push(Array.from(rects.subarray(i, i + 4)));
  return out;
}
