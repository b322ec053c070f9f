// An html embed in Chromium: hostile markup cannot reach the page (its DOM, its cookies, its
// storage, top navigation); the frame's height follows its own htmlPlugin:heightResize reports
// and ignores the same messages from the page or from another frame; new markup arrives by
// htmlPlugin:updateContent without reloading the frame.

import axe from 'axe-core';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import type { RicosNode } from '../../../content/node.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { Viewer } from '../../Viewer.tsx';
import { HtmlRenderer } from '../embed-renderers.ts';
import { HEIGHT_RESIZE } from './html-messages.ts';

const htmlNode = (html: string, extra: object = {}): RicosNode =>
  ({ id: 'embed', type: 'HTML', nodes: [], htmlData: { html, ...extra } }) as RicosNode;

const viewer = (nodes: RicosNode[]) => <Viewer content={{ nodes }} logger={recordingLogger()} />;

function frameOf(container: HTMLElement): HTMLIFrameElement {
  const frame = container.querySelector('iframe');
  if (!frame) throw new Error('no frame');
  return frame;
}

const frameHeight = (frame: HTMLIFrameElement) => frame.getBoundingClientRect().height;

afterEach(() => {
  document.cookie = 'tessera-secret=; max-age=0';
});

test('hostile markup cannot read or change the page, its cookies or storage, nor navigate the top', async () => {
  document.cookie = 'tessera-secret=42';
  localStorage.setItem('tessera-secret', '42');
  const pageUrl = location.href;
  const title = document.title;
  const results = new Promise<Record<string, string>>((resolve) => {
    addEventListener('message', function listener(event: MessageEvent) {
      if (event.data?.hostile) {
        removeEventListener('message', listener);
        resolve(event.data.hostile);
      }
    });
  });
  const hostile = `<script>
    var r = {};
    function attempt(name, fn) { try { r[name] = String(fn()); } catch (e) { r[name] = 'blocked: ' + e.name; } }
    attempt('parentDocument', function () { return parent.document.body.innerHTML; });
    attempt('parentWrite', function () { parent.document.title = 'owned'; return 'written'; });
    attempt('topDocument', function () { return top.document.cookie; });
    attempt('cookie', function () { return document.cookie; });
    attempt('storage', function () { return localStorage.getItem('tessera-secret'); });
    attempt('opener', function () { return parent.localStorage.getItem('tessera-secret'); });
    attempt('topNavigation', function () { top.location.href = 'https://evil.example/'; return 'asked'; });
    parent.postMessage({ hostile: r }, '*');
  </script>`;
  const screen = await render(viewer([htmlNode(hostile)]));
  const r = await results;
  expect(r.parentDocument).toMatch(/^blocked: SecurityError/);
  expect(r.parentWrite).toMatch(/^blocked: SecurityError/);
  expect(r.topDocument).toMatch(/^blocked: SecurityError/);
  expect(r.cookie).toMatch(/^blocked: SecurityError/);
  expect(r.storage).toMatch(/^blocked: SecurityError/);
  expect(r.opener).toMatch(/^blocked: SecurityError/);
  // Chromium refuses the navigation of a sandboxed frame's top (with or without an exception).
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(location.href).toBe(pageUrl);
  expect(document.title).toBe(title);
  expect(document.cookie).toContain('tessera-secret=42');
  expect(screen.container.querySelector('iframe')).not.toBeNull();
  localStorage.removeItem('tessera-secret');
});

test('the height follows the frame’s own reports; the page and other frames are not listened to', async () => {
  const screen = await render(
    viewer([
      htmlNode('<div style="height: 300px; margin: 0">Tall</div>', {
        containerData: { height: { custom: '120' } },
      }),
    ]),
  );
  const frame = frameOf(screen.container);
  // The frame reports its content: 300px and the body's default 8px margins.
  await expect.poll(() => frameHeight(frame)).toBe(316);
  const id = /var id = "([^"]+)"/.exec(frame.srcdoc)?.[1];
  expect(id).toBeDefined();

  // The same message from the page itself: ignored.
  window.postMessage({ type: HEIGHT_RESIZE, id, height: 900 }, '*');
  // From another frame that knows the id: ignored.
  const stranger = document.createElement('iframe');
  stranger.sandbox.add('allow-scripts');
  stranger.srcdoc = `<script>parent.postMessage(${JSON.stringify({ type: HEIGHT_RESIZE, id, height: 700 })}, '*'); parent.postMessage({ strangerDone: true }, '*');</script>`;
  const strangerDone = new Promise<void>((resolve) => {
    addEventListener('message', function listener(event: MessageEvent) {
      if (event.data?.strangerDone) {
        removeEventListener('message', listener);
        resolve();
      }
    });
  });
  document.body.append(stranger);
  await strangerDone;
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(frameHeight(frame)).toBe(316);
  stranger.remove();
});

