// The script-tag embed, dist/embed/ (`vite build -c vite.embed.config.ts`, part of `npm run
// build`): tessera.js, a classic script (web/src/embed.ts), and beside it in assets/ the
// gallery's module with React, the viewer's module (loaded only when a page mounts a viewer), the
// custom elements' module, their lazy chunks, the engine worker and tessera.wasm, all addressed
// relative to one another. The CSS is not a file of its own: it is put into the modules as text,
// for the shadow roots they draw in (web/src/embed/gallery-css.ts, viewer-css.ts).

import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { transform } from 'lightningcss';
import { GALLERY_CSS_MARKER } from './web/src/embed/gallery-css.ts';
import { VIEWER_CSS_MARKER } from './web/src/embed/viewer-css.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const GALLERY_MODULE = fileURLToPath(new URL('./web/src/embed/mount-gallery.tsx', import.meta.url));
const VIEWER_MODULE = fileURLToPath(new URL('./web/src/embed/mount-viewer.tsx', import.meta.url));
const ELEMENTS_MODULE = fileURLToPath(
  new URL('./web/src/embed/elements/define-elements.ts', import.meta.url),
);
const CSS_MARKER_MODULES = ['gallery-css.ts', 'viewer-css.ts'].map((name) =>
  fileURLToPath(new URL(`./web/src/embed/${name}`, import.meta.url)),
);
const LOADER = fileURLToPath(new URL('./web/src/embed.ts', import.meta.url));
const TARGET = 'es2022';
const PRODUCTION = { 'process.env.NODE_ENV': JSON.stringify('production') };

/** The file name of the classic script, the one unhashed file of dist/embed/. */
export const EMBED_SCRIPT = 'tessera.js';
/** The entries' names: their files are assets/<name>-<hash>.js. */
export const GALLERY_ENTRY = 'tessera-gallery';
export const VIEWER_ENTRY = 'tessera-viewer';
export const ELEMENTS_ENTRY = 'tessera-elements';

const CSS_MODULE = /\.css($|\?)/;
/** CSS imported as text or as an address, not as a stylesheet of the page. */
const CSS_AS_VALUE = /[?&](inline|url|raw)\b/;

/**
 * Moves the bundle's stylesheets into the modules, in place of the markers: the CSS the gallery's
 * module uses (its lazy chunks' too) in place of GALLERY_CSS_MARKER, and what the viewer's module
 * uses beyond it in place of VIEWER_CSS_MARKER, so a page of galleries never loads the viewer's
 * CSS. Each stylesheet is taken as Vite compiled it (CSS modules' class names given), in the
 * order the modules are run, then minified. File names are hashed before the stylesheets are
 * known, so the sources go into the hashes of the chunks with the markers: a change of CSS alone
 * still gives them new names.
 */
function cssIntoModules(): Plugin[] {
  const markers = [GALLERY_CSS_MARKER, VIEWER_CSS_MARKER].map(
    (marker) => [marker, new RegExp(`(["'\`])${marker}\\1`, 'g')] as const,
  );
  const sources = new Map<string, string>();
  const compiled = new Map<string, string>();
  const capture: Plugin = {
    // A plugin of the normal order runs after Vite's CSS compiler and before it bundles the CSS.
    name: 'tessera-embed-css-compiled',
    apply: 'build',
    transform(code, id) {
      if (CSS_MODULE.test(id) && !CSS_AS_VALUE.test(id)) compiled.set(id, code);
    },
  };
  const place: Plugin = {
    name: 'tessera-embed-css',
    enforce: 'post',
    apply: 'build',
    transform: {
      order: 'pre',
      handler(code, id) {
        if (CSS_MODULE.test(id)) sources.set(relative(ROOT, id), code);
      },
    },
    augmentChunkHash(chunk) {
      if (!chunk.moduleIds.some((id) => CSS_MARKER_MODULES.includes(id))) return;
      return [...sources.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([id, code]) => `${id}\n${code}`)
        .join('\n');
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset' && output.fileName.endsWith('.css'))
          delete bundle[output.fileName];
      }
      /** The compiled stylesheets `root` runs, statically or on demand, in the order they run. */
      const stylesheetsOf = (root: string): string[] => {
        const seen = new Set<string>();
        const found: string[] = [];
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const next of [
            ...(info?.importedIds ?? []),
            ...(info?.dynamicallyImportedIds ?? []),
          ])
            visit(next);
          if (compiled.has(id)) found.push(id);
        };
        visit(root);
        return found;
      };
      const gallery = stylesheetsOf(GALLERY_MODULE);
      const viewer = stylesheetsOf(VIEWER_MODULE).filter((id) => !gallery.includes(id));
      const unplaced = [...compiled.keys()].filter(
        (id) => !gallery.includes(id) && !viewer.includes(id),
      );
      if (unplaced.length > 0) this.error(`stylesheets of no module: ${unplaced.join(', ')}`);
      const texts = [gallery, viewer].map((ids) =>
        minifiedCss(ids.map((id) => compiled.get(id)).join('\n')),
      );
      markers.forEach(([marker, pattern], i) => {
        let placed = 0;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          output.code = output.code.replace(pattern, () => {
            placed += 1;
            return JSON.stringify(texts[i]);
          });
        }
        if (placed === 0) this.error(`the marker ${marker} is not in the bundle`);
      });
    },
  };
  return [capture, place];
}

