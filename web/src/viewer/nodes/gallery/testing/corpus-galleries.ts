// The GALLERY nodes of the corpus, for the node tests: every document holding one, read from disk.

import { readdirSync, readFileSync } from 'node:fs';
import type { RicosDocument, RicosNode } from '../../../../content/node.ts';

export const CORPUS_DIR = new URL(
  '../../../../../../../shared/corpus/ricos/docs/',
  import.meta.url,
);

export function corpusDocument(file: string): RicosDocument {
  return JSON.parse(readFileSync(new URL(file, CORPUS_DIR), 'utf8')) as RicosDocument;
}

export function galleryNodes(nodes: readonly RicosNode[] | undefined): RicosNode[] {
  return (nodes ?? []).flatMap((node) => [
    ...(node.type === 'GALLERY' ? [node] : []),
    ...galleryNodes(node.nodes),
  ]);
}

/** [file, node] for every GALLERY node of the corpus. */
export function corpusGalleries(): Array<[string, RicosNode]> {
  return readdirSync(CORPUS_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) =>
      galleryNodes(corpusDocument(file).nodes).map((node): [string, RicosNode] => [file, node]),
    );
}
