// What the engine client costs the main thread, as a bundler sees it: the client entry is built
// with Vite (library mode, nothing written) and the modules of each chunk are read from the
// output. The TypeScript twin must not load with the entry: it sits in a chunk reached only by a
// dynamic import, for the fallback. The engine worker bundles the wasm backend and not the twin,
// and the option engine that makes the blueprints (DESIGN.md "Data flow"), which the entry does
// not load.

import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;
type OutputAsset = Rolldown.OutputAsset;

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CLIENT = fileURLToPath(new URL('./client.ts', import.meta.url));

/** A module of the twin's layouter, and one of the wasm marshalling, by path. */
const TWIN_LAYOUT = /\/bindings\/ts\/layout\//;
const WASM_BACKEND = /\/bindings\/wasm\//;
/** The option engine's entry point, and the blueprint that runs it. */
const OPTION_ENGINE = '/web/src/gallery/model/options/process.ts';
const BLUEPRINT = '/web/src/gallery/worker/blueprint.ts';

/** Keeps the chunks of a build (here the worker's, which Vite builds apart and emits as an asset). */
function recordChunks(into: OutputChunk[]): Plugin {
  return {
    name: 'record-chunks',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) if (output.type === 'chunk') into.push(output);
    },
  };
}

let chunks: OutputChunk[];
let assets: OutputAsset[];
const workerChunks: OutputChunk[] = [];

beforeAll(async () => {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    worker: { format: 'es', plugins: () => [recordChunks(workerChunks)] },
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: { entry: CLIENT, formats: ['es'], fileName: 'client' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  chunks = output.filter((o): o is OutputChunk => o.type === 'chunk');
  assets = output.filter((o): o is OutputAsset => o.type === 'asset');
}, 120_000);

function chunkNamed(fileName: string): OutputChunk {
  const chunk = chunks.find((c) => c.fileName === fileName);
  if (chunk === undefined) throw new Error(`no chunk ${fileName}`);
  return chunk;
}

/** The chunks `from` loads, following static imports only (or dynamic ones too). */
function reached(from: OutputChunk[], dynamic: boolean): OutputChunk[] {
  const seen = new Map(from.map((c) => [c.fileName, c]));
  const queue = [...from];
  for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
    for (const name of [...chunk.imports, ...(dynamic ? chunk.dynamicImports : [])]) {
      if (seen.has(name)) continue;
      const next = chunkNamed(name);
      seen.set(name, next);
      queue.push(next);
    }
  }
  return [...seen.values()];
}

const modulesOf = (list: OutputChunk[]) => list.flatMap((c) => c.moduleIds);

describe('the engine client bundle', () => {
  test('the entry and what it imports statically hold no module of the twin', () => {
    const entries = chunks.filter((c) => c.isEntry);
    expect(entries.map((c) => c.fileName)).toEqual(['client.js']);
    const loaded = modulesOf(reached(entries, false));
    expect(loaded.some((id) => id.endsWith('/web/src/gallery/worker/client.ts'))).toBe(true);
    expect(loaded.filter((id) => TWIN_LAYOUT.test(id))).toEqual([]);
    expect(loaded.some((id) => id.includes('/bindings/ts/'))).toBe(false);
  });

  test('the twin is in a chunk the entry loads only by a dynamic import', () => {
    const entries = chunks.filter((c) => c.isEntry);
    const eager = new Set(reached(entries, false).map((c) => c.fileName));
    const lazy = reached(entries, true).filter((c) => !eager.has(c.fileName));
    expect(lazy.length).toBeGreaterThan(0);
    expect(lazy.some((c) => c.isDynamicEntry)).toBe(true);
    const twin = modulesOf(lazy);
    expect(twin.some((id) => id.endsWith('/bindings/ts/layout/engine.ts'))).toBe(true);
    expect(twin.filter((id) => TWIN_LAYOUT.test(id)).length).toBeGreaterThan(10);
  });

  test('the worker is a chunk of its own that holds the wasm backend and not the twin', () => {
    expect(assets.some((a) => /engine\.worker-[\w-]+\.js$/.test(a.fileName))).toBe(true);
    const inWorker = modulesOf(workerChunks);
    expect(inWorker.some((id) => id.endsWith('/web/src/gallery/worker/engine.worker.ts'))).toBe(
      true,
    );
    expect(inWorker.some((id) => id.endsWith('/bindings/wasm/engine.ts'))).toBe(true);
    expect(inWorker.some((id) => id.endsWith('/bindings/wasm/layout.ts'))).toBe(true);
    expect(inWorker.some((id) => id.includes('/bindings/ts/'))).toBe(false);
    // Nor is the wasm backend on the main thread.
    expect(modulesOf(chunks).some((id) => WASM_BACKEND.test(id))).toBe(false);
  });

  test('the worker makes the blueprints with the option engine; the entry does not load it', () => {
    const inWorker = modulesOf(workerChunks);
    expect(inWorker.some((id) => id.endsWith(BLUEPRINT))).toBe(true);
    expect(inWorker.some((id) => id.endsWith(OPTION_ENGINE))).toBe(true);
    const eager = modulesOf(
      reached(
        chunks.filter((c) => c.isEntry),
        false,
      ),
    );
    expect(eager.filter((id) => id.endsWith(OPTION_ENGINE) || id.endsWith(BLUEPRINT))).toEqual([]);
    const gzip = (list: OutputChunk[]) =>
      list.reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0) / 1024;
    console.info(
      `engine client entry: ${gzip(
        reached(
          chunks.filter((c) => c.isEntry),
          false,
        ),
      ).toFixed(1)} KB ` +
        `gzip; engine worker: ${gzip(workerChunks).toFixed(1)} KB gzip (unminified, without the wasm)`,
    );
  });
});
