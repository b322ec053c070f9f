// The content corpus (../shared/corpus/ricos/docs) for the demo: the list of documents, each
// loaded on demand as its own chunk. The dev server may read ../shared (vite.config.ts fs.allow).

import type { RicosDocument } from '../../content/node.ts';

const LOADERS = import.meta.glob<RicosDocument>('../../../../../shared/corpus/ricos/docs/*.json', {
  import: 'default',
});

export interface CorpusDocument {
  name: string;
  load(): Promise<RicosDocument>;
}

export const CORPUS: readonly CorpusDocument[] = Object.entries(LOADERS)
  .map(([path, load]) => ({ name: path.slice(path.lastIndexOf('/') + 1, -'.json'.length), load }))
  .sort((a, b) => a.name.localeCompare(b.name));
