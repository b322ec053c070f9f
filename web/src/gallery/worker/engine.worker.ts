// The Web Worker that hosts the WebAssembly engine, exposed with comlink. `expose` runs at once,
// before anything is awaited, so no message from the main thread can arrive unheard.

import * as Comlink from 'comlink';
import {
  type AppendedLayout,
  type Engine,
  LayoutError,
  type LayoutResult,
} from '../../../../bindings/engine.ts';
import { createWasmEngine } from '../../../../bindings/wasm-engine.ts';
import { makeBlueprint } from './blueprint.ts';
import { decodeImageBatch, encodeAddresses } from './image-batch.ts';
import type { Blueprint, EngineWorkerApi } from './protocol.ts';
import { warmUp } from './warm-up.ts';

let engine: Engine | undefined;
let lastRects: Float64Array | undefined;
let warmedUp = false;

// The wasm from its usual place starts loading as the worker starts, before the page asks: an
// `init` without an address takes it (and tries again should this early load have failed).
const early: Promise<Engine | undefined> = createWasmEngine().catch(() => undefined);

function ready(): Engine {
  if (engine === undefined) throw new Error('Tessera engine worker: layout requested before init');
  return engine;
}

const api: EngineWorkerApi = {
  async init(wasmUrl) {
    engine ??=
      (wasmUrl === undefined ? await early : undefined) ?? (await createWasmEngine(wasmUrl));
    return 'wasm';
  },

  layout(sizes, params) {
    let result: LayoutResult;
    try {
      result = ready().layout(sizes, params);
    } catch (error) {
      if (error instanceof LayoutError) return { ok: false, code: error.code };
      throw error;
    }
    lastRects = result.rects;
    return Comlink.transfer({ ok: true, ...result }, [result.rects.buffer]);
  },

  layoutAppend(state, sizes, params) {
    let result: AppendedLayout;
    try {
      result = ready().layoutAppend(state, sizes, params);
    } catch (error) {
      if (error instanceof LayoutError) return { ok: false, code: error.code };
      throw error;
    }
    lastRects = result.rects;
    return Comlink.transfer({ ok: true, ...result }, [result.rects.buffer, result.state.buffer]);
  },

  blueprint(request) {
    let blueprint: Blueprint;
    try {
      blueprint = makeBlueprint(ready(), request);
    } catch (error) {
      if (error instanceof LayoutError) return { ok: false, code: error.code };
      throw error;
    }
    const { layout, images } = blueprint;
    lastRects = layout.rects;
    // After the page's first gallery, never before it (warm-up.ts).
    if (!warmedUp) {
      warmedUp = true;
      warmUp(ready());
    }
    return Comlink.transfer({ ok: true, ...blueprint }, [
      layout.rects.buffer,
      layout.state.buffer,
      images.items.buffer,
      images.variants.buffer,
      images.addresses.lengths.buffer,
    ]);
  },

  imageQuality(width, height) {
    return ready().imageQuality(width, height);
  },

  imageUrls(batch, host) {
    const reply = encodeAddresses(ready().imageUrls(decodeImageBatch(batch), host));
    return Comlink.transfer(reply, [reply.lengths.buffer]);
  },
  nearestItem(rects, index, direction) {
    return ready().nearestItem(rects, index, direction);
  },

  lastRectsByteLength() {
    return lastRects?.buffer.byteLength ?? -1;
  },
};

Comlink.expose(api);
