// The two pages README.md shows under "Custom elements and Tessera.mountViewer", run as a visitor
// would: each html block is taken from the README as it is, its CDN address swapped for the embed
// built here; the post, the trip's JSON and the media host are answered by the test, so nothing
// goes to the network. If this fails after a change to the README's pages, they no longer work.

import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { chromium as playwright, type Browser, type Page, type Route } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromium } from '../../../vitest.config.ts';
import type { RicosDocument } from '../content/node.ts';
import { DEFAULT_RENDERERS } from '../viewer/default-renderers.ts';
import { expectedTexts, squash } from '../viewer/testing/corpus.ts';
import { buildEmbed } from './testing/build-embed.ts';
import { htmlBlocks } from './testing/readme-pages.ts';
import { startServer, type StaticServer } from './testing/static-server.ts';

const README = new URL('../../../README.md', import.meta.url);
const SECTION = '## Custom elements and Tessera.mountViewer';
const CDN_SCRIPT = 'https://cdn.example.com/tessera/1.0.0/tessera.js';
const MEDIA = 'https://media.example.com/';
const POST = new URL(
  '../../../../shared/corpus/ricos/docs/src____tests__--richTextContent.json',
  import.meta.url,
);
const EMBED_PATH = '/embed/';
const PAGES = ['/first-day/', '/elements/'];
const VIEWPORT = { width: 1024, height: 768 };
const PATIENCE = { timeout: 15_000 };

/** A 1×1 PNG: every picture of the media host. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** What the site's /trip/gallery.json holds. */
const TRIP = {
  items: ['beach', 'waves', 'dunes', 'pier', 'boats', 'lighthouse'].map((name, i) => ({
    itemId: name,
    url: `${MEDIA}trip/${name}.jpg`,
    metaData: {
      type: 'image',
      width: i % 2 === 0 ? 1600 : 900,
      height: 1200,
      title: `The ${name}`,
    },
  })),
  options: {
    layoutParams_structure_galleryLayout: 1,
    layoutParams_targetItemSize_unit: 'PIXEL',
    layoutParams_targetItemSize_value: 260,
    behaviourParams_item_clickAction: 'ACTION',
  },
};

let server: StaticServer;
let browser: Browser;
let post: RicosDocument;
const offline: string[] = [];