function minifiedCss(css: string): string {
  const { code } = transform({ filename: 'embed.css', code: Buffer.from(css), minify: true });
  return code.toString();
}

/** V8's magic comment: every function of the file is compiled when the file is. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Builds web/src/embed.ts as a classic script that imports the gallery's and the viewer's modules
 * by their names and starts the engine worker by its name, so the worker and the wasm load while
 * the gallery's module does.
 */
function classicScript(): Plugin {
  return {
    name: 'tessera-embed-script',
    enforce: 'post',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const entry = (name: string) =>
        Object.values(bundle).find(
          (output): output is Rolldown.OutputChunk =>
            output.type === 'chunk' && output.isEntry && output.name === name,
        );
      const gallery = entry(GALLERY_ENTRY);
      if (gallery === undefined) return this.error('the gallery module was not built');
      const viewer = entry(VIEWER_ENTRY);
      if (viewer === undefined) return this.error('the viewer module was not built');
      const elements = entry(ELEMENTS_ENTRY);
      if (elements === undefined) return this.error('the custom elements module was not built');
      const worker = Object.keys(bundle).find((name) =>
        /(^|\/)engine\.worker-[^/]*\.js$/.test(name),
      );
      // Every chunk a module imports statically, however deep: tessera.js asks for them all with
      // the module, so the page fetches them at once rather than level by level.
      const staticImports = (chunk: Rolldown.OutputChunk): string[] => {
        const found = new Set<string>();
        const visit = (fileName: string) => {
          if (found.has(fileName)) return;
          found.add(fileName);
          const imported = bundle[fileName];
          if (imported?.type === 'chunk') imported.imports.forEach(visit);
        };
        chunk.imports.forEach(visit);
        return [...found].sort();
      };
      if (worker === undefined) return this.error('the engine worker was not built');
      // The modules a first paint runs are compiled whole as they load, off the main thread
      // (V8's explicit compile hints), instead of function by function on it as they first run.
      for (const fileName of [gallery, viewer].flatMap((chunk) => [
        chunk.fileName,
        ...staticImports(chunk),
      ])) {
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT))
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      }
      // The engine worker's module too (an asset of the worker's own build): it compiles while
      // the page still fetches the gallery's.
      const workerScript = bundle[worker];
      if (workerScript.type !== 'asset' || typeof workerScript.source !== 'string')
        return this.error('the engine worker is not a script asset');
      workerScript.source = `${COMPILE_HINT}\n${workerScript.source}`;
      const result = (await build({
        configFile: false,
        logLevel: 'warn',
        root: ROOT,
        mode: 'production',
        define: {
          ...PRODUCTION,
          __TESSERA_GALLERY_MODULE__: JSON.stringify(gallery.fileName),
          __TESSERA_GALLERY_IMPORTS__: JSON.stringify(staticImports(gallery)),
          __TESSERA_VIEWER_MODULE__: JSON.stringify(viewer.fileName),
          __TESSERA_VIEWER_IMPORTS__: JSON.stringify(staticImports(viewer)),
          __TESSERA_ELEMENTS_MODULE__: JSON.stringify(elements.fileName),
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
    plugins: [react(), ...cssIntoModules(), classicScript()],
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      target: TARGET,
      cssCodeSplit: false,
      // No <link rel=modulepreload> goes into the host page's head.
      modulePreload: false,
      rollupOptions: {
        input: {
          [GALLERY_ENTRY]: GALLERY_MODULE,
          [VIEWER_ENTRY]: VIEWER_MODULE,
          [ELEMENTS_ENTRY]: ELEMENTS_MODULE,
        },
        preserveEntrySignatures: 'exports-only',
      },
    },
  };
}

export default defineConfig(embedConfig());
