// The page README.md shows under "Embedding with a script tag", run as a visitor would: the html
// block is taken from the README as it is, its CDN address swapped for the embed built here, its
// media host and more.json answered by the test, so nothing goes to the network. If this fails
// after a change to the README's example, the example no longer works.

import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { chromium as playwright, type Browser, type Page, type Route } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromium } from '../../../vitest.config.ts';
import { buildEmbed } from './testing/build-embed.ts';
import { startServer, type StaticServer } from './testing/static-server.ts';

const README = new URL('../../../README.md', import.meta.url);
const SECTION = '## Embedding with a script tag';
const CDN_SCRIPT = 'https://cdn.example.com/tessera/1.0.0/tessera.js';
const MEDIA = 'https://media.example.com/trip/';
const EMBED_PATH = '/embed/';
const PAGE_PATH = '/trip/';
const TOTAL_ITEMS = 40;
const MORE_PER_FETCH = 12;
const VIEWPORT = { width: 1024, height: 768 };
const HOST = '#trip-gallery [data-tessera-embed]';

/** A 1×1 PNG: every picture of the media host. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The ```html block of the README's section on the script tag. */
function readmeExample(readme: string): string {
  const start = readme.indexOf(`\n${SECTION}\n`);
  if (start < 0) throw new Error(`README.md has no section "${SECTION}"`);
  const rest = readme.slice(start + SECTION.length + 2);
  const next = rest.search(/^## /m);
  const section = next < 0 ? rest : rest.slice(0, next);
  const block = /^```html\n([\s\S]*?)^```$/m.exec(section);
  if (block === null) throw new Error(`README.md's section "${SECTION}" has no \`\`\`html block`);
  if (!block[1].includes(CDN_SCRIPT))
    throw new Error(`README.md's example does not load the embed from ${CDN_SCRIPT}`);
  return block[1];
}

/** Items from..to-1 of the site's 40, as /trip/more.json?from=N answers them. */
function moreItems(from: number): unknown[] {
  const to = Math.min(TOTAL_ITEMS, from + MORE_PER_FETCH);
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => ({
    itemId: `more-${from + i}`,
    url: `more-${from + i}.jpg`,
    metaData: {
      type: 'image',
      width: i % 2 === 0 ? 1200 : 800,
      height: 900,
      title: `Picture ${from + i}`,
    },
  }));
}

