// The corpus's VIDEO, GIF and AUDIO nodes in Chromium: each document that has them draws every
// one (a thumbnail and play button, a gif button, an audio player or a sandboxed frame) with no
// error, no axe-core violation, and server HTML that hydrates without a mismatch.

import axe from 'axe-core';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { tsImageUrlEngine } from '../../../../../bindings/ts/image-url/engine.ts';
import type { RicosDocument, RicosNode } from '../../../content/node.ts';
import { preloadRenderers } from '../../lazy-renderer.tsx';
import { MEDIA_RENDERERS } from '../../media-renderers.ts';
import { CORPUS_ENTRIES } from '../../testing/corpus-documents.ts';
import { renderViewerToHtml } from '../../server.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { Viewer } from '../../Viewer.tsx';

const KINDS = ['VIDEO', 'GIF', 'AUDIO'];

function mediaNodes(nodes: readonly RicosNode[] | undefined): RicosNode[] {
  return (nodes ?? []).flatMap((node) => [
    ...(KINDS.includes(node.type) ? [node] : []),
    ...mediaNodes(node.nodes),
  ]);
}

const documents = await Promise.all(
  CORPUS_ENTRIES.map(async (entry) => ({ name: entry.name, content: await entry.load() })),
);
const WITH_MEDIA = documents.filter(({ content }) => mediaNodes(content.nodes).length > 0);

/** What each kind draws. */
const DRAWN: Record<string, string> = {
  VIDEO: '[data-player-state] button',
  GIF: 'button[data-gif-type]',
  AUDIO: '[role=group] audio, iframe[sandbox], button',
};

const page = (content: RicosDocument, onError?: (error: unknown) => void) => (
  <main>
    <Viewer
      content={content}
      logger={recordingLogger()}
      onError={onError}
      imageEngine={tsImageUrlEngine}
    />
  </main>
);

test('the corpus has media documents', () => {
  expect(WITH_MEDIA.length).toBeGreaterThanOrEqual(25);
});

test.each(WITH_MEDIA.map(({ name }) => name))(
  '%s draws its media, axe-core clean',
  async (name) => {
    const { content } = WITH_MEDIA.find((entry) => entry.name === name)!;
    await preloadRenderers(KINDS, MEDIA_RENDERERS);
    const errors: unknown[] = [];
    const screen = await render(page(content, (error) => errors.push(error)));
    for (const node of mediaNodes(content.nodes)) {
      const box = screen.container.querySelector(`[id="viewer-${node.id}"]`);
      expect(box, `${node.type} ${node.id}`).not.toBeNull();
      expect(box!.querySelector(DRAWN[node.type]!), `${node.type} ${node.id}`).not.toBeNull();
    }
    const result = await axe.run(screen.container, {
      rules: {
        'page-has-heading-one': { enabled: false },
        'heading-order': { enabled: false },
        // Colours the document's author chose are judged by the corpus test.
        'color-contrast': { enabled: false },
        'link-in-text-block': { enabled: false },
      },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
    // Media that cannot load here (no network) is no error until a visitor plays it.
    expect(errors.filter((error) => !String(error).includes('invalid colour'))).toEqual([]);
    await screen.unmount();
  },
);

test.each(WITH_MEDIA.map(({ name }) => name))(
  '%s hydrates its media from server HTML',
  async (name) => {
    const { content } = WITH_MEDIA.find((entry) => entry.name === name)!;
    await preloadRenderers(KINDS, MEDIA_RENDERERS);
    const container = document.createElement('main');
    document.body.append(container);
    // As a server sends it: thumbnails and covers already addressed by the image engine.
    container.innerHTML = await renderViewerToHtml(
      { content, logger: recordingLogger() },
      { hydratable: true },
    );
    for (const node of mediaNodes(content.nodes))
      expect(container.querySelector(`[id="viewer-${node.id}"]`), node.id).not.toBeNull();
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(content).props.children, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    act(() => root!.unmount());
    container.remove();
  },
);
