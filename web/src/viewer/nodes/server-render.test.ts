// Block renderers in Node with react-dom/server: nothing touches a browser API at import or
// render time, and every corpus document (and the written test documents) renders with all its text.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { RicosDocument, RicosNode } from '../../content/node.ts';
import { BLOCK_RENDERERS } from './index.ts';
import { BlockTree } from './testing/BlockTree.tsx';

const CORPUS = join(import.meta.dirname, '../../../../../shared/corpus/ricos/docs');
const WRITTEN = join(import.meta.dirname, '../testing/documents');

function documentsIn(folder: string): Array<[string, RicosDocument]> {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => [name, JSON.parse(readFileSync(join(folder, name), 'utf8')) as RicosDocument]);
}

/** The text of every TEXT node reachable through kinds the harness renders. */
function renderedTexts(nodes: readonly RicosNode[] | undefined): string[] {
  return (nodes ?? []).flatMap((node) => {
    if (node.type === 'TEXT') {
      const text = (node.textData as { text?: unknown } | undefined)?.text;
      return typeof text === 'string' && text.trim() !== '' ? [text] : [];
    }
    return node.type in BLOCK_RENDERERS || node.type === 'IMAGE' ? renderedTexts(node.nodes) : [];
  });
}

function visibleText(html: string): string {
  const entities: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    '#x27': "'",
    '#39': "'",
    nbsp: '\u00a0',
  };
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => entities[name]!);
}

describe('server rendering of the block kinds', () => {
  const documents = [...documentsIn(CORPUS), ...documentsIn(WRITTEN)];

  test('the corpus is there', () => {
    expect(documents.length).toBeGreaterThanOrEqual(135);
  });

  test.each(documents)('%s renders with all its text', (_name, document) => {
    const html = renderToString(createElement(BlockTree, { nodes: document.nodes }));
    const text = visibleText(html);
    for (const piece of renderedTexts(document.nodes)) expect(text).toContain(piece);
  });

  test('anchor ids, tags and states of the block kinds in static HTML', () => {
    const [, collapsible] = documents.find(
      ([name]) => name === 'e2e__collapsible-list-rich-text.json',
    )!;
    const html = renderToString(createElement(BlockTree, { nodes: collapsible.nodes }));
    expect(html).toContain('id="viewer-cm8ut"');
    // initialExpandedItems ALL: no body is hidden.
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(4);
    expect(html).not.toMatch(/<div[^>]*hidden/);
    const [, table] = documents.find(([name]) => name === 'e2e__tablesExamples.json')!;
    const tableHtml = renderToString(createElement(BlockTree, { nodes: table.nodes }));
    expect(tableHtml).toContain('<table');
    expect(tableHtml).toMatch(/max\(120px, [\d.]+cqw\)/);
  });
});