let server: StaticServer;
let browser: Browser;
let page: Page;
const offline: string[] = [];
const moreAsked: number[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  const html = readmeExample(await readFile(README, 'utf8')).replace(
    CDN_SCRIPT,
    `${EMBED_PATH}tessera.js`,
  );
  const embed = await buildEmbed();
  server = await startServer((path) => {
    if (path === PAGE_PATH) return { text: html, type: 'text/html; charset=utf-8' };
    if (!path.startsWith(EMBED_PATH)) return undefined;
    const file = normalize(join(embed.dir, path.slice(EMBED_PATH.length)));
    return file.startsWith(embed.dir) ? { file } : undefined;
  });
  browser = await playwright.launch({ ...chromium, headless: true });
  const context = await browser.newContext({ viewport: VIEWPORT });
  // Registered first, so it runs last: whatever no other route answers must be the local server.
  await context.route('**/*', (route: Route) => {
    const url = route.request().url();
    if (url.startsWith(server.origin) || url.startsWith('blob:')) return route.continue();
    offline.push(url);
    return route.abort();
  });
  await context.route(`${MEDIA}**`, (route: Route) => {
    const { pathname } = new URL(route.request().url());
    if (/\.(jpe?g|png)$/.test(pathname))
      return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
    // The video and the 3D model play only on a click or hover the visitor does not make here.
    return route.fulfill({ status: 404 });
  });
  await context.route(`${server.origin}/trip/more.json*`, (route: Route) => {
    const from = Number(new URL(route.request().url()).searchParams.get('from'));
    moreAsked.push(from);
    return route.fulfill({ status: 200, json: moreItems(from) });
  });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${server.origin}${PAGE_PATH}`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A busy machine (CI) may take seconds to load the page, the worker and the wasm. */
const PATIENCE = { timeout: 15_000 };

interface DrawnItem {
  id: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The items drawn inside the embed's shadow root, with their boxes. */
function drawnItems(): Promise<DrawnItem[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector)?.shadowRoot;
    return [...(root?.querySelectorAll('[data-item-id]') ?? [])].map((view) => {
      const box = view.getBoundingClientRect();
      return {
        id: view.getAttribute('data-item-id') ?? '',
        left: box.left,
        top: box.top + window.scrollY,
        width: box.width,
        height: box.height,
      };
    });
  }, HOST);
}

async function waitForDrawn(count: number): Promise<DrawnItem[]> {
  await page.waitForFunction(
    ({ selector, count }) =>
      document.querySelector(selector)?.shadowRoot?.querySelectorAll('[data-item-id]').length ===
      count,
    { selector: HOST, count },
  );
  return drawnItems();
}

describe('the README’s script-tag example, as a visitor uses it', () => {
  test('the four items are drawn, the beach picture at the address createMediaUrl made', async () => {
    const gallery = page.locator(HOST);
    for (const name of ['The beach', 'The waves', 'Day one', 'A shell we found'])
      await expect.poll(() => gallery.getByLabel(name, { exact: true }).count(), PATIENCE).toBe(1);
    const beach = gallery.locator('[data-item-id="beach"] img').first();
    await expect
      .poll(() => beach.getAttribute('src'), PATIENCE)
      .toMatch(/^https:\/\/media\.example\.com\/trip\/beach\.jpg\?w=[1-9]\d*&h=[1-9]\d*&fit=fill$/);
  });

  test('a click on the beach tells the site which item was chosen', async () => {
    await page.locator(HOST).getByRole('button', { name: 'The beach', exact: true }).click();
    await expect
      .poll(() => page.locator('#chosen').textContent(), PATIENCE)
      .toBe('You chose The beach');
  });

  test('scrolling to the end fetches more.json until the gallery holds all 40 items', async () => {
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return (await drawnItems()).length;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe(TOTAL_ITEMS);
    const ids = (await drawnItems()).map((item) => item.id);
    expect(ids.slice(0, 4)).toEqual(['beach', 'waves', 'diary', 'shell']);
    expect(ids.slice(4)).toEqual(Array.from({ length: 36 }, (_, i) => `more-${i + 4}`));
    expect(moreAsked).toEqual([4, 16, 28]);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  test('"Show as a grid" lays every item out in rows of equal cells', async () => {
    const sizes = (items: DrawnItem[]) =>
      new Set(items.map((item) => `${Math.round(item.width)}x${Math.round(item.height)}`));
    // The README's masonry: columns of one width, the items as tall as their pictures make them.
    const before = await drawnItems();
    expect(sizes(before).size).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Show as a grid' }).click();
    await page.waitForFunction((selector) => {
      const views = document
        .querySelector(selector)
        ?.shadowRoot?.querySelectorAll('[data-item-id]');
      const cells = [...(views ?? [])].map((view) => {
        const box = view.getBoundingClientRect();
        return `${Math.round(box.width)}x${Math.round(box.height)}`;
      });
      return new Set(cells).size === 1;
    }, HOST);
    const grid = await waitForDrawn(TOTAL_ITEMS);
    expect(grid.map((item) => item.id)).toEqual(before.map((item) => item.id));
    expect(sizes(grid).size).toBe(1);
    // A grid fills its rows in order: item i sits in column i mod the number of columns.
    const lefts = [...new Set(grid.map((item) => Math.round(item.left)))].sort((a, b) => a - b);
    expect(lefts.length).toBeGreaterThan(1);
    grid.forEach((item, i) => {
      expect(Math.round(item.left), `item ${i}`).toBe(lefts[i % lefts.length]);
      expect(item.top, `item ${i}`).toBeCloseTo(grid[i - (i % lefts.length)].top, 0);
    });
  });

  test('"Hide the gallery" removes it from the page', async () => {
    await page.getByRole('button', { name: 'Hide the gallery' }).click();
    await expect.poll(() => page.locator('[data-tessera-embed]').count(), PATIENCE).toBe(0);
    expect(await page.locator('#trip-gallery').innerHTML()).toBe('');
  });

  test('nothing went to the network and the page raised no error', () => {
    expect(offline).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
