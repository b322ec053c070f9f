// <tessera-gallery>, <tessera-viewer> and Tessera.mountViewer, as a site uses them: the embed is
// built as `npm run build` builds it and served beside pages that write the elements with
// attributes (a `src` address or inline JSON) and properties; Debian's Chromium drives them. A
// page-side wrapper of `Worker` counts the engine workers that run (testing/elements-page.ts).

import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { chromium as playwright, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromium } from '../../../vitest.config.ts';
import type { RicosDocument } from '../content/node.ts';
import { DEFAULT_RENDERERS } from '../viewer/default-renderers.ts';
import { expectedTexts, squash } from '../viewer/testing/corpus.ts';
import { TEST_SHAPES } from '../gallery/ui/test-shapes.ts';
import { corpusGalleries } from '../viewer/nodes/gallery/testing/corpus-galleries.ts';
import { buildEmbed } from './testing/build-embed.ts';
import { attribute, elementsPage } from './testing/elements-page.ts';
import { type Box, expectBoxes, expectedBoxes, type PageItem } from './testing/gallery-boxes.ts';
import { ENGINE_LINGER_MS } from './engine-linger.ts';
import { startServer, type StaticServer } from './testing/static-server.ts';

const CORPUS = new URL('../../../../shared/corpus/ricos/docs/', import.meta.url);
const EMBED_PATH = '/embed/';
const VIEWPORT = { width: 1024, height: 768 };
const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json';
const PATIENCE = { timeout: 15_000 };

const MASONRY = {
  layoutParams_structure_galleryLayout: 1,
  layoutParams_structure_layoutOrientation: 'VERTICAL',
  layoutParams_structure_itemSpacing: 10,
  layoutParams_targetItemSize_unit: 'PIXEL',
  layoutParams_targetItemSize_value: 220,
  behaviourParams_item_clickAction: 'ACTION',
};
const GRID = { ...MASONRY, layoutParams_structure_galleryLayout: 2 };

/** A document of the corpus with headings, lists and paragraphs, and one with lists alone. */
const SOURCE_DOCUMENT = 'src____tests__--richTextContent.json';
const API_DOCUMENT = 'e2e__lists-with-line-height.json';

let server: StaticServer;
let browser: Browser;
const items: PageItem[] = [];
const documents = new Map<string, RicosDocument>();
const pages = new Map<string, string>();

function picture(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#7a9"/></svg>`;
}

