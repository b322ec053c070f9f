// What a build weighs, gzip: each entry with what loads with it (the chunks it imports
// statically, transitively), and each chunk that loads on demand (a dynamic import, or a chunk
// only dynamic imports share), the worker and the wasm. Packages the build leaves as imports
// (React and ReactDOM, the package's dependencies) are not counted: they are the site's.

import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { libraryConfig } from '../../vite.lib.config.ts';
import { buildEmbed } from '../../web/src/embed/testing/build-embed.ts';

type Output = Rolldown.OutputChunk | Rolldown.OutputAsset;

export interface Weight {
  /** The entry's or chunk's name (a lazy chunk's module name; a file's name for an asset). */
  name: string;
  kind: 'entry' | 'lazy' | 'worker' | 'wasm' | 'stylesheet';
  gzip: number;
  /** A lazy chunk of one locale's messages (the viewer's, spec/000 §10). */
  locale?: boolean;
}

export const gzipOf = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;

function weigh(outputs: readonly Output[]): Weight[] {
  const chunks = outputs.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (entry: Rolldown.OutputChunk) => {
    const seen = new Set<Rolldown.OutputChunk>();
    const queue = [entry];
    for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const name of chunk.imports) {
        const imported = byFile.get(name);
        if (imported !== undefined) queue.push(imported);
      }
    }
    return seen;
  };
  const weights: Weight[] = [];
  const loadedWithAnEntry = new Set<Rolldown.OutputChunk>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    const loaded = closure(entry);
    for (const chunk of loaded) loadedWithAnEntry.add(chunk);
    const gzip = [...loaded].reduce((sum, chunk) => sum + gzipOf(chunk.code), 0);
    weights.push({ name: entry.name, kind: 'entry', gzip });
  }
  for (const chunk of chunks.filter((c) => !loadedWithAnEntry.has(c)))
    weights.push({
      name: chunk.name,
      kind: 'lazy',
      gzip: gzipOf(chunk.code),
      locale: /[\\/]i18n[\\/]messages[\\/]/.test(chunk.facadeModuleId ?? ''),
    });
  for (const asset of outputs.filter((o): o is Rolldown.OutputAsset => o.type === 'asset')) {
    const kind = /\.worker[^/]*\.js$/.test(asset.fileName)
      ? 'worker'
      : asset.fileName.endsWith('.wasm')
        ? 'wasm'
        : asset.fileName.endsWith('.css')
          ? 'stylesheet'
          : undefined;
    if (kind === undefined) continue;
    const name = asset.fileName.replace(/^.*\//, '').replace(/-[\w-]{8}(?=\.\w+$)/, '');
    weights.push({ name, kind, gzip: gzipOf(asset.source) });
  }
  return weights;
}

/**
 * The package's library as a site ships it: built as `npm run build` builds it, then minified as
 * the site's bundler would (the package itself keeps its whitespace and pure annotations).
 */
export async function packageWeights(): Promise<Weight[]> {
  const config = libraryConfig();
  const output = { ...config.build?.rolldownOptions?.output, minify: true };
  const result = (await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: {
      ...config.build,
      write: false,
      rolldownOptions: { ...config.build?.rolldownOptions, output },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  return weigh((Array.isArray(result) ? result : [result]).flatMap((r) => r.output));
}

/** The script-tag embed as `npm run build` builds it (dist/embed/). */
export async function embedWeights(): Promise<Weight[]> {
  const embed = await buildEmbed();
  return weigh([...embed.chunks, ...embed.assets]);
}
