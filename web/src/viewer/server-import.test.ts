// Server rendering: importing the viewer and rendering a document in Node touches no browser API
// (no window, document, storage, observers or animation frames), at import time or while
// rendering to a string.

import { expect, test } from 'vitest';

const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'requestAnimationFrame',
  'IntersectionObserver',
  'ResizeObserver',
  'MutationObserver',
  'getComputedStyle',
  'location',
  'history',
];

test('no browser global is read while importing the viewer or rendering it on the server', async () => {
  const touched: string[] = [];
  for (const name of BROWSER_GLOBALS) {
    expect(name in globalThis, `${name} exists in Node`).toBe(false);
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(name);
        return undefined;
      },
    });
  }
  try {
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { Viewer } = await import('./index.ts');
    const { renderViewerToHtml } = await import('./server.ts');
    expect(touched, 'at import time').toEqual([]);
    const content = {
      nodes: [
        {
          id: 'h',
          type: 'HEADING',
          headingData: { level: 2 },
          nodes: [
            {
              id: 't',
              type: 'TEXT',
              textData: { text: 'Title', decorations: [{ type: 'SPOILER' }] },
            },
          ],
        },
        { id: 'c', type: 'COLLAPSIBLE_LIST', collapsibleListData: {}, nodes: [] },
        { id: 'b', type: 'BUTTON', buttonData: { type: 'LINK', text: 'Go', link: { url: '/x' } } },
      ],
    };
    const html = renderToString(
      createElement(Viewer, { content, logger: { error() {}, warn() {} } }),
    );
    expect(html).toContain('Title');
    expect(
      await renderViewerToHtml({ content, locale: 'fr', logger: { error() {}, warn() {} } }),
    ).toContain('Title');
    expect(touched, 'while rendering').toEqual([]);
  } finally {
    for (const name of BROWSER_GLOBALS) delete (globalThis as Record<string, unknown>)[name];
  }
});
