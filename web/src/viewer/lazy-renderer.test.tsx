// Lazy renderers on the server: the chunks a document needs are loaded before rendering, so the
// HTML holds their markup, static or hydratable.

import { expect, test } from 'vitest';
import { lazyRenderer } from './lazy-renderer.tsx';
import type { NodeRendererProps } from './registry.ts';
import { renderViewerToHtml } from './server.ts';
import { recordingLogger } from './testing/recording-logger.ts';

const content = { nodes: [{ id: 'm', type: 'MEDIA' }] };

function lazyMedia(loads: string[]) {
  return lazyRenderer(async () => {
    loads.push('MEDIA');
    return { default: ({ anchorId }: NodeRendererProps) => <figure id={anchorId}>Loaded</figure> };
  });
}

test('the server preloads the chunks of the kinds a document has, then renders them', async () => {
  const loads: string[] = [];
  const renderers = { MEDIA: lazyMedia(loads), UNUSED: lazyMedia(loads) };
  const logger = recordingLogger();
  expect(await renderViewerToHtml({ content, renderers, logger })).toContain(
    '<figure id="viewer-m">Loaded</figure>',
  );
  const hydratable = await renderViewerToHtml({ content, renderers, logger }, { hydratable: true });
  expect(hydratable).toMatch(/<!--\$--><figure id="viewer-m">Loaded<\/figure><!--\/\$-->/);
  // Once for the page, and not for a kind the document does not have.
  expect(loads).toEqual(['MEDIA']);
});

test('a chunk that cannot load renders nothing for its node; the rest of the document renders', async () => {
  const renderers = {
    MEDIA: lazyRenderer(() => Promise.reject(new Error('offline'))),
    LABEL: () => <p>Label</p>,
  };
  const html = await renderViewerToHtml({
    content: { nodes: [...content.nodes, { id: 'l', type: 'LABEL' }] },
    renderers,
    logger: recordingLogger(),
  });
  expect(html).toContain('<p>Label</p>');
  expect(html).not.toContain('figure');
});

test('a loaded renderer that throws renders nothing and reaches onError, on the server too', async () => {
  const errors: unknown[] = [];
  const html = await renderViewerToHtml({
    content: { nodes: [...content.nodes, { id: 'l', type: 'LABEL' }] },
    renderers: {
      MEDIA: lazyRenderer(async () => ({
        default: () => {
          throw new Error('bad media data');
        },
      })),
      LABEL: () => <p>Label</p>,
    },
    logger: recordingLogger(),
    onError: (error, node) => errors.push([String(error), node?.id]),
  });
  expect(html).toContain('<p>Label</p>');
  expect(errors).toEqual([['Error: bad media data', 'm']]);
});
