import type { RicosNode } from '../../content/node.ts';
import { asRecord, readString } from './data.ts';

/** The characters of a node's text, in order, without decorations. */
export function plainText(node: RicosNode): string {
  if (node.type === 'TEXT') return readString(asRecord(node.textData), 'text') ?? '';
  return (node.nodes ?? []).map(plainText).join(' ');
}
