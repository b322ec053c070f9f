// The npm package's library, dist/lib/ (`vite build -c vite.lib.config.ts`, part of `npm run
// build`): ES modules, one per entry of package.json's `exports` (web/src/lib/), the chunks they
// share, the chunks loaded on demand (players, streaming libraries, the 3D viewer, the full-screen
// viewer, the map, each locale, the TS twin), the engine worker and tessera.wasm, all in one flat
// folder, so `new URL('./x', import.meta.url)` finds each beside the module that names it (the
// convention Vite and webpack 5 follow when they bundle a package). React, ReactDOM and the
// package's dependencies stay imports for the site's bundler; one stylesheet, style.css, holds
// every component's CSS (a page imports `tessera/style.css`). The type declarations are tsc's
// (tsconfig.lib.json, into dist/lib/types/).

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const TARGET = 'es2022';
const WASM_FILE = 'tessera.wasm';
const WORKER_FILE = 'engine.worker.js';
const WASM_SOURCE = new URL('./bindings/wasm/tessera.wasm', import.meta.url);

/** The package's entries: the name of the module in dist/lib/ and its source. */
export const LIBRARY_ENTRIES = {
  index: 'web/src/lib/index.ts',
  server: 'web/src/lib/server.ts',
  'server-gallery': 'web/src/lib/server-gallery.ts',
  engine: 'web/src/lib/engine.ts',
  options: 'web/src/lib/options.ts',
  'image-url': 'web/src/lib/image-url.ts',
  video: 'web/src/lib/video.ts',
} as const;

export const LIBRARY_STYLESHEET = 'style.css';

const packageJson = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const imported: string[] = [
  ...Object.keys(packageJson.dependencies ?? {}),
  ...Object.keys(packageJson.peerDependencies ?? {}),
];

/** A package the site installs beside ours (and its subpaths), not a Vite query of one. */
function isExternal(id: string): boolean {
  if (id.includes('?')) return false;
  return imported.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * tessera.wasm as a file beside the modules, addressed `new URL("./tessera.wasm", import.meta.url)`
 * (the form a site's bundler recognises): library mode would put its bytes into the modules as a
 * data: address, twice (the engine entry and the worker). The address is hidden from Vite's asset
 * plugin as a sum of strings, which the minifier folds back into one.
 */
function wasmBeside(emit: boolean): Plugin {
  return {
    name: 'tessera-lib-wasm',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      if (!emit) return;
      this.emitFile({ type: 'asset', fileName: WASM_FILE, source: readFileSync(WASM_SOURCE) });
    },
    transform(code, id) {
      if (!id.endsWith('/bindings/wasm/load.ts')) return;
      const address = `new URL('./${WASM_FILE}', import.meta.url)`;
      if (!code.includes(address)) this.error(`${address} is not in ${id}`);
      return code.replace(address, `new URL('./tessera' + '.wasm', import.meta.url)`);
    },
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The worker and the wasm addressed as `new URL("./name", import.meta.url)`, the one form Vite
 * and webpack 5 both take for a file beside the module (to webpack a bare name is a package, and
 * neither follows the address Vite's library mode writes for a worker: that address wrapped once
 * more in `new URL(…href, "" + import.meta.url)`).
 */
function addressesBeside(): Plugin {
  const files = `(${[WORKER_FILE, WASM_FILE].map(escaped).join('|')})`;
  const plain = `new URL\\(\\s*(["'\`])(?:\\./)?${files}\\1\\s*,\\s*import\\.meta\\.url\\s*\\)`;
  const address = new RegExp(plain, 'g');
  const wrapped = new RegExp(
    `new URL\\(\\s*(?:/\\*[^*]*\\*/\\s*)?${plain}\\.href\\s*,\\s*(?:""|''|\`\`)\\s*\\+\\s*import\\.meta\\.url\\s*\\)`,
    'g',
  );
  const named = new RegExp(`${files}["'\`]`, 'g');
  const names = new RegExp(`${files}"`);
  const beside = /new URL\("\.\/[\w.-]+", import\.meta\.url\)/g;
  const rewrite = (code: string) =>
    code
      .replace(wrapped, 'new URL("./$2", import.meta.url)')
      .replace(address, 'new URL("./$2", import.meta.url)');
  return {
    name: 'tessera-lib-addresses',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        let code: string;
        if (output.type === 'chunk') code = output.code = rewrite(output.code);
        else if (output.fileName.endsWith('.js'))
          code = output.source = rewrite(String(output.source));
        else continue;
        // Every mention of the two files is now an address of that form, unwrapped, or the
        // package is broken.
        const mentions = code.match(named)?.length ?? 0;
        const addresses = code.match(beside)?.filter((a) => names.test(a)).length ?? 0;
        if (mentions !== addresses || /\+\s*import\.meta\.url/.test(code))
          this.error(
            `${output.fileName}: an address of ${WORKER_FILE} or ${WASM_FILE} was not rewritten`,
          );
      }
    },
  };
}

/**
 * The wasm loader reads the file itself in Node (`import('node:fs/promises')`, run only for a
 * file: address): a site's bundler must leave that import alone, as webpack 5 does only when told.
 */
function nodeImportsLeftAlone(): Plugin {
  const nodeImport = /import\(\s*(?:\/\*[^*]*\*\/\s*)*(["'`])(node:[\w/]+)\1\s*\)/g;
  const mark = (code: string) =>
    code.replace(nodeImport, 'import(/* @vite-ignore */ /* webpackIgnore: true */ "$2")');
  return {
    name: 'tessera-lib-node-imports',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') output.code = mark(output.code);
        else if (output.fileName.endsWith('.js')) output.source = mark(String(output.source));
      }
    },
  };
}

/** The library's build, into `outDir` (absolute, or relative to the project). */
export function libraryConfig(outDir = 'dist/lib'): UserConfig {
  return {
    root: ROOT,
    base: './',
    mode: 'production',
    publicDir: false,
    // Production JSX even where NODE_ENV says otherwise (a build from a test run).
    oxc: { jsx: { development: false } },
    plugins: [react(), wasmBeside(true), addressesBeside(), nodeImportsLeftAlone()],
    worker: {
      format: 'es',
      plugins: () => [wasmBeside(false)],
      // The worker keeps its name: a site's bundler renames it anyway.
      rolldownOptions: { output: { entryFileNames: '[name].js' } },
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: TARGET,
      cssCodeSplit: false,
      modulePreload: false,
      copyPublicDir: false,
      lib: {
        entry: Object.fromEntries(
          Object.entries(LIBRARY_ENTRIES).map(([name, source]) => [name, `${ROOT}${source}`]),
        ),
        formats: ['es'],
      },
      rolldownOptions: {
        external: isExternal,
        preserveEntrySignatures: 'strict',
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: '[name]-[hash].js',
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css'))
              ? LIBRARY_STYLESHEET
              : '[name]-[hash][extname]',
        },
      },
    },
  };
}

export default defineConfig(libraryConfig());
