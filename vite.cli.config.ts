// The command line as the npm package ships it, dist/cli/ (`vite build -c vite.cli.config.ts`,
// part of `npm run build:lib`): bin/cli/main.ts built for Node into dist/cli/tessera.js and the
// chunks of its commands, plain JavaScript for Node 20 and later, which the package's bin
// (bin/tessera.js) runs. It stands on the library beside it, dist/lib/: the package's entries
// (web/src/lib/) stay imports of dist/lib's modules, so `tessera render` is `tessera/server` with
// the class names of `tessera/style.css`, and the engine reads dist/lib/tessera.wasm. The rest (the
// commands, the option engine, the TS twin, the wasm glue) is bundled, and so is anything else it
// imports but the package's dependencies, which npm installs beside the package.

import { chmod, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { LIBRARY_ENTRIES } from './vite.lib.config.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const MAIN = `${ROOT}bin/cli/main.ts`;
/** The module a packaged command line loads the viewer with, in place of the dev server's. */
const DEV_VIEWER_LOADER = `${ROOT}bin/cli/load-viewer.ts`;
const PACKAGED_VIEWER_LOADER = `${ROOT}bin/cli/load-packaged-viewer.ts`;
const WASM_LOADER = `${ROOT}bindings/wasm/load.ts`;

/** The built command line's entry, in dist/cli/. */
export const CLI_FILE = 'tessera.js';
/** Node 20, the oldest Node the packaged command line runs on (README "The command line"). */
const TARGET = 'node20';

const packageJson = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const dependencies: string[] = [
  ...Object.keys(packageJson.dependencies ?? {}),
  ...Object.keys(packageJson.peerDependencies ?? {}),
];

/** The source of each package entry, absolute, and the name of its module in dist/lib/. */
const entryModules = new Map<string, string>(
  Object.entries(LIBRARY_ENTRIES).map(([name, source]) => [resolve(ROOT, source), `${name}.js`]),
);

/**
 * The package's entries as imports of dist/lib/ (beside dist/cli/, wherever the two are built),
 * the dev server's viewer loader swapped for the packaged one, and tessera.wasm read from dist/lib/.
 */
function standOnTheLibrary(libDir: string, cliDir: string): Plugin {
  const wasmAddress = `new URL('./tessera.wasm', import.meta.url)`;
  const libFromCli = relative(cliDir, libDir).split('\\').join('/');
  return {
    name: 'tessera-cli-library',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === undefined) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved === null) return null;
      if (resolved.id === DEV_VIEWER_LOADER) return PACKAGED_VIEWER_LOADER;
      const entry = entryModules.get(resolved.id);
      return entry === undefined ? null : { id: `${libFromCli}/${entry}`, external: true };
    },
    transform(code, id) {
      if (id !== WASM_LOADER) return;
      if (!code.includes(wasmAddress)) this.error(`${wasmAddress} is not in ${id}`);
      return code.replace(wasmAddress, `new URL('${libFromCli}/tessera.wasm', import.meta.url)`);
    },
  };
}

/** The entry, which starts with `#!/usr/bin/env node` (the output's banner), made executable. */
function executableEntry(cliDir: string): Plugin {
  return {
    name: 'tessera-cli-executable',
    apply: 'build',
    async writeBundle() {
      await chmod(join(cliDir, CLI_FILE), 0o755);
    },
  };
}

/** The command line's build into `outDir`, beside the library's build in `libDir`. */
export function cliConfig(outDir = 'dist/cli', libDir = 'dist/lib'): UserConfig {
  const cliDir = resolve(ROOT, outDir);
  return {
    root: ROOT,
    mode: 'production',
    publicDir: false,
    plugins: [standOnTheLibrary(resolve(ROOT, libDir), cliDir), executableEntry(cliDir)],
    // Everything is bundled but Node's own modules and the package's dependencies.
    ssr: { target: 'node', noExternal: true, external: dependencies },
    build: {
      ssr: MAIN,
      outDir: cliDir,
      emptyOutDir: true,
      target: TARGET,
      copyPublicDir: false,
      minify: false,
      rolldownOptions: {
        output: {
          format: 'es',
          entryFileNames: CLI_FILE,
          chunkFileNames: '[name]-[hash].js',
          banner: (chunk) => (chunk.isEntry ? '#!/usr/bin/env node' : ''),
        },
      },
    },
  };
}

export default defineConfig(cliConfig());
