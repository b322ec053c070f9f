// How many nodes of each kind a document uses, counted once per document object: the server
// needs them to load the kinds' chunks before it renders, and the viewer to log the kinds it has
// no renderer for. A document is taken as unchanging once given (a changed document is a new
// object, as with any React prop).

import type { RicosDocument } from '../content/node.ts';
import { countNodeTypes } from '../content/tree.ts';

const counted = new WeakMap<object, Readonly<Record<string, number>>>();

export function nodeCountsOf(document: RicosDocument): Readonly<Record<string, number>> {
  let counts = counted.get(document);
  if (counts === undefined)
    counted.set(document, (counts = Object.freeze(countNodeTypes(document))));
  return counts;
}
