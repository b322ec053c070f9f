// Size budget (STYLE.md: a size budget per entry point): the viewer core — everything of
// web/src/viewer and the content model it uses, React left out — is at most 30 KB gzip in a
// production build. Each locale's messages is a chunk of its own, loaded on demand, outside the
// core. The core is what loading the entry loads: the entry chunk, the chunks it imports
// statically, and their CSS. Code shared only by lazy chunks (a chunk the bundler splits out of
// two of them, a worker they start) is lazy too.

import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { expect, test } from 'vitest';
import { TRANSLATED_LOCALES } from './i18n/locales.ts';

const BUDGET_BYTES = 30 * 1024;
const ENTRY = fileURLToPath(new URL('./index.ts', import.meta.url));

type Output = Rolldown.RolldownOutput['output'][number];

async function buildViewer(): Promise<Output[]> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      cssCodeSplit: true,
      lib: { entry: ENTRY, formats: ['es'], fileName: 'viewer' },
      rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : []));
}

test('the viewer core is at most 30 KB gzip; every locale is its own chunk', async () => {
  const output = await buildViewer();
  const gzip = (item: Output) => gzipSync(item.type === 'chunk' ? item.code : item.source).length;
  const lazyChunks = output.filter((item) => item.type === 'chunk' && item.isDynamicEntry);
  const localeChunks = lazyChunks.filter(
    (item) =>
      item.type === 'chunk' && /[\\/]i18n[\\/]messages[\\/]/.test(item.facadeModuleId ?? ''),
  );
  const byName = new Map(output.map((item) => [item.fileName, item]));
  const coreNames = new Set<string>();
  const load = (name: string) => {
    const item = byName.get(name);
    if (item === undefined || coreNames.has(name)) return;
    coreNames.add(name);
    if (item.type !== 'chunk') return;
    for (const imported of item.imports) load(imported);
    for (const css of item.viteMetadata?.importedCss ?? []) load(css);
  };
  for (const item of output) if (item.type === 'chunk' && item.isEntry) load(item.fileName);
  const core = output.filter((item) => coreNames.has(item.fileName));
  const coreBytes = core.reduce((sum, item) => sum + gzip(item), 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `viewer core: ${kb(coreBytes)} gzip (${core.map((item) => item.fileName).join(', ')}); ${localeChunks.length} locale chunks`,
  );
  for (const chunk of output.filter((item) => !core.includes(item) && !localeChunks.includes(item)))
    console.log(`lazy ${chunk.type} ${chunk.fileName}: ${kb(gzip(chunk))} gzip`);

  expect(localeChunks).toHaveLength(TRANSLATED_LOCALES.length);
  for (const chunk of localeChunks) expect(gzip(chunk)).toBeLessThan(1024);
  // React stays outside: the core imports it, never contains it.
  const entry = core.find((item) => item.type === 'chunk' && item.isEntry);
  expect(entry?.type === 'chunk' && entry.imports).toEqual(expect.arrayContaining(['react']));
  expect(entry?.type === 'chunk' && entry.code).not.toContain('react.production');
  expect(coreBytes).toBeLessThanOrEqual(BUDGET_BYTES);
}, 120_000);
