// The script-tag embed, dist/embed/ (`vite build -c vite.embed.config.ts`, part of `npm run
// build`): tessera.js, a classic script (web/src/embed.ts), and beside it in assets/ the
// gallery's module with React, its lazy chunks, the engine worker and tessera.wasm, all addressed
// relative to one another. The gallery's CSS is not a file of its own: it is put into the
// gallery's module as text, for the shadow roots it draws in (web/src/embed/gallery-css.ts).

import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { GALLERY_CSS_MARKER } from './web/src/embed/gallery-css.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const GALLERY_MODULE = fileURLToPath(new URL('./web/src/embed/mount-gallery.tsx', import.meta.url));
const LOADER = fileURLToPath(new URL('./web/src/embed.ts', import.meta.url));
const TARGET = 'es2022';
const PRODUCTION = { 'process.env.NODE_ENV': JSON.stringify('production') };

/** The file name of the classic script, the one unhashed file of dist/embed/. */
export const EMBED_SCRIPT = 'tessera.js';

/**
 * Moves the bundle's stylesheets into the gallery's module, in place of the marker. The module's
 * file name is hashed before the stylesheets are known, so their sources go into its hash: a
 * change of CSS alone still gives the module a new name.
 */
function cssIntoModule(): Plugin {
  const marker = new RegExp(`(["'\`])${GALLERY_CSS_MARKER}\\1`, 'g');
  const sources = new Map<string, string>();
  return {
    name: 'tessera-embed-css',
    enforce: 'post',
    apply: 'build',
    transform: {
      order: 'pre',
      handler(code, id) {
        if (/\.css($|\?)/.test(id)) sources.set(relative(ROOT, id), code);
      },
    },
    augmentChunkHash(chunk) {
      if (!chunk.isEntry) return;
      return [...sources.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([id, code]) => `${id}\n${code}`)
        .join('\n');
    },
    generateBundle(_options, bundle) {
      const sheets = Object.values(bundle).filter(
        (output): output is Rolldown.OutputAsset =>
          output.type === 'asset' && output.fileName.endsWith('.css'),
      );
      const css = sheets.map((sheet) => String(sheet.source)).join('\n');
      for (const sheet of sheets) delete bundle[sheet.fileName];
      let placed = 0;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        output.code = output.code.replace(marker, () => {
          placed += 1;
          return JSON.stringify(css);
        });
      }
      if (placed === 0) this.error(`the marker ${GALLERY_CSS_MARKER} is not in the bundle`);
    },
  };
}

/**
 * Builds web/src/embed.ts as a classic script that imports the gallery's module by its name and
 * starts the engine worker by its name, so the worker and the wasm load while the module does.
 */
function classicScript(): Plugin {
  return {
    name: 'tessera-embed-script',
    enforce: 'post',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const gallery = Object.values(bundle).find(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk' && output.isEntry,
      );
      if (gallery === undefined) return this.error('the gallery module was not built');
      const worker = Object.keys(bundle).find((name) =>
        /(^|\/)engine\.worker-[^/]*\.js$/.test(name),
      );
      if (worker === undefined) return this.error('the engine worker was not built');
      const result = (await build({
        configFile: false,
        logLevel: 'warn',
        root: ROOT,
        mode: 'production',
        define: {
          ...PRODUCTION,
          __TESSERA_GALLERY_MODULE__: JSON.stringify(gallery.fileName),
          __TESSERA_ENGINE_WORKER__: JSON.stringify(worker),
        },
        build: {
          write: false,
          target: TARGET,
          lib: {
            entry: LOADER,
            formats: ['iife'],
            name: 'TesseraScript',
            fileName: () => EMBED_SCRIPT,
          },
        },
      })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
      const script = output.find((o) => o.type === 'chunk');
      if (script === undefined) return this.error('tessera.js was not built');
      this.emitFile({ type: 'asset', fileName: EMBED_SCRIPT, source: script.code });
    },
  };
}

/** The embed's build, into `outDir` (absolute, or relative to the project). */
export function embedConfig(outDir = 'dist/embed'): UserConfig {
  return {
    root: ROOT,
    base: './',
    mode: 'production',
    publicDir: false,
    define: PRODUCTION,
    // Production JSX even where NODE_ENV says otherwise (a build from a test run).
    oxc: { jsx: { development: false } },
    plugins: [react(), cssIntoModule(), classicScript()],
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      target: TARGET,
      cssCodeSplit: false,
      // No <link rel=modulepreload> goes into the host page's head.
      modulePreload: false,
      rollupOptions: {
        input: { 'tessera-gallery': GALLERY_MODULE },
        preserveEntrySignatures: 'exports-only',
      },
    },
  };
}

export default defineConfig(embedConfig());
