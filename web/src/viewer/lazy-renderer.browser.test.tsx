// Lazy renderers in Chromium: a client-rendered node shows its fallback until its chunk is in;
// a hydrating page keeps the server's markup while the chunk loads, then hydrates without a
// mismatch.

import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { lazyRenderer } from './lazy-renderer.tsx';
import type { NodeRendererProps } from './registry.ts';
import { recordingLogger } from './testing/recording-logger.ts';
import { Viewer } from './Viewer.tsx';

const content = { nodes: [{ id: 'm', type: 'MEDIA' }] };
const Media = ({ anchorId }: NodeRendererProps) => <figure id={anchorId}>Loaded</figure>;

function gatedRenderer() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const renderer = lazyRenderer(
    () => gate.then(() => ({ default: Media })),
    () => <div role="status">Loading media</div>,
  );
  return { renderer, open };
}

test('a client-rendered node shows its fallback, then the renderer once its chunk is in', async () => {
  const { renderer, open } = gatedRenderer();
  const screen = await render(
    <Viewer content={content} renderers={{ MEDIA: renderer }} logger={recordingLogger()} />,
  );
  await expect.element(screen.getByRole('status')).toHaveTextContent('Loading media');
  open();
  await expect.element(screen.getByText('Loaded')).toBeInTheDocument();
  expect(screen.container.querySelector('[role="status"]')).toBeNull();
});

test('hydration keeps the server markup until the chunk loads, and reports no mismatch', async () => {
  const loaded = lazyRenderer(async () => ({ default: Media }));
  await loaded.preload();
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Viewer content={content} renderers={{ MEDIA: loaded }} logger={recordingLogger()} />,
  );
  document.body.append(container);
  const serverFigure = container.querySelector('figure');
  expect(serverFigure?.textContent).toBe('Loaded');

  const { renderer, open } = gatedRenderer();
  const recoverable: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Viewer content={content} renderers={{ MEDIA: renderer }} logger={recordingLogger()} />,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  expect(container.querySelector('figure')).toBe(serverFigure);
  await act(async () => open());
  await expect.poll(() => container.querySelector('figure')).toBe(serverFigure);
  expect(recoverable).toEqual([]);
  act(() => root!.unmount());
  container.remove();
});
