// Size budget (STYLE.md: a size budget per entry point): the viewer core — everything of
// web/src/viewer and the content model it uses, React left out — is at most 30 KB gzip in a
// production build. The core is what a page loads with the entry: the entry chunk, the chunks it
// imports statically, and their stylesheets. Each locale's messages, and each renderer, player or
// viewer loaded on demand, is a chunk of its own outside the core (each reported).

import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { expect, test } from 'vitest';
import { TRANSLATED_LOCALES } from './i18n/locales.ts';

const BUDGET_BYTES = 30 * 1024;
const LOCALE_BUDGET_BYTES = 1.5 * 1024;
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
      rolldownOptions: {
        external: [/^react($|\/)/, /^react-dom($|\/)/],
        // What the core shares with its lazy chunks stays in the entry; they import it from there.
        preserveEntrySignatures: 'allow-extension',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : []));
}

test('the viewer core is at most 30 KB gzip; every locale is its own chunk', async () => {
  const output = await buildViewer();
  const gzip = (item: Output) => gzipSync(item.type === 'chunk' ? item.code : item.source).length;
  const byName = new Map(output.map((item) => [item.fileName, item]));
  const entry = output.find((item) => item.type === 'chunk' && item.isEntry);
  if (entry?.type !== 'chunk') throw new Error('the viewer entry was not built');
  const core = new Set<Output>();
  const addWithImports = (item: Output | undefined) => {
    if (item === undefined || core.has(item)) return;
    core.add(item);
    if (item.type !== 'chunk') return;
    for (const css of item.viteMetadata?.importedCss ?? []) addWithImports(byName.get(css));
    for (const name of item.imports) addWithImports(byName.get(name));
  };
  addWithImports(entry);
  const lazyChunks = output.filter((item) => item.type === 'chunk' && item.isDynamicEntry);
  const localeChunks = lazyChunks.filter(
    (item) =>
      item.type === 'chunk' && /[\\/]i18n[\\/]messages[\\/]/.test(item.facadeModuleId ?? ''),
  );
  const coreBytes = [...core].reduce((sum, item) => sum + gzip(item), 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `viewer core: ${kb(coreBytes)} gzip (${[...core].map((item) => item.fileName).join(', ')}); ${localeChunks.length} locale chunks`,
  );
  for (const item of output.filter((item) => !core.has(item) && !localeChunks.includes(item)))
    console.log(`on demand: ${item.fileName}: ${kb(gzip(item))} gzip`);

  expect(localeChunks).toHaveLength(TRANSLATED_LOCALES.length);
  // A locale's messages: the text and structure labels and, since the media kinds, their players'
  // and cards' labels (about 70 keys).
  for (const chunk of localeChunks) expect(gzip(chunk)).toBeLessThan(LOCALE_BUDGET_BYTES);
  // React stays outside: the core imports it, never contains it.
  expect(entry.imports).toEqual(expect.arrayContaining(['react']));
  expect(entry.code).not.toContain('react.production');
  expect(coreBytes).toBeLessThanOrEqual(BUDGET_BYTES);
}, 120_000);
