// The viewer's production build as a page gets it (web/src/viewer/index.ts, React left out), and
// what of it loads with the entry: the tests of the core's size and of what stays out of it.

import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

export type ViewerOutput = Rolldown.RolldownOutput['output'][number];
export type ViewerChunk = Extract<ViewerOutput, { type: 'chunk' }>;

const ENTRY = fileURLToPath(new URL('../index.ts', import.meta.url));

export async function buildViewer(): Promise<ViewerOutput[]> {
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

/** The entry chunk, the chunks it imports statically (transitively) and their stylesheets. */
export function loadedWithEntry(output: readonly ViewerOutput[]): Set<ViewerOutput> {
  const byName = new Map(output.map((item) => [item.fileName, item]));
  const core = new Set<ViewerOutput>();
  const add = (item: ViewerOutput | undefined) => {
    if (item === undefined || core.has(item)) return;
    core.add(item);
    if (item.type !== 'chunk') return;
    for (const css of item.viteMetadata?.importedCss ?? []) add(byName.get(css));
    for (const name of item.imports) add(byName.get(name));
  };
  add(entryOf(output));
  return core;
}

export function entryOf(output: readonly ViewerOutput[]): ViewerChunk {
  const entry = output.find((item) => item.type === 'chunk' && item.isEntry);
  if (entry?.type !== 'chunk') throw new Error('the viewer entry was not built');
  return entry;
}