beforeAll(async () => {
  const blocks = htmlBlocks(await readFile(README, 'utf8'), SECTION, CDN_SCRIPT);
  if (blocks.length !== PAGES.length)
    throw new Error(
      `README.md's "${SECTION}" has ${blocks.length} html blocks, not ${PAGES.length}`,
    );
  const postJson = await readFile(POST, 'utf8');
  post = JSON.parse(postJson) as RicosDocument;
  const embed = await buildEmbed();
  server = await startServer((path) => {
    const page = PAGES.indexOf(path);
    if (page >= 0)
      return {
        text: blocks[page].replace(CDN_SCRIPT, `${EMBED_PATH}tessera.js`),
        type: 'text/html; charset=utf-8',
      };
    if (path === '/posts/first-day.json') return { text: postJson, type: 'application/json' };
    if (path === '/trip/gallery.json')
      return { text: JSON.stringify(TRIP), type: 'application/json' };
    if (!path.startsWith(EMBED_PATH)) return undefined;
    const file = normalize(join(embed.dir, path.slice(EMBED_PATH.length)));
    return file.startsWith(embed.dir) ? { file } : undefined;
  });
  browser = await playwright.launch({ ...chromium, headless: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Visit {
  page: Page;
  problems: string[];
}

async function visit(path: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  // Registered first, so it runs last: whatever no other route answers must be the local server.
  await context.route('**/*', (route: Route) => {
    const url = route.request().url();
    if (url.startsWith(server.origin) || url.startsWith('blob:')) return route.continue();
    offline.push(url);
    return route.abort();
  });
  await context.route(`${MEDIA}**`, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  await page.goto(`${server.origin}${path}`);
  return { page, problems };
}

function shadowOf(page: Page, id: string, select: string) {
  return page.evaluate(
    ({ id, select }) => {
      const root = document.getElementById(id)?.querySelector('[data-tessera-embed]')?.shadowRoot;
      return select === 'text'
        ? (root?.textContent ?? '')
        : [...(root?.querySelectorAll('[data-item-id]') ?? [])].map((view) => {
            const box = view.getBoundingClientRect();
            const image = view.querySelector('img');
            return {
              id: view.getAttribute('data-item-id') ?? '',
              width: box.width,
              height: box.height,
              src: image?.getAttribute('src') ?? '',
            };
          });
    },
    { id, select },
  );
}

interface DrawnItem {
  id: string;
  width: number;
  height: number;
  src: string;
}

/** How far apart the items' widths and heights are, at most: 0 (within a pixel) for equal cells. */
function spread(items: readonly DrawnItem[]): number {
  const range = (values: number[]) => Math.max(...values) - Math.min(...values);
  const widths = range(items.map((item) => item.width));
  const heights = range(items.map((item) => item.height));
  return Math.max(widths, heights) <= 1 ? 0 : Math.max(widths, heights);
}

const textOf = async (page: Page, id: string) =>
  squash((await shadowOf(page, id, 'text')) as string);
const itemsOf = async (page: Page, id: string) => {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  return (await shadowOf(page, id, 'items')) as DrawnItem[];
};

async function expectPostShown(page: Page, id: string) {
  const texts = expectedTexts(post, DEFAULT_RENDERERS).map(squash);
  await expect.poll(() => textOf(page, id), PATIENCE).toContain(texts[0]);
  const shown = await textOf(page, id);
  for (const text of texts) expect(shown).toContain(text);
}

async function choose(page: Page, gallery: string, item: string, expected: string) {
  await expect.poll(async () => (await itemsOf(page, gallery)).length, PATIENCE).toBeGreaterThan(0);
  await page.locator(`#${gallery} [data-item-id="${item}"]`).click();
  await expect.poll(() => page.locator('#chosen').textContent(), PATIENCE).toBe(expected);
}

describe('the README’s page with Tessera.mountViewer and Tessera.mountGallery', () => {
  let visited: Visit;
  beforeAll(async () => {
    visited = await visit(PAGES[0]);
  }, 60_000);

  test('the post shows every text of its document, the gallery its three pictures', async () => {
    const { page } = visited;
    await expectPostShown(page, 'post');
    await expect
      .poll(async () => (await itemsOf(page, 'pictures')).map((item) => item.id), PATIENCE)
      .toEqual(['harbour', 'market', 'sunset']);
  });

  test('a click on a picture says which was chosen; "Hide the post" removes the post', async () => {
    const { page, problems } = visited;
    await choose(page, 'pictures', 'market', 'You chose The market');
    await page.getByRole('button', { name: 'Hide the post' }).click();
    expect(await page.locator('#post').innerHTML()).toBe('');
    expect(problems).toEqual([]);
  });
});

describe('the README’s page of custom elements', () => {
  let visited: Visit;
  beforeAll(async () => {
    visited = await visit(PAGES[1]);
  }, 60_000);

  test('the viewer shows the post; each gallery its items, from src, attributes and properties', async () => {
    const { page } = visited;
    await expectPostShown(page, 'post');
    await expect
      .poll(async () => (await itemsOf(page, 'trip')).map((item) => item.id), PATIENCE)
      .toEqual(TRIP.items.map((item) => item.itemId));
    await expect
      .poll(async () => (await itemsOf(page, 'shells')).map((item) => item.id), PATIENCE)
      .toEqual(['shell', 'crab']);
    await expect
      .poll(async () => (await itemsOf(page, 'market')).map((item) => item.id), PATIENCE)
      .toEqual(['fish', 'fruit', 'spices']);
    // The market's pictures are media ids, given their addresses by the createMediaUrl property.
    await expect
      .poll(async () => (await itemsOf(page, 'market'))[0].src, PATIENCE)
      .toMatch(/^https:\/\/media\.example\.com\/market\/fish\.jpg\?w=[1-9]\d*&h=[1-9]\d*$/);
  });

  test('one tessera-event listener hears the clicks of every gallery', async () => {
    const { page } = visited;
    await choose(page, 'market', 'fruit', 'You chose The fruit (market)');
    await choose(page, 'shells', 'crab', 'You chose A crab (shells)');
    await choose(page, 'trip', 'pier', 'You chose The pier (trip)');
  });

  test('"Show the trip as a grid" lays the trip out in equal cells', async () => {
    const { page, problems } = visited;
    expect(spread(await itemsOf(page, 'trip'))).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Show the trip as a grid' }).click();
    await expect.poll(async () => spread(await itemsOf(page, 'trip')), PATIENCE).toBe(0);
    expect((await itemsOf(page, 'trip')).map((item) => item.id)).toEqual(
      TRIP.items.map((item) => item.itemId),
    );
    expect(problems).toEqual([]);
  });

  test('nothing went to the network', () => {
    expect(offline).toEqual([]);
  });
});
