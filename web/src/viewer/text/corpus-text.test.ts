// Every TEXT node of the corpus (../shared/corpus/ricos/docs) renders on the server with all of
// its text, and every link it renders has a safe address.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { schemeOf } from '../../content/links/index.ts';
import type { RicosDocument, RicosNode } from '../../content/node.ts';
import { walkNodes } from '../../content/tree.ts';
import { DEFAULT_VIEWER_CONTEXT, ViewerContext } from '../context.ts';
import { TextNode } from './TextNode.tsx';

const CORPUS = join(import.meta.dirname, '../../../../../shared/corpus/ricos/docs');

function textNodes(): Array<{ file: string; node: RicosNode }> {
  const found: Array<{ file: string; node: RicosNode }> = [];
  for (const file of readdirSync(CORPUS).filter((f) => f.endsWith('.json'))) {
    const document = JSON.parse(readFileSync(join(CORPUS, file), 'utf8')) as RicosDocument;
    walkNodes(document.nodes, (node) => {
      if (node.type === 'TEXT') found.push({ file, node });
    });
  }
  return found;
}

function visibleText(markup: string): string {
  return (
    markup
      // A hidden spoiler's prompt for assistive technology.
      .replace(/(<span role="button"[^>]*>)<span[^>]*>[^<]*<\/span>/g, '$1')
      .replace(/<[^>]*>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  );
}

test('every corpus TEXT node renders with its text and only safe links', () => {
  const nodes = textNodes();
  expect(nodes.length).toBeGreaterThan(2000);
  let links = 0;
  for (const { file, node } of nodes) {
    const element = createElement(TextNode, {
      node,
      children: null,
      anchorId: undefined,
      parentType: 'PARAGRAPH',
      index: 0,
    });
    const markup = renderToStaticMarkup(
      createElement(ViewerContext.Provider, { value: DEFAULT_VIEWER_CONTEXT }, element),
    );
    const text = (node.textData as { text: string }).text;
    expect(visibleText(markup), file).toBe(text);
    for (const [, href] of markup.matchAll(/href="([^"]*)"/g)) {
      links++;
      expect(['http', 'https', 'mailto', 'tel', undefined], `${file}: ${href}`).toContain(
        schemeOf(href!),
      );
    }
  }
  expect(links).toBeGreaterThan(80);
});
