// The corpus in the browser: every document, loaded through Vite's glob import on demand.

import type { RicosDocument } from '../../content/node.ts';

const LOADERS = import.meta.glob<RicosDocument>('../../../../../shared/corpus/ricos/docs/*.json', {
  import: 'default',
});

export interface CorpusEntry {
  name: string;
  load(): Promise<RicosDocument>;
}

export const CORPUS_ENTRIES: readonly CorpusEntry[] = Object.entries(LOADERS)
  .map(([path, load]) => ({ name: path.slice(path.lastIndexOf('/') + 1, -'.json'.length), load }))
  .sort((a, b) => a.name.localeCompare(b.name));
