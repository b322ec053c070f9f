// renderViewerToHtml: the viewer's HTML in Node, and what happens when rendering fails.

import { readdirSync, readFileSync } from 'node:fs';
import { createElement, memo } from 'react';
import { expect, test } from 'vitest';
import { renderViewerToHtml } from './server.ts';
import { recordingLogger } from './testing/recording-logger.ts';

test('static HTML by default, hydratable HTML on request', async () => {
  const content = {
    nodes: [
      {
        id: 'p',
        type: 'PARAGRAPH',
        nodes: [{ id: 't', type: 'TEXT', textData: { text: 'Hello', decorations: [] } }],
      },
    ],
  };
  const html = await renderViewerToHtml({ content, logger: recordingLogger() });
  expect(html).toMatch(/^<div [^>]*data-tessera-viewer=""[^>]*>.*Hello.*<\/div>$/s);
  expect(
    await renderViewerToHtml({ content, logger: recordingLogger() }, { hydratable: true }),
  ).toContain('Hello');
});

test('on the server, an error outside every node is a viewer error: onError, empty HTML', async () => {
  const errors: unknown[] = [];
  const html = await renderViewerToHtml({
    content: { nodes: [{ id: 'b', type: 'LABEL' }] },
    // A memo renderer is rendered as an element, beyond the server-side guard of plain functions.
    renderers: {
      LABEL: memo(() => {
        throw new Error('escaped');
      }),
    },
    logger: recordingLogger(),
    onError: (error) => errors.push(error),
  });
  expect(html).toBe('');
  expect(errors).toEqual([new Error('escaped')]);
});

test('on the server, invalid colours in text and block data are logged and passed to onError, as in the browser', async () => {
  const red = {
    id: 't',
    type: 'TEXT',
    textData: { text: 'Red', decorations: [{ type: 'COLOR', colorData: { foreground: 'red' } }] },
  };
  const button = {
    id: 'b',
    type: 'BUTTON',
    buttonData: { type: 'ACTION', text: 'Go', styles: { colors: { background: 'color1' } } },
  };
  const content = {
    nodes: [
      { id: 'p', type: 'PARAGRAPH', nodes: [red] },
      button,
      { id: 'v', type: 'HOLOGRAM', nodes: [red] },
    ],
  };
  const logger = recordingLogger();
  const errors: Array<[unknown, unknown]> = [];
  const html = await renderViewerToHtml({
    content,
    logger,
    onError: (error, node) => errors.push([error, node]),
  });
  expect(html).toContain('Red');
  expect(logger.errors).toEqual([
    'tessera viewer: No renderer for a node type: HOLOGRAM',
    'tessera viewer: TEXT t: invalid colour value: "red" (COLOR foreground)',
    'tessera viewer: BUTTON b: invalid colour value: "color1" (buttonData.styles.colors.background)',
  ]);
  expect(errors.map(([, node]) => node)).toEqual([red, button]);
});

test('on the server, what a renderer reports reaches onError once per node and message, as in the browser', async () => {
  const refused = {
    id: 'bad',
    type: 'IMAGE',
    imageData: { image: { src: { url: 'javascript:alert(1)' } } },
  };
  const red = {
    id: 't',
    type: 'TEXT',
    textData: { text: 'Red', decorations: [{ type: 'COLOR', colorData: { foreground: 'red' } }] },
  };
  // A consumer's renderer that draws its children twice reports them once.
  const Twice = ({ children }: { children?: unknown }) =>
    createElement('div', null, children as never, children as never);
  const logger = recordingLogger();
  const errors: Array<[unknown, unknown]> = [];
  const html = await renderViewerToHtml({
    content: { nodes: [refused, { id: 'p', type: 'PARAGRAPH', nodes: [red] }] },
    renderers: { PARAGRAPH: Twice },
    logger,
    onError: (error, node) => errors.push([error, node]),
  });
  expect(html).not.toContain('javascript:');
  expect(html.split('Red')).toHaveLength(3);
  expect(errors.map(([error, node]) => [String(error), node])).toEqual([
    [expect.stringContaining('Image address refused'), refused],
    ['Error: invalid colour value: "red" (COLOR foreground)', red],
  ]);
  expect(logger.errors).toHaveLength(2);
});

test('a consumer TEXT renderer takes the text problems with it', async () => {
  const content = {
    nodes: [
      {
        id: 't',
        type: 'TEXT',
        textData: { text: 'x', decorations: [{ type: 'COLOR', colorData: { foreground: 'red' } }] },
      },
    ],
  };
  const logger = recordingLogger();
  await renderViewerToHtml({ content, logger, renderers: { TEXT: () => 'own' } });
  expect(logger.errors).toEqual([]);
});

test('static HTML is the hydratable HTML without its hydration markers, for every corpus document', async () => {
  const corpus = new URL('../../../../shared/corpus/ricos/docs/', import.meta.url);
  const files = readdirSync(corpus).filter((file) => file.endsWith('.json'));
  // Suspense boundaries (<!--$-->, <!--/$-->) and the separators between adjacent texts.
  const withoutMarkers = (html: string) => html.replace(/<!--(?:\/?\$[?!]?| )-->/g, '');
  for (const file of files) {
    const json = readFileSync(new URL(file, corpus), 'utf8');
    const render = (hydratable: boolean) =>
      renderViewerToHtml({ content: JSON.parse(json), logger: recordingLogger() }, { hydratable });
    const [staticHtml, hydratableHtml] = [await render(false), await render(true)];
    expect(staticHtml.length, file).toBeGreaterThan(0);
    expect(staticHtml, file).toBe(withoutMarkers(hydratableHtml));
  }
});
