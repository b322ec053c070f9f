// renderViewerToHtml: the viewer's HTML in Node, and what happens when rendering fails.

import { memo } from 'react';
import { expect, test } from 'vitest';
import { renderViewerToHtml } from './server.ts';
import { recordingLogger } from './testing/recording-logger.ts';

test('static HTML by default, hydratable HTML on request', async () => {
  const content = { nodes: [{ id: 'p', type: 'PARAGRAPH', nodes: [{ id: 't', type: 'TEXT', textData: { text: 'Hello', decorations: [] } }] }] };
  const html = await renderViewerToHtml({ content, logger: recordingLogger() });
  expect(html).toMatch(/^<div [^>]*data-tessera-viewer=""[^>]*>.*Hello.*<\/div>$/s);
  expect(await renderViewerToHtml({ content, logger: recordingLogger() }, { hydratable: true })).toContain('Hello');
});

test('on the server, an error outside every node is a viewer error: onError, empty HTML', async () => {
  const errors: unknown[] = [];
  const html = await renderViewerToHtml({
    content: { nodes: [{ id: 'b', type: 'LABEL' }] },
    // A memo renderer is rendered as an element, beyond the server-side guard of plain functions.
    renderers: { LABEL: memo(() => { throw new Error('escaped'); }) },
    logger: recordingLogger(),
    onError: (error) => errors.push(error),
  });
  expect(html).toBe('');
  expect(errors).toEqual([new Error('escaped')]);
});