test('without autoHeight the data height stays; the default is 550 high and 350px wide', async () => {
  const screen = await render(
    viewer([htmlNode('<div style="height: 50px">Short</div>', { autoHeight: false })]),
  );
  const frame = frameOf(screen.container);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(frameHeight(frame)).toBe(550);
  expect(frame.getBoundingClientRect().width).toBe(350);
});

test('new markup goes in by htmlPlugin:updateContent, without reloading the frame', async () => {
  const screen = await render(viewer([htmlNode('<div style="height: 100px">One</div>')]));
  const frame = frameOf(screen.container);
  await expect.poll(() => frameHeight(frame)).toBe(116);
  const srcdoc = frame.srcdoc;
  await screen.rerender(
    viewer([
      htmlNode(
        '<div id="two" style="height: 240px">Two</div><script>document.getElementById("two").style.height = "260px"</script>',
      ),
    ]),
  );
  // The frame's own script ran the new markup's script and reported the new height.
  await expect.poll(() => frameHeight(frame)).toBe(276);
  expect(frameOf(screen.container)).toBe(frame);
  expect(frame.srcdoc).toBe(srcdoc);
});

test('an address is framed with its own origin in the sandbox, the page origin never', async () => {
  // A page of this test server under another host name is another origin, and no network.
  const fixture = '/web/src/media/players/fixtures/stand-in-player.html';
  const otherHost = location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  const crossOrigin = `${location.protocol}//${otherHost}:${location.port}${fixture}`;
  const screen = await render(
    <Viewer
      content={{
        nodes: [
          { id: 'a', type: 'HTML', nodes: [], htmlData: { url: crossOrigin } },
          { id: 'b', type: 'HTML', nodes: [], htmlData: { url: `${location.origin}${fixture}` } },
        ] as RicosNode[],
      }}
      logger={recordingLogger()}
    />,
  );
  const [remote, same] = [...screen.container.querySelectorAll('iframe')];
  await expect.poll(() => remote!.getAttribute('src')).toBe(crossOrigin);
  expect(remote!.sandbox.contains('allow-same-origin')).toBe(true);
  expect(remote!.sandbox.contains('allow-top-navigation')).toBe(false);
  await expect.poll(() => same!.getAttribute('src')).toBe(`${location.origin}${fixture}`);
  expect(same!.sandbox.contains('allow-same-origin')).toBe(false);
});

test('a frame has an accessible name; axe finds nothing', async () => {
  const screen = await render(viewer([htmlNode('<p>Hello</p>')]));
  const frame = frameOf(screen.container);
  expect(frame.title).toBe('Embedded content');
  const result = await axe.run(screen.container);
  expect(result.violations).toEqual([]);
});

test('server HTML hydrates without a mismatch; the address reaches its frame in the browser only', async () => {
  await HtmlRenderer.preload();
  const otherHost = location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  const address = `${location.protocol}//${otherHost}:${location.port}/web/src/media/players/fixtures/stand-in-player.html`;
  const page = viewer([
    htmlNode('<div style="height: 200px">Markup</div>'),
    { id: 'u', type: 'HTML', nodes: [], htmlData: { url: address } } as RicosNode,
  ]);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const [markup, remote] = [...container.querySelectorAll('iframe')];
  expect(remote!.hasAttribute('src')).toBe(false);
  // The markup's frame has loaded, and reported its height to nobody, before hydration.
  await new Promise((resolve) => markup!.addEventListener('load', resolve, { once: true }));
  expect(frameHeight(markup!)).toBe(550);
  const recoverable: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(container.querySelectorAll('iframe')[0]).toBe(markup);
  await expect.poll(() => frameHeight(markup!)).toBe(216);
  expect(remote!.getAttribute('src')).toBe(address);
  expect(remote!.sandbox.contains('allow-same-origin')).toBe(true);
  act(() => root!.unmount());
  container.remove();
});
