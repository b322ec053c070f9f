// The embed's weight before the first paint (the budget, "Speed"): tessera.js, the
// gallery's module and the chunks it imports statically; not the lazy chunks (the TS twin, the
// players), not the engine worker, not the viewer's module (loaded when a page mounts a viewer). Tessera's own part is its modules' share of each chunk: the
// gzip of the chunk times the part of the chunk's rendered code that comes from outside
// node_modules (Rollup's module list), the loader entirely.

import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Rolldown } from 'vite';
import { ELEMENTS_ENTRY, GALLERY_ENTRY, VIEWER_ENTRY } from '../../../vite.embed.config.ts';
import { buildEmbed, type EmbedBuild } from './testing/build-embed.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const KB = 1024;
const FIRST_PAINT_BUDGET = 110 * KB;
const OWN_BUDGET = 40 * KB;

let embed: EmbedBuild;

beforeAll(async () => {
  embed = await buildEmbed();
}, 120_000);

function chunkNamed(fileName: string): Rolldown.OutputChunk {
  const chunk = embed.chunks.find((c) => c.fileName === fileName);
  if (chunk === undefined) throw new Error(`no chunk ${fileName}`);
  return chunk;
}

/** The entry's module and every chunk it imports statically. */
function eagerChunks(entry = GALLERY_ENTRY): Rolldown.OutputChunk[] {
  const entries = embed.chunks.filter((c) => c.isEntry && c.name === entry);
  if (entries.length !== 1) throw new Error(`no entry ${entry}`);
  const seen = new Map(entries.map((c) => [c.fileName, c]));
  const queue = [...entries];
  for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
    for (const name of chunk.imports) {
      if (seen.has(name)) continue;
      seen.set(name, chunkNamed(name));
      queue.push(chunkNamed(name));
    }
  }
  return [...seen.values()];
}

const isOwn = (id: string) => id.startsWith(ROOT) && !id.includes('/node_modules/');
const gzipped = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;

function ownShare(chunk: Rolldown.OutputChunk): number {
  let own = 0;
  let all = 0;
  for (const [id, module] of Object.entries(chunk.modules)) {
    all += module.renderedLength;
    if (isOwn(id)) own += module.renderedLength;
  }
  return all === 0 ? 0 : own / all;
}

function loader(): Rolldown.OutputAsset {
  const script = embed.assets.find((a) => a.fileName === 'tessera.js');
  if (script === undefined) throw new Error('tessera.js was not built');
  return script;
}

describe('the embed before the first paint', () => {
  test('is tessera.js and the gallery module with React, ReactDOM and the engine client', () => {
    const modules = eagerChunks().flatMap((c) => Object.keys(c.modules));
    expect(modules.some((id) => id.includes('/node_modules/react-dom/'))).toBe(true);
    expect(modules.some((id) => id.includes('/node_modules/react/'))).toBe(true);
    expect(modules.some((id) => id.endsWith('/web/src/embed/mount-gallery.tsx'))).toBe(true);
    expect(modules.some((id) => id.endsWith('/web/src/gallery/worker/client.ts'))).toBe(true);
    // The twin (a fallback) and the engine (in the worker) are not loaded before the first paint.
    expect(
      modules.some((id) => id.includes('/bindings/ts/') || id.includes('/bindings/wasm/')),
    ).toBe(false);
    // Nor is the option engine: the worker makes the blueprint (DESIGN.md "Data flow").
    expect(
      modules.filter((id) => id.endsWith('/web/src/gallery/model/options/process.ts')),
    ).toEqual([]);
    expect(String(loader().source)).not.toMatch(/\bimport\s*[{*]|\bexport\b/);
    // The viewer is a module of its own, loaded only when a page mounts a viewer.
    expect(modules.filter((id) => id.includes('/web/src/viewer/'))).toEqual([]);
    expect(modules.some((id) => id.endsWith('/web/src/embed/mount-viewer.tsx'))).toBe(false);
  });

  test('weighs at most 110 KB gzip, Tessera’s own part at most 40 KB gzip', () => {
    const chunks = eagerChunks();
    const script = gzipped(String(loader().source));
    const total = script + chunks.reduce((sum, c) => sum + gzipped(c.code), 0);
    const own = script + chunks.reduce((sum, c) => sum + gzipped(c.code) * ownShare(c), 0);
    const ownSource = chunks
      .flatMap((c) => Object.entries(c.modules))
      .filter(([id]) => isOwn(id))
      .map(([, module]) => module.code ?? '')
      .join('\n');
    console.info(
      `embed before the first paint: ${(total / KB).toFixed(1)} KB gzip, Tessera's part ` +
        `${(own / KB).toFixed(1)} KB gzip (its unminified modules alone: ` +
        `${(gzipped(ownSource) / KB).toFixed(1)} KB gzip)`,
    );
    expect(total).toBeLessThanOrEqual(FIRST_PAINT_BUDGET);
    expect(own).toBeLessThanOrEqual(OWN_BUDGET);
  });
});

describe('the embed’s viewer', () => {
  test('is its own module, with the viewer core, loaded by a page that mounts a viewer', () => {
    const viewerOnly = eagerChunks(VIEWER_ENTRY).filter(
      (chunk) => !eagerChunks().some((shared) => shared.fileName === chunk.fileName),
    );
    const modules = viewerOnly.flatMap((c) => Object.keys(c.modules));
    expect(modules.some((id) => id.endsWith('/web/src/embed/mount-viewer.tsx'))).toBe(true);
    expect(modules.some((id) => id.endsWith('/web/src/viewer/Viewer.tsx'))).toBe(true);
    const weight = viewerOnly.reduce((sum, c) => sum + gzipped(c.code), 0);
    console.info(`the viewer's module beyond the gallery's: ${(weight / KB).toFixed(1)} KB gzip`);
  });
});

describe('the embed’s custom elements', () => {
  test('are a small module of their own, without React, the gallery or the viewer', () => {
    const chunks = eagerChunks(ELEMENTS_ENTRY);
    const modules = chunks.flatMap((c) => Object.keys(c.modules));
    expect(modules.some((id) => id.endsWith('/web/src/embed/elements/define-elements.ts'))).toBe(
      true,
    );
    expect(modules.filter((id) => !id.includes('/web/src/embed/elements/') && isOwn(id))).toEqual(
      [],
    );
    expect(modules.filter((id) => id.includes('/node_modules/'))).toEqual([]);
    const weight = chunks.reduce((sum, c) => sum + gzipped(c.code), 0);
    console.info(`the custom elements' module: ${(weight / KB).toFixed(1)} KB gzip`);
  });
});
