// Every document of the corpus renders in Node (react-dom/server) without an error, with the
// text of every TEXT node present.

import { readdirSync, readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { beforeAll, expect, test } from 'vitest';
import type { RicosDocument, RicosNode } from '../content/node.ts';
import { DEFAULT_RENDERERS } from './default-renderers.ts';
import { preloadRenderers } from './lazy-renderer.tsx';
import { Viewer } from './Viewer.tsx';
import { expectedTexts, squash } from './testing/corpus.ts';
import { recordingLogger } from './testing/recording-logger.ts';

const CORPUS = new URL('../../../../shared/corpus/ricos/docs/', import.meta.url);
const FILES = readdirSync(CORPUS)
  .filter((file) => file.endsWith('.json'))
  .sort();

function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

// The chunks of the lazy renderers are in before rendering, as server.ts has them (these tests
// call react-dom/server directly, which would otherwise render a lazy kind's empty fallback).
beforeAll(() => preloadRenderers(Object.keys(DEFAULT_RENDERERS), DEFAULT_RENDERERS));

test('the corpus is all there', () => {
  expect(FILES.length).toBe(135);
});

test.each(FILES)('%s renders in Node with all its text', (file) => {
  const content = JSON.parse(readFileSync(new URL(file, CORPUS), 'utf8')) as RicosDocument;
  const errors: unknown[] = [];
  const logger = recordingLogger();
  const element = createElement(Viewer, {
    content,
    logger,
    onError: (error) => errors.push(error),
  });
  const html = renderToStaticMarkup(element);
  expect(errors).toEqual([]);
  expect(
    logger.errors.filter(
      (message) => !message.includes('No renderer') && !message.includes('invalid colour'),
    ),
  ).toEqual([]);
  const shown = squash(visibleText(html));
  for (const text of expectedTexts(content, DEFAULT_RENDERERS))
    expect(shown).toContain(squash(text));
  // The hydratable form renders too.
  expect(renderToString(element).length).toBeGreaterThan(0);
});

/** The ids of the nodes the registry reaches (a node under a kind without a renderer is not rendered). */
function renderedIds(nodes: readonly RicosNode[] | undefined): string[] {
  return (nodes ?? []).flatMap((node) => {
    if (!Object.hasOwn(DEFAULT_RENDERERS, node.type)) return [];
    const own = typeof node.id === 'string' && node.id !== '' ? [node.id] : [];
    return [...own, ...renderedIds(node.nodes)];
  });
}

test('every rendered node of every corpus document carries its viewer-{id} anchor (spec/000 §2)', () => {
  let checked = 0;
  for (const file of FILES) {
    const content = JSON.parse(readFileSync(new URL(file, CORPUS), 'utf8')) as RicosDocument;
    const html = renderToStaticMarkup(
      createElement(Viewer, { content, logger: recordingLogger() }),
    );
    const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]));
    for (const id of renderedIds(content.nodes)) {
      expect(ids.has(`viewer-${id}`), `${file}: viewer-${id}`).toBe(true);
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(1000);
});
