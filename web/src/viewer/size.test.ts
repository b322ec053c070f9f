// Size budget (STYLE.md: a size budget per entry point): the viewer core — everything of
// web/src/viewer and the content model it uses, React left out — is at most 30 KB gzip in a
// production build. The core is what a page loads with the entry: the entry chunk, the chunks it
// imports statically, and their stylesheets. Each locale's messages, and each renderer, player or
// viewer loaded on demand, is a chunk of its own outside the core (each reported).

import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { TRANSLATED_LOCALES } from './i18n/locales.ts';
import {
  buildViewer,
  entryOf,
  loadedWithEntry,
  type ViewerOutput,
} from './testing/viewer-build.ts';

const BUDGET_BYTES = 30 * 1024;
const LOCALE_BUDGET_BYTES = 1.5 * 1024;

type Output = ViewerOutput;

test('the viewer core is at most 30 KB gzip; every locale is its own chunk', async () => {
  const output = await buildViewer();
  const gzip = (item: Output) => gzipSync(item.type === 'chunk' ? item.code : item.source).length;
  const entry = entryOf(output);
  const core = loadedWithEntry(output);
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
