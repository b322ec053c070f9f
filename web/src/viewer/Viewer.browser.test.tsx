// The viewer in Chromium: the viewer-loaded callback, failing nodes after an interaction, viewer
// errors, translations loading on demand with their states, and hydration of server HTML.

import { act, StrictMode, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { RicosDocument, RicosNode } from '../content/node.ts';
import { useViewer } from './context.ts';
import { ENGLISH, type MessageImporter } from './i18n/index.ts';
import type { NodeRendererProps } from './registry.ts';
import { recordingLogger } from './testing/recording-logger.ts';
import { VIEWER_VERSION } from './version.ts';
import { Viewer } from './Viewer.tsx';

const text = (id: string, value: string): RicosNode => ({
  id,
  type: 'TEXT',
  nodes: [],
  textData: { text: value, decorations: [] },
});
const paragraph = (id: string, value: string): RicosNode => ({
  id,
  type: 'PARAGRAPH',
  nodes: [text(`${id}t`, value)],
  paragraphData: {},
});

function Label() {
  const { t, translationState } = useViewer();
  return (
    <button type="button" data-state={translationState}>
      {t('Collapsible_Expand')}
    </button>
  );
}

function FailsWhenClicked({ anchorId }: NodeRendererProps) {
  const [clicked, setClicked] = useState(false);
  if (clicked) throw new Error('failed after a click');
  return (
    <button type="button" id={anchorId} onClick={() => setClicked(true)}>
      Break me
    </button>
  );
}

const RENDERERS = { LABEL: Label, FRAGILE: FailsWhenClicked };

test('the viewer-loaded callback reports node counts, url, content id and version once', async () => {
  const onViewerLoaded = vi.fn();
  const content: RicosDocument = {
    nodes: [paragraph('a', 'One'), paragraph('b', 'Two'), { id: 'v', type: 'VIDEO' }],
    metadata: { id: 'content-42' },
  };
  const screen = await render(
    <Viewer content={content} onViewerLoaded={onViewerLoaded} logger={recordingLogger()} />,
  );
  await expect.element(screen.getByText('Two')).toBeVisible();
  expect(onViewerLoaded).toHaveBeenCalledTimes(1);
  expect(onViewerLoaded).toHaveBeenCalledWith({
    nodeCounts: { PARAGRAPH: 2, TEXT: 2, VIDEO: 1 },
    url: window.location.href,
    contentId: 'content-42',
    version: VIEWER_VERSION,
  });
  expect(VIEWER_VERSION).toBe('10.127.0');
  await screen.rerender(
    <Viewer
      content={content}
      onViewerLoaded={onViewerLoaded}
      url="https://example.com/post"
      logger={recordingLogger()}
    />,
  );
  expect(onViewerLoaded).toHaveBeenCalledTimes(1);
});

test('a node that throws after an interaction renders nothing, calls onError, the rest stays', async () => {
  const onError = vi.fn();
  const fragile = { id: 'f', type: 'FRAGILE' };
  const content = { nodes: [paragraph('a', 'Before'), fragile, paragraph('b', 'After')] };
  const screen = await render(
    <Viewer content={content} renderers={RENDERERS} onError={onError} logger={recordingLogger()} />,
  );
  await screen.getByRole('button', { name: 'Break me' }).click();
  await expect.poll(() => document.getElementById('viewer-f')).toBeNull();
  expect(onError).toHaveBeenCalledWith(new Error('failed after a click'), fragile);
  await expect.element(screen.getByText('Before')).toBeVisible();
  await expect.element(screen.getByText('After')).toBeVisible();
});

test('a text drawn in its paragraph that throws renders nothing, calls onError with it; its paragraph and the rest stay, rerendered too', async () => {
  const onError = vi.fn();
  const external: RicosNode = {
    id: 'x',
    type: 'TEXT',
    textData: { text: 'Broken', decorations: [{ type: 'EXTERNAL', externalData: {} }] },
  };
  const content: RicosDocument = {
    nodes: [
      { id: 'p', type: 'PARAGRAPH', paragraphData: {}, nodes: [text('k', 'Kept '), external] },
      paragraph('b', 'After'),
    ],
  };
  const decorateExternal = () => {
    throw new Error('decorator failed');
  };
  const page = (n: number) => (
    <div data-render={n}>
      <Viewer
        content={content}
        text={{ decorateExternal }}
        onError={onError}
        logger={recordingLogger()}
      />
    </div>
  );
  const screen = await render(page(1));
  await screen.rerender(page(2));
  await expect.element(screen.getByText('After')).toBeVisible();
  expect(document.getElementById('viewer-p')?.textContent).toBe('Kept ');
  expect(screen.container.textContent).not.toContain('Broken');
  expect(onError).toHaveBeenCalledWith(new Error('decorator failed'), external);
});

test('a viewer error calls onError and renders nothing', async () => {
  const onError = vi.fn();
  const screen = await render(
    <Viewer
      content={{ nodes: [paragraph('a', 'Hidden')] }}
      theme={{ palette: { textColor: '#000' } }}
      onError={onError}
      logger={recordingLogger()}
    />,
  );
  expect(screen.container.innerHTML).toBe('');
  expect(onError).toHaveBeenCalledTimes(1);
  expect(String(onError.mock.calls[0][0])).toContain(
    'backgroundColor, disabledColor, textColorLow, actionColor',
  );
});

test('a locale loads on demand: loading with English, then ready in the locale', async () => {
  const content = { nodes: [{ id: 'l', type: 'LABEL' }] };
  const screen = await render(
    <Viewer content={content} renderers={RENDERERS} locale="it" logger={recordingLogger()} />,
  );
  await expect
    .element(screen.getByRole('button', { name: 'Espandi' }))
    .toHaveAttribute('data-state', 'ready');
  expect(
    screen.container.querySelector('[data-tessera-viewer]')?.getAttribute('data-translations'),
  ).toBe('ready');
});

test('while loading the state is loading and English shows; the loaded messages then replace it', async () => {
  let release: () => void = () => {};
  const importer: MessageImporter = () =>
    new Promise(
      (resolve) =>
        (release = () => resolve({ default: { ...ENGLISH, Collapsible_Expand: 'Uitklappen' } })),
    );
  const content = { nodes: [{ id: 'l', type: 'LABEL' }] };
  const screen = await render(
    <Viewer
      content={content}
      renderers={RENDERERS}
      locale="nl"
      importMessages={importer}
      logger={recordingLogger()}
    />,
  );
  await expect
    .element(screen.getByRole('button', { name: 'Expand' }))
    .toHaveAttribute('data-state', 'loading');
  release();
  await expect
    .element(screen.getByRole('button', { name: 'Uitklappen' }))
    .toHaveAttribute('data-state', 'ready');
});

test('a read that fails is retried, 350 ms then 700 ms, until it succeeds', async () => {
  let calls = 0;
  const flaky: MessageImporter = async () => {
    if (++calls < 3) throw new Error('offline');
    return { default: { ...ENGLISH, Collapsible_Expand: 'Rozwiń' } };
  };
  const content = { nodes: [{ id: 'l', type: 'LABEL' }] };
  const screen = await render(
    <Viewer
      content={content}
      renderers={RENDERERS}
      locale="pl"
      importMessages={flaky}
      logger={recordingLogger()}
    />,
  );
  // Two retries: 350 ms, then 700 ms.
  await expect
    .element(screen.getByRole('button', { name: 'Rozwiń' }), { timeout: 5000 })
    .toHaveAttribute('data-state', 'ready');
  expect(calls).toBe(3);
});

test('a missing locale is logged as not found; English stays and the state is error', async () => {
  const logger = recordingLogger();
  const content = { nodes: [{ id: 'l', type: 'LABEL' }] };
  const screen = await render(
    <Viewer content={content} renderers={RENDERERS} locale="xx-YY" logger={logger} />,
  );
  await expect
    .element(screen.getByRole('button', { name: 'Expand' }))
    .toHaveAttribute('data-state', 'error');
  expect(logger.errors).toEqual(['tessera viewer: locale not found: xx-YY']);
});

test('server HTML with a failing node and a locale hydrates without a mismatch', async () => {
  const Boom = () => {
    throw new Error('always fails');
  };
  const messages = { ...ENGLISH, Collapsible_Expand: 'Erweitern' };
  const content = {
    nodes: [paragraph('a', 'Server text'), { id: 'x', type: 'BOOM' }, { id: 'l', type: 'LABEL' }],
  };
  const renderers = { ...RENDERERS, BOOM: Boom };
  const container = document.createElement('div');
  document.body.append(container);
  const serverErrors: unknown[] = [];
  container.innerHTML = renderToString(
    <Viewer
      content={content}
      renderers={renderers}
      locale="de"
      messages={messages}
      onError={(e) => serverErrors.push(e)}
      logger={recordingLogger()}
    />,
  );
  expect(serverErrors).toHaveLength(1);
  expect(container.textContent).toContain('Server text');
  expect(container.textContent).toContain('Erweitern');
  const recoverable: unknown[] = [];
  const clientErrors: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Viewer
        content={content}
        renderers={renderers}
        locale="de"
        messages={messages}
        onError={(e) => clientErrors.push(e)}
        logger={recordingLogger()}
      />,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  expect(recoverable).toEqual([]);
  expect(clientErrors).toHaveLength(1);
  expect(container.textContent).toContain('Erweitern');
  act(() => root!.unmount());
  container.remove();
});

test('inline theme, link options and callbacks do not redo the work or repeat the logs on every render', async () => {
  const logger = recordingLogger();
  const content = { nodes: [paragraph('a', 'Text'), { id: 'm', type: 'WIDGET' }] };
  const page = (n: number) => (
    <div data-render={n}>
      <Viewer
        content={content}
        theme={{ palette: 'neon' }}
        links={{ relValue: 'nofollow' }}
        onError={() => {}}
        logger={logger}
      />
    </div>
  );
  const screen = await render(page(1));
  await screen.rerender(page(2));
  await screen.rerender(page(3));
  expect(logger.errors).toEqual([
    'tessera viewer: No renderer for a node type: WIDGET',
    'tessera viewer: Unknown palette name: neon',
  ]);
  expect(logger.warnings).toHaveLength(1);
});

test('a renderer replaced while shown starts afresh (its hooks are its own)', async () => {
  const WithState = ({ anchorId }: NodeRendererProps) => {
    const [count] = useState(1);
    return <p id={anchorId}>stateful {count}</p>;
  };
  const Plain = ({ anchorId }: NodeRendererProps) => <p id={anchorId}>plain</p>;
  const content = { nodes: [{ id: 'k', type: 'KIND' }] };
  const onError = vi.fn();
  const screen = await render(
    <Viewer
      content={content}
      renderers={{ KIND: WithState }}
      onError={onError}
      logger={recordingLogger()}
    />,
  );
  await expect.element(screen.getByText('stateful 1')).toBeVisible();
  await screen.rerender(
    <Viewer
      content={content}
      renderers={{ KIND: Plain }}
      onError={onError}
      logger={recordingLogger()}
    />,
  );
  await expect.element(screen.getByText('plain')).toBeVisible();
  expect(onError).not.toHaveBeenCalled();
});

test("an invalid colour in a block's data is logged and onError'd once (spec/000 §5); the theme's colour is drawn", async () => {
  const logger = recordingLogger();
  const onError = vi.fn();
  const buttonNode: RicosNode = {
    id: 'b',
    type: 'BUTTON',
    buttonData: {
      type: 'ACTION',
      text: 'Press',
      styles: { colors: { background: 'url(https://evil.example/x.png)', text: '#ffffff' } },
    },
  };
  const cellNode: RicosNode = {
    id: 'c',
    type: 'TABLE_CELL',
    tableCellData: { cellStyle: { backgroundColor: 'color1' } },
    nodes: [paragraph('cp', 'In a cell')],
  };
  const content: RicosDocument = {
    nodes: [
      buttonNode,
      {
        id: 't',
        type: 'TABLE',
        tableData: {},
        nodes: [{ id: 'r', type: 'TABLE_ROW', nodes: [cellNode] }],
      },
    ],
  };
  const theme = {
    palette: {
      backgroundColor: '#ffffff',
      textColor: '#000000',
      textColorLow: '#555555',
      disabledColor: '#777777',
      actionColor: '#123456',
    },
  };
  const screen = await render(
    <Viewer content={content} theme={theme} logger={logger} onError={onError} />,
  );
  const button = screen.getByRole('button', { name: 'Press' }).element();
  expect(getComputedStyle(button).backgroundColor).toBe('rgb(18, 52, 86)');
  expect(getComputedStyle(button).backgroundImage).toBe('none');
  expect(getComputedStyle(document.getElementById('viewer-c')!).backgroundColor).toBe(
    'rgba(0, 0, 0, 0)',
  );
  await expect.poll(() => logger.errors.length).toBe(2);
  expect(logger.errors).toEqual([
    'tessera viewer: BUTTON b: invalid colour value: "url(https://evil.example/x.png)" (buttonData.styles.colors.background)',
    'tessera viewer: TABLE_CELL c: invalid colour value: "color1" (tableCellData.cellStyle.backgroundColor)',
  ]);
  expect(onError.mock.calls.map(([, node]) => node)).toEqual([buttonNode, cellNode]);
  await screen.rerender(
    <Viewer content={content} theme={theme} logger={logger} onError={onError} />,
  );
  expect(logger.errors).toHaveLength(2);
});

test('the viewer-loaded callback fires once under StrictMode, and again for the next document', async () => {
  const onViewerLoaded = vi.fn();
  const first: RicosDocument = { nodes: [paragraph('a', 'First')], metadata: { id: 'one' } };
  const second: RicosDocument = {
    nodes: [paragraph('b', 'Second'), { id: 'd', type: 'DIVIDER', dividerData: {} }],
    metadata: { id: 'two' },
  };
  const page = (content: RicosDocument) => (
    <StrictMode>
      <Viewer
        content={content}
        onViewerLoaded={onViewerLoaded}
        url="https://blog.example/post"
        logger={recordingLogger()}
      />
    </StrictMode>
  );
  const screen = await render(page(first));
  await expect.element(screen.getByText('First')).toBeVisible();
  expect(onViewerLoaded).toHaveBeenCalledTimes(1);
  await screen.rerender(page(second));
  await expect.element(screen.getByText('Second')).toBeVisible();
  expect(onViewerLoaded).toHaveBeenCalledTimes(2);
  expect(onViewerLoaded).toHaveBeenLastCalledWith({
    nodeCounts: { PARAGRAPH: 1, TEXT: 1, DIVIDER: 1 },
    url: 'https://blog.example/post',
    contentId: 'two',
    version: '10.127.0',
  });
});

test('what a renderer reports about a node reaches the log and onError once, under StrictMode too', async () => {
  const logger = recordingLogger();
  const onError = vi.fn();
  const red: RicosNode = {
    id: 'r',
    type: 'TEXT',
    textData: { text: 'Red', decorations: [{ type: 'COLOR', colorData: { foreground: 'red' } }] },
  };
  const content: RicosDocument = {
    nodes: [
      { id: 'p', type: 'PARAGRAPH', paragraphData: {}, nodes: [red] },
      {
        id: 'b',
        type: 'BUTTON',
        buttonData: { type: 'ACTION', text: 'Go', styles: { colors: { text: 'blue' } } },
      },
    ],
  };
  const page = (n: number) => (
    <StrictMode>
      <div data-render={n}>
        <Viewer content={content} logger={logger} onError={onError} />
      </div>
    </StrictMode>
  );
  const screen = await render(page(1));
  await expect.element(screen.getByText('Red')).toBeVisible();
  await screen.rerender(page(2));
  await expect.poll(() => logger.errors.length).toBe(2);
  await new Promise((resolve) => setTimeout(resolve, 50));
  // Once each; the order is the order of React's effects, not the document's.
  expect([...logger.errors].sort()).toEqual([
    'tessera viewer: BUTTON b: invalid colour value: "blue" (buttonData.styles.colors.text)',
    'tessera viewer: TEXT r: invalid colour value: "red" (COLOR foreground)',
  ]);
  expect(onError).toHaveBeenCalledTimes(2);
});
