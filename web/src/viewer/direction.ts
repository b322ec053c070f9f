// The viewer's direction: right to left for a right-to-left locale or right-to-left content
// (spec/000 §9 "Languages"). Content reads right to left when its first strongly directional
// character does (the rule of the Unicode bidirectional algorithm for a paragraph).

import type { RicosNode } from '../content/node.ts';
import { isRtlLocale } from './i18n/locales.ts';

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const STRONG = /[\p{L}]/u;

function firstStrong(text: string): 'ltr' | 'rtl' | undefined {
  for (const char of text) {
    if (RTL.test(char)) return 'rtl';
    if (STRONG.test(char)) return 'ltr';
  }
  return undefined;
}

export function contentDirection(
  nodes: readonly RicosNode[] | undefined,
): 'ltr' | 'rtl' | undefined {
  const queue: unknown[] = Array.isArray(nodes) ? [...nodes] : [];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i] as RicosNode | null;
    if (typeof node !== 'object' || node === null) continue;
    const text = (node.textData as { text?: unknown } | undefined)?.text;
    if (typeof text === 'string') {
      const found = firstStrong(text);
      if (found) return found;
    }
    // Depth first in document order: a node's children before its next sibling.
    if (Array.isArray(node.nodes)) queue.splice(i + 1, 0, ...node.nodes);
  }
  return undefined;
}

export function viewerDirection(
  locale: string,
  nodes: readonly RicosNode[] | undefined,
): 'ltr' | 'rtl' {
  return isRtlLocale(locale) || contentDirection(nodes) === 'rtl' ? 'rtl' : 'ltr';
}
