import type { RicosNode } from '../../content/node.ts';
import { asRecord, readString } from './data.ts';

/** True when a text block has no characters to show, so it would collapse to no height. */
export function hasNoText(node: RicosNode): boolean {
  return (node.nodes ?? []).every(
    (child) => child.type === 'TEXT' && (readString(asRecord(child.textData), 'text') ?? '') === '',
  );
}
