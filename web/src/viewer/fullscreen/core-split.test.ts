// The full-screen viewer is not in the viewer core (DESIGN "Load heavy things on demand"): the
// core holds only the expand context and the provider; the viewer itself, focus-trap and the
// players come in one chunk on the first expand. Built as size.test.ts builds the core.

import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { expect, test } from 'vitest';

const ENTRY = fileURLToPath(new URL('../index.ts', import.meta.url));
type Chunk = Extract<Rolldown.RolldownOutput['output'][number], { type: 'chunk' }>;

async function buildViewer(): Promise<Chunk[]> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      cssCodeSplit: false,
      lib: { entry: ENTRY, formats: ['es'], fileName: 'viewer' },
      rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((item): item is Chunk => item.type === 'chunk');
}

/** The chunks a page loads with the entry: it and what it imports statically, transitively. */
function loadedWithEntry(chunks: Chunk[]): Chunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  visit(chunks.find((chunk) => chunk.isEntry));
  return [...seen];
}

const relative = (id: string) =>
  id.replace(/\\/g, '/').replace(/^.*?\/(web|node_modules)\//, '$1/');

test('the core has the expand context and provider only; the viewer and focus-trap are a chunk', async () => {
  const chunks = await buildViewer();
  const coreModules = loadedWithEntry(chunks).flatMap((chunk) => chunk.moduleIds.map(relative));
  const fullscreenInCore = coreModules.filter((id) => id.startsWith('web/src/viewer/fullscreen/'));
  expect(fullscreenInCore.sort()).toEqual([
    'web/src/viewer/fullscreen/ExpandProvider.tsx',
    'web/src/viewer/fullscreen/expand-context.ts',
  ]);
  expect(coreModules.filter((id) => /focus-trap|tabbable|media\/players/.test(id))).toEqual([]);

  const chunk = chunks.find(
    (item) => item.isDynamicEntry && /FullscreenViewer/.test(item.fileName),
  );
  expect(chunk).toBeDefined();
  const inChunk = chunk!.moduleIds.map(relative);
  expect(inChunk).toContain('web/src/viewer/fullscreen/FullscreenViewer.tsx');
  expect(inChunk.some((id) => id.startsWith('node_modules/focus-trap/'))).toBe(true);
  console.log(
    `full-screen viewer chunk ${chunk!.fileName}: ${(gzipSync(chunk!.code).length / 1024).toFixed(1)} KB gzip`,
  );
}, 120_000);