beforeAll(async () => {
  for (const name of [SOURCE_DOCUMENT, API_DOCUMENT])
    documents.set(name, JSON.parse(await readFile(new URL(name, CORPUS), 'utf8')) as RicosDocument);
  const embed = await buildEmbed();
  server = await startServer(
    (path) => {
      const page = pages.get(path);
      if (page !== undefined) return { text: page, type: HTML };
      if (path === '/data/gallery.json')
        return {
          text: JSON.stringify({ items: items.slice(0, 5), options: MASONRY }),
          type: JSON_TYPE,
        };
      if (path === '/data/document.json')
        return { text: JSON.stringify(documents.get(SOURCE_DOCUMENT)), type: JSON_TYPE };
      if (path === '/data/bad.json') return { text: '{"nodes": [', type: JSON_TYPE };
      const image = /^\/images\/(\d+)\.svg$/.exec(path);
      if (image !== null) {
        const [width, height] = TEST_SHAPES[Number(image[1])];
        return { text: picture(width, height), type: 'image/svg+xml' };
      }
      if (!path.startsWith(EMBED_PATH)) return undefined;
      const file = normalize(join(embed.dir, path.slice(EMBED_PATH.length)));
      return file.startsWith(embed.dir) ? { file } : undefined;
    },
    { cors: true },
  );
  items.push(
    ...TEST_SHAPES.map(([width, height], i) => ({
      id: `item-${i}`,
      width,
      height,
      url: `${server.origin}/images/${i}.svg`,
      alt: `picture ${i}`,
    })),
  );
  browser = await playwright.launch({ ...chromium, headless: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Visit {
  page: Page;
  /** Console messages of the page that start with "Tessera", and its uncaught errors. */
  messages: string[];
}

async function visit(path: string, html: string, origin = server.origin): Promise<Visit> {
  pages.set(path, html);
  const context = await browser.newContext({ viewport: VIEWPORT });
  // Nothing leaves the machine: whatever is not the local server is refused.
  await context.route('**/*', (route) =>
    /^(http:\/\/127\.0\.0\.1:\d+\/|blob:)/.test(route.request().url())
      ? route.continue()
      : route.abort(),
  );
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Tessera')) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto(`${origin}${path}`);
  return { page, messages };
}

interface Drawn {
  width: number;
  ids: string[];
  items: Box[];
}

/** The gallery drawn inside the element `#id` (in the embed's shadow root), or null. */
function drawnIn(page: Page, id: string): Promise<Drawn | null> {
  return page.evaluate((id) => {
    const host = document.getElementById(id)?.querySelector('[data-tessera-embed]');
    const gallery = host?.shadowRoot?.querySelector('[data-tessera-gallery]');
    if (gallery === null || gallery === undefined) return null;
    const origin = gallery.getBoundingClientRect();
    const views = [...gallery.querySelectorAll('[data-item-id]')];
    return {
      width: origin.width,
      ids: views.map((view) => view.getAttribute('data-item-id') ?? ''),
      items: views.map((view) => {
        const r = view.getBoundingClientRect();
        return {
          left: r.left - origin.left,
          top: r.top - origin.top,
          width: r.width,
          height: r.height,
        };
      }),
    };
  }, id);
}

async function waitForItems(page: Page, id: string, ids: readonly string[]): Promise<Drawn> {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await expect.poll(async () => (await drawnIn(page, id))?.ids, PATIENCE).toEqual(ids);
  return (await drawnIn(page, id))!;
}

const idsOf = (shown: readonly PageItem[]) => shown.map((item) => item.id);

function workers(page: Page): Promise<{ started: number; live: number }> {
  return page.evaluate(
    () => (window as unknown as { workers: { started: number; live: number } }).workers,
  );
}

interface Heard {
  on: string;
  name: string;
  data: unknown;
  composed: boolean;
}

function heard(page: Page): Promise<Heard[]> {
  return page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);
}

/** The text the element `#id` shows inside the embed's shadow root. */
function shownText(page: Page, id: string): Promise<string> {
  return page.evaluate(
    (id) =>
      document.getElementById(id)?.querySelector('[data-tessera-embed]')?.shadowRoot?.textContent ??
      '',
    id,
  );
}

async function expectDocumentShown(page: Page, id: string, content: RicosDocument) {
  const texts = expectedTexts(content, DEFAULT_RENDERERS).map(squash);
  expect(texts.length).toBeGreaterThan(3);
  await expect.poll(async () => squash(await shownText(page, id)), PATIENCE).toContain(texts[0]);
  const shown = squash(await shownText(page, id));
  for (const text of texts) expect(shown).toContain(text);
}

describe('a page of <tessera-gallery> elements with inline JSON', () => {
  let visited: Visit;
  const first = () => items.slice(0, 4);
  const second = () => items.slice(4, 9);

  beforeAll(async () => {
    visited = await visit(
      '/galleries/',
      elementsPage(
        `${EMBED_PATH}tessera.js`,
        '',
        `<main id="main">
      <tessera-gallery id="one" items='${attribute(first())}' options='${attribute(MASONRY)}'></tessera-gallery>
      <tessera-gallery id="two" items='${attribute(second())}' options='${attribute(GRID)}'></tessera-gallery>
    </main>
    <aside id="aside"></aside>`,
      ),
    );
  }, 60_000);

  test('each gallery is drawn at the engine’s rectangles; the viewer’s module is never loaded', async () => {
    const { page, messages } = visited;
    const one = await waitForItems(page, 'one', idsOf(first()));
    expectBoxes(one.items, expectedBoxes(first(), MASONRY, one.width, VIEWPORT));
    const two = await waitForItems(page, 'two', idsOf(second()));
    expectBoxes(two.items, expectedBoxes(second(), GRID, two.width, VIEWPORT));
    expect(await workers(page)).toEqual({ started: 1, live: 1 });
    expect(server.requests.some((path) => /tessera-viewer-[\w-]+\.js$/.test(path))).toBe(false);
    expect(messages).toEqual([]);
  });

  test('moving an element within the page keeps its gallery; taking it off the page unmounts it', async () => {
    const { page } = visited;
    const moved = await page.evaluate(async () => {
      const one = document.getElementById('one')!;
      const host = one.querySelector('[data-tessera-embed]');
      document.getElementById('aside')!.append(one);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return host !== null && one.querySelector('[data-tessera-embed]') === host;
    });
    expect(moved).toBe(true);
    await waitForItems(page, 'one', idsOf(first()));
    const removed = await page.evaluate(async () => {
      const one = document.getElementById('one')!;
      (window as unknown as { one: Element }).one = one;
      one.remove();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return {
        children: one.children.length,
        embedded: document.querySelectorAll('[data-tessera-embed]').length,
      };
    });
    expect(removed).toEqual({ children: 0, embedded: 1 });
    // The other gallery still uses the engine.
    expect(await workers(page)).toEqual({ started: 1, live: 1 });
  });

  test('the last gallery taken off the page stops the engine worker seconds later; one put back starts it again', async () => {
    const { page, messages } = visited;
    const two = await page.evaluate(async (linger) => {
      const element = document.getElementById('two')!;
      (window as unknown as { two: Element }).two = element;
      element.remove();
      // Still running a little before the engine outlives its last gallery.
      await new Promise((resolve) => setTimeout(resolve, linger - 1000));
      return (window as unknown as { workers: { live: number } }).workers.live;
    }, ENGINE_LINGER_MS);
    expect(two).toBe(1);
    // A gallery put back meanwhile (a single-page site's next page) is drawn by the same worker.
    await page.evaluate(() =>
      document.getElementById('main')!.append((window as unknown as { two: Element }).two),
    );
    await waitForItems(page, 'two', idsOf(second()));
    expect(await workers(page)).toEqual({ started: 1, live: 1 });
    const removedAt = await page.evaluate(() => {
      document.getElementById('two')!.remove();
      return performance.now();
    });
    await expect.poll(() => workers(page), PATIENCE).toEqual({ started: 1, live: 0 });
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(
      removedAt + ENGINE_LINGER_MS,
    );
    await page.evaluate(() =>
      document.getElementById('main')!.append((window as unknown as { one: Element }).one),
    );
    const one = await waitForItems(page, 'one', idsOf(first()));
    expectBoxes(one.items, expectedBoxes(first(), MASONRY, one.width, VIEWPORT));
    expect(await workers(page)).toEqual({ started: 2, live: 1 });
    expect(messages).toEqual([]);
  });
});

describe('galleries unmounted before the gallery’s code has loaded', () => {
  test('leave no worker running once it has loaded', async () => {
    const { page, messages } = await visit(
      '/gone-early/',
      elementsPage(
        `${EMBED_PATH}tessera.js`,
        '',
        `<div id="early"></div>
    <tessera-gallery id="element" items='${attribute(items.slice(0, 2))}'></tessera-gallery>
    <script>
      Tessera.mountGallery(document.getElementById('early'), { items: [], options: {} }).unmount();
      document.getElementById('element').remove();
    </script>`,
      ),
    );
    // The gallery's module loads (tessera.js started it with its worker), and then stops the worker.
    await expect
      .poll(
        () =>
          page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
        PATIENCE,
      )
      .toContainEqual(expect.stringMatching(/\/assets\/tessera-gallery-[\w-]+\.js$/));
    await expect.poll(() => workers(page), PATIENCE).toEqual({ started: 1, live: 0 });
    expect(
      await page.evaluate(() => document.querySelectorAll('[data-tessera-embed]').length),
    ).toBe(0);
    expect(messages).toEqual([]);
  });
});

describe('elements configured by src, attributes and properties, and Tessera.mountViewer', () => {
  let visited: Visit;
  const fromSource = () => items.slice(0, 5);
  const inline = () => items.slice(5, 9);
  const byProperties = () => items.slice(9, 12);
  const picturePost = () => ({
    nodes: [
      {
        type: 'IMAGE',
        id: 'harbour',
        nodes: [],
        imageData: {
          image: { src: { url: items[0].url }, width: items[0].width, height: items[0].height },
          altText: 'The harbour',
        },
      },
    ],
  });

  beforeAll(async () => {
    const setup = {
      byProperties: byProperties(),
      options: MASONRY,
      apiDocument: documents.get(API_DOCUMENT),
    };
    // The first script runs before tessera.js has defined the elements (their module loads after
    // it): the properties it sets are taken in when the element is defined.
    visited = await visit(
      '/elements/',
      elementsPage(
        `${EMBED_PATH}tessera.js`,
        `<script>
      window.SETUP = ${JSON.stringify(setup).replaceAll('<', '\\u003c')};
      const early = document.createElement('tessera-gallery');
      early.id = 'by-properties';
      early.items = SETUP.byProperties;
      early.options = SETUP.options;
      document.addEventListener('DOMContentLoaded', () => document.getElementById('slot').append(early));
    </script>`,
        `<tessera-gallery id="from-src" src="/data/gallery.json"></tessera-gallery>
    <tessera-gallery id="inline" items='${attribute(inline())}' options='${attribute(MASONRY)}'></tessera-gallery>
    <div id="slot"></div>
    <tessera-viewer id="document" src="/data/document.json"></tessera-viewer>
    <div id="api-viewer"></div>
    <tessera-viewer id="picture-post" content='${attribute(picturePost())}'></tessera-viewer>
    <tessera-gallery id="bad-json" items="[oops"></tessera-gallery>
    <tessera-gallery id="missing" src="/data/missing.json"></tessera-gallery>
    <tessera-viewer id="bad-document" src="/data/bad.json"></tessera-viewer>
    <tessera-gallery id="not-a-gallery" src="/data/document.json"></tessera-gallery>
    <script>
      window.apiViewer = Tessera.mountViewer(document.getElementById('api-viewer'), {
        content: SETUP.apiDocument,
        onViewerLoaded: (report) => (window.apiLoaded = report.nodeCounts),
      });
    </script>`,
      ),
    );
  }, 60_000);

  test('src: the gallery of the JSON at the address, at the engine’s rectangles', async () => {
    const drawn = await waitForItems(visited.page, 'from-src', idsOf(fromSource()));
    expectBoxes(drawn.items, expectedBoxes(fromSource(), MASONRY, drawn.width, VIEWPORT));
  });

  test('inline attributes: drawn, and drawn again when an attribute changes', async () => {
    const { page } = visited;
    const drawn = await waitForItems(page, 'inline', idsOf(inline()));
    expectBoxes(drawn.items, expectedBoxes(inline(), MASONRY, drawn.width, VIEWPORT));
    await page.evaluate((grid) => {
      document.getElementById('inline')!.setAttribute('options', JSON.stringify(grid));
    }, GRID);
    const expected = expectedBoxes(inline(), GRID, drawn.width, VIEWPORT);
    await expect
      .poll(async () => (await drawnIn(page, 'inline'))?.items[1].left, PATIENCE)
      .toBeCloseTo(expected[1].left, 1);
    expectBoxes((await drawnIn(page, 'inline'))!.items, expected);
    const fewer = inline().slice(0, 2);
    await page.evaluate((fewer) => {
      document.getElementById('inline')!.setAttribute('items', JSON.stringify(fewer));
    }, fewer);
    const again = await waitForItems(page, 'inline', idsOf(fewer));
    expectBoxes(again.items, expectedBoxes(fewer, GRID, again.width, VIEWPORT));
  });

  test('properties: set before the element was defined, then changed, and read back', async () => {
    const { page } = visited;
    const drawn = await waitForItems(page, 'by-properties', idsOf(byProperties()));
    expectBoxes(drawn.items, expectedBoxes(byProperties(), MASONRY, drawn.width, VIEWPORT));
    const next = items.slice(0, 7).reverse();
    const read = await page.evaluate(
      ({ next, grid }) => {
        const element = document.getElementById('by-properties') as HTMLElement & {
          items: unknown[];
          options: unknown;
        };
        element.items = next;
        element.options = grid;
        return { items: element.items.length, same: element.options === grid };
      },
      { next, grid: GRID },
    );
    expect(read).toEqual({ items: 7, same: true });
    const again = await waitForItems(page, 'by-properties', idsOf(next));
    expectBoxes(again.items, expectedBoxes(next, GRID, again.width, VIEWPORT));
  });

  test('a click on an item arrives as tessera-event with { name, data }, bubbling out of the element', async () => {
    const { page } = visited;
    await waitForItems(page, 'from-src', idsOf(fromSource()));
    const before = (await heard(page)).length;
    await page.locator('#from-src [data-item-id="item-2"]').click();
    await expect
      .poll(async () => (await heard(page)).slice(before).map((event) => event.name), PATIENCE)
      .toContain('ITEM_ACTION_TRIGGERED');
    const clicked = (await heard(page))
      .slice(before)
      .filter((event) => event.name === 'ITEM_CLICKED' || event.name === 'ITEM_ACTION_TRIGGERED');
    expect(clicked).toEqual([
      expect.objectContaining({ on: 'from-src', name: 'ITEM_CLICKED', composed: true }),
      expect.objectContaining({ on: 'from-src', name: 'ITEM_ACTION_TRIGGERED', composed: true }),
    ]);
    expect(clicked[1].data).toMatchObject({ id: 'item-2', idx: 2 });
    // Every gallery's own events reach the page too, each from its element.
    const names = new Set((await heard(page)).map((event) => `${event.on} ${event.name}`));
    for (const id of ['from-src', 'inline', 'by-properties'])
      expect(names.has(`${id} GALLERY_CHANGE`), `${id} GALLERY_CHANGE`).toBe(true);
  });

  test('<tessera-viewer src> shows every text of a corpus document and raises VIEWER_LOADED', async () => {
    const { page } = visited;
    const content = documents.get(SOURCE_DOCUMENT)!;
    await page.locator('#document').scrollIntoViewIfNeeded();
    await expectDocumentShown(page, 'document', content);
    const loaded = (await heard(page)).filter((event) => event.name === 'VIEWER_LOADED');
    // One report per viewer element, from the element that shows the document.
    expect(loaded.map((event) => event.on).sort()).toEqual(['document', 'picture-post']);
    loaded.sort((a, b) => (a.on < b.on ? -1 : 1));
    expect(loaded[0].data).toMatchObject({ nodeCounts: { PARAGRAPH: expect.any(Number) } });
    // The viewer's stylesheet is in its shadow root; nothing was added to the page's head.
    const styles = await page.evaluate(() => {
      const host = document.querySelector('#document [data-tessera-embed]');
      const viewer = host?.shadowRoot?.querySelector('[data-tessera-viewer]');
      return {
        overflowWrap: viewer ? getComputedStyle(viewer).overflowWrap : null,
        pageSheets: document.head.querySelectorAll('style, link[rel="stylesheet"]').length,
        adopted: document.adoptedStyleSheets.length,
      };
    });
    expect(styles).toEqual({ overflowWrap: 'break-word', pageSheets: 0, adopted: 0 });
  });

  test('Tessera.mountViewer shows a document, shows another on update, and removes it on unmount', async () => {
    const { page } = visited;
    await expectDocumentShown(page, 'api-viewer', documents.get(API_DOCUMENT)!);
    expect(
      await page.evaluate(() => (window as unknown as { apiLoaded: unknown }).apiLoaded),
    ).toMatchObject({
      ORDERED_LIST: expect.any(Number),
    });
    await page.evaluate(() => {
      const handle = (window as unknown as { apiViewer: { update(props: unknown): void } })
        .apiViewer;
      handle.update({
        content: {
          nodes: [
            {
              type: 'PARAGRAPH',
              id: 'p',
              nodes: [
                {
                  type: 'TEXT',
                  id: 't',
                  nodes: [],
                  textData: { text: 'Updated text', decorations: [] },
                },
              ],
            },
          ],
        },
      });
    });
    await expect.poll(() => shownText(page, 'api-viewer'), PATIENCE).toBe('Updated text');
    const after = await page.evaluate(() => {
      const handle = (
        window as unknown as { apiViewer: { unmount(): void; update(p: unknown): void } }
      ).apiViewer;
      handle.unmount();
      handle.update({ content: { nodes: [] } });
      handle.unmount();
      return document.getElementById('api-viewer')!.innerHTML;
    });
    expect(after).toBe('');
  });

  test('a node the viewer refuses arrives as VIEWER_ERROR; the rest of the document is shown', async () => {
    const { page } = visited;
    await page.evaluate(() => {
      const viewer = document.getElementById('document') as HTMLElement & { content: unknown };
      const text = (id: string, words: string) => ({
        type: 'PARAGRAPH',
        id,
        nodes: [
          { type: 'TEXT', id: `${id}-text`, nodes: [], textData: { text: words, decorations: [] } },
        ],
      });
      viewer.content = {
        nodes: [
          text('a', 'Before the picture'),
          {
            type: 'IMAGE',
            id: 'refused',
            nodes: [],
            imageData: { image: { src: { url: 'javascript:alert(1)' }, width: 400, height: 300 } },
          },
          text('b', 'After the picture'),
        ],
      };
    });
    await expect
      .poll(() => shownText(page, 'document'), PATIENCE)
      .toBe('Before the pictureAfter the picture');
    await expect
      .poll(
        async () => (await heard(page)).filter((event) => event.name === 'VIEWER_ERROR'),
        PATIENCE,
      )
      .toEqual([
        {
          on: 'document',
          name: 'VIEWER_ERROR',
          data: {
            error: expect.stringContaining('Image address refused'),
            node: expect.objectContaining({ id: 'refused' }),
          },
          composed: true,
        },
      ]);
  });

  test('a picture of a viewer opens the full-screen viewer inside the viewer’s shadow root', async () => {
    const { page } = visited;
    const bodyBefore = await page.evaluate(() => document.body.children.length);
    await page.locator('#picture-post').scrollIntoViewIfNeeded();
    await page.locator('#picture-post img[alt="The harbour"]').click();
    const dialog = page.locator('#picture-post [role="dialog"]');
    await expect.poll(() => dialog.count(), PATIENCE).toBe(1);
    // Styled by the viewer's stylesheet (fixed over the whole window), and not in the page's body.
    const layer = await page.evaluate(() => {
      const root = document.querySelector('#picture-post [data-tessera-embed]')!.shadowRoot!;
      const box = root.querySelector('[role="dialog"]')!.getBoundingClientRect();
      return [box.left, box.top, box.width, box.height];
    });
    expect(layer).toEqual([0, 0, VIEWPORT.width, VIEWPORT.height]);
    expect(await page.evaluate(() => document.body.children.length)).toBe(bodyBefore);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), PATIENCE).toBe(0);
  });

  test('bad JSON, a failed fetch or the wrong shape: one console error naming the element; nothing else breaks', async () => {
    const { page, messages } = visited;
    const origin = server.origin;
    await expect.poll(() => messages.length, PATIENCE).toBeGreaterThanOrEqual(4);
    // A property of the wrong type is refused the same way, and the element keeps what it shows.
    const kept = await page.evaluate(() => {
      const element = document.getElementById('from-src') as HTMLElement & { items: unknown };
      element.items = 'not items';
      return Array.isArray(element.items);
    });
    expect(kept).toBe(true);
    const expected = [
      expect.stringMatching(
        /^error: Tessera: <tessera-gallery id="bad-json">: the items attribute is not valid JSON \(.+\)$/,
      ),
      `error: Tessera: <tessera-gallery id="missing">: could not fetch ${origin}/data/missing.json (HTTP 404 Not Found)`,
      expect.stringMatching(
        new RegExp(
          `^error: Tessera: <tessera-viewer id="bad-document">: ${origin}/data/bad\\.json is not valid JSON \\(.+\\)$`,
        ),
      ),
      `error: Tessera: <tessera-gallery id="not-a-gallery">: ${origin}/data/document.json is not a gallery (an object with an "items" array and optional "options")`,
      'error: Tessera: <tessera-gallery id="from-src">: the items property is not an array',
    ];
    await expect.poll(() => messages.length, PATIENCE).toBe(expected.length);
    for (const message of expected) expect(messages).toContainEqual(message);
    for (const id of ['bad-json', 'missing', 'bad-document', 'not-a-gallery'])
      expect(await page.evaluate((id) => document.getElementById(id)!.innerHTML, id)).toBe('');
    await waitForItems(page, 'from-src', idsOf(fromSource()));
  });
});

describe('a <tessera-viewer> on a page of another origin than the embed', () => {
  let site: StaticServer;
  let visited: Visit;

  beforeAll(async () => {
    site = await startServer((path) => {
      const page = pages.get(path);
      return page === undefined ? undefined : { text: page, type: HTML };
    });
    const [, gallery] = corpusGalleries()[0];
    const content = { nodes: [gallery] };
    visited = await visit(
      '/other-origin/',
      elementsPage(
        `${server.origin}${EMBED_PATH}tessera.js`,
        '',
        `<tessera-viewer id="with-gallery" content='${attribute(content)}'></tessera-viewer>`,
      ),
      site.origin,
    );
  }, 60_000);

  afterAll(() => site?.close());

  test('the galleries of its document run on the WebAssembly engine in a worker', async () => {
    const { page, messages } = visited;
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            document
              .querySelector('#with-gallery [data-tessera-embed]')
              ?.shadowRoot?.querySelector('[data-tessera-gallery]')
              ?.getAttribute('data-backend'),
          ),
        PATIENCE,
      )
      .toBe('wasm');
    expect(await workers(page)).toEqual({ started: 1, live: 1 });
    expect(messages).toEqual([]);
  });
});
