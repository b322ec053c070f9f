// Size budget (STYLE.md: a size budget per entry point): the viewer core — everything of
// web/src/viewer and the content model it uses, React left out — is at most 30 KB gzip in a
// production build. Each locale's messages is a chunk of its own, loaded on demand, outside the
// core. The core is what the entry loads: its chunk, the chunks it imports statically and their
// stylesheets; a chunk only lazy chunks import (code they share) is lazy, and so is its CSS.

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

/** The entry chunk, the chunks it imports statically (transitively), and their stylesheets. */
function coreOf(output: Output[]): Output[] {
  const byName = new Map(output.map((item) => [item.fileName, item]));
  const core = new Set<Output>();
  const visit = (item: Output | undefined) => {
    if (!item || core.has(item)) return;
    core.add(item);
    if (item.type !== 'chunk') return;
    for (const name of item.imports) visit(byName.get(name));
    for (const css of item.viteMetadata?.importedCss ?? []) visit(byName.get(css));
  };
  visit(output.find((item) => item.type === 'chunk' && item.isEntry));
  return [...core];
}

/** A lazy chunk's own stylesheet, for the report. */
function lazyCss(chunk: Output, output: Output[], gzip: (item: Output) => number): string {
  if (chunk.type !== 'chunk') return '';
  const sheets = [...(chunk.viteMetadata?.importedCss ?? [])].flatMap((name) =>
    output.filter((item) => item.fileName === name),
  );
  const bytes = sheets.reduce((sum, item) => sum + gzip(item), 0);
  return bytes === 0 ? '' : ` + ${(bytes / 1024).toFixed(1)} KB CSS`;
}

test('the viewer core is at most 30 KB gzip; every locale is its own chunk', async () => {
  const output = await buildViewer();
  const gzip = (item: Output) => gzipSync(item.type === 'chunk' ? item.code : item.source).length;
  const core = coreOf(output);
  const lazyChunks = output.filter((item) => item.type === 'chunk' && !core.includes(item));
  const localeChunks = lazyChunks.filter(
    (item) =>
      item.type === 'chunk' && /[\\/]i18n[\\/]messages[\\/]/.test(item.facadeModuleId ?? ''),
  );
  const coreBytes = core.reduce((sum, item) => sum + gzip(item), 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `viewer core: ${kb(coreBytes)} gzip (${core.map((item) => item.fileName).join(', ')}); ${localeChunks.length} locale chunks`,
  );
  for (const chunk of lazyChunks.filter((item) => !localeChunks.includes(item)))
    console.log(
      `lazy chunk ${chunk.fileName}: ${kb(gzip(chunk))} gzip${lazyCss(chunk, output, gzip)}`,
    );

  expect(localeChunks).toHaveLength(TRANSLATED_LOCALES.length);
  for (const chunk of localeChunks) expect(gzip(chunk)).toBeLessThan(1024);
  // React stays outside: the core imports it, never contains it.
  const entry = core.find((item) => item.type === 'chunk' && item.isEntry);
  expect(entry?.type === 'chunk' && entry.imports).toEqual(expect.arrayContaining(['react']));
  expect(entry?.type === 'chunk' && entry.code).not.toContain('react.production');
  expect(coreBytes).toBeLessThanOrEqual(BUDGET_BYTES);
}, 120_000);
