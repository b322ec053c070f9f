// A site that embeds the gallery with one script tag: the embed is built as `npm run build`
// builds it, served from a CDN-like origin under /cdn/x/ (with CORS), and used by a page of
// another origin whose stylesheet restyles everything it can reach; Debian's Chromium drives it.

import { readdirSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { chromium as playwright, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromium } from '../../../vitest.config.ts';
import { COMPILE_HINT } from '../../../vite.embed.config.ts';
import { buildEmbed } from './testing/build-embed.ts';
import {
  type Box,
  expectBoxes,
  expectedBoxes as expectedBoxesAt,
  type PageItem,
} from './testing/gallery-boxes.ts';
import { HOST_CHILD, hostPage } from './testing/host-page.ts';
import { startServer, type StaticServer } from './testing/static-server.ts';
import { TEST_SHAPES } from '../gallery/ui/test-shapes.ts';

const CDN_PATH = '/cdn/x/';
const VIEWPORT = { width: 1024, height: 768 };
const HTML = 'text/html; charset=utf-8';
/** A host page served by the embed's own origin, beside /cdn/x/. */
const SAME_ORIGIN_PAGE = '/host/';

const SHAPES = TEST_SHAPES;

const MASONRY = {
  layoutParams: {
    structure: { galleryLayout: 1, layoutOrientation: 'VERTICAL', itemSpacing: 12 },
    targetItemSize: { unit: 'PIXEL', value: 280 },
  },
};
const GRID = {
  layoutParams_structure_galleryLayout: 2,
  layoutParams_structure_itemSpacing: 6,
  layoutParams_targetItemSize_unit: 'PIXEL',
  layoutParams_targetItemSize_value: 250,
};

function picture(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#7a9"/></svg>`;
}

let embedDir: string;
let cdn: StaticServer;
let site: StaticServer;
let browser: Browser;
let page: Page;
let items: PageItem[];
const consoleMessages: string[] = [];

beforeAll(async () => {
  const embed = await buildEmbed();
  embedDir = embed.dir;
  cdn = await startServer(
    (path) => {
      if (path === SAME_ORIGIN_PAGE) return { text: page_html(CDN_PATH), type: HTML };
      if (!path.startsWith(CDN_PATH)) return undefined;
      const file = normalize(join(embed.dir, path.slice(CDN_PATH.length)));
      return file.startsWith(embed.dir) ? { file } : undefined;
    },
    { cors: true },
  );
  site = await startServer((path) => {
    if (path === '/site/') return { text: page_html(`${cdn.origin}${CDN_PATH}`), type: HTML };
    const image = /^\/site\/images\/(\d+|host)\.svg$/.exec(path);
    if (image === null) return undefined;
    const [width, height] = image[1] === 'host' ? [40, 30] : SHAPES[Number(image[1])];
    return { text: picture(width, height), type: 'image/svg+xml' };
  });
  items = SHAPES.map(([width, height], i) => ({
    id: `item-${i}`,
    width,
    height,
    url: `${site.origin}/site/images/${i}.svg`,
    alt: `picture ${i}`,
  }));
  browser = await playwright.launch({ ...chromium, headless: true });
  page = await browser.newPage({ viewport: VIEWPORT });
  page.on('console', (message) => consoleMessages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => consoleMessages.push(`pageerror: ${error.message}`));
  await page.goto(`${site.origin}/site/`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await cdn?.close();
  await site?.close();
});

function page_html(scriptDir: string): string {
  return hostPage({
    scriptUrl: `${scriptDir}tessera.js`,
    hostImageUrl: `${site.origin}/site/images/host.svg`,
    items,
    options: MASONRY,
    earlyUpdate: { items: items.slice(0, 3), options: GRID },
  });
}

interface Drawn {
  width: number;
  backend: string | null;
  items: Box[];
  images: Box[];
  ids: string[];
}

/** What the gallery in the host's element `#id` shows, or null when it shows no gallery. */
function drawnIn(id: string): Promise<Drawn | null> {
  return page.evaluate((id) => {
    const host = document.getElementById(id)?.querySelector('[data-tessera-embed]');
    const gallery = host?.shadowRoot?.querySelector('[data-tessera-gallery]');
    if (gallery === null || gallery === undefined) return null;
    const origin = gallery.getBoundingClientRect();
    const box = (element: Element) => {
      const r = element.getBoundingClientRect();
      return {
        left: r.left - origin.left,
        top: r.top - origin.top,
        width: r.width,
        height: r.height,
      };
    };
    const views = [...gallery.querySelectorAll('[data-item-id]')];
    return {
      width: origin.width,
      backend: gallery.getAttribute('data-backend'),
      items: views.map(box),
      images: views.map((view) => box(view.querySelector('img') ?? view)),
      ids: views.map((view) => view.getAttribute('data-item-id') ?? ''),
    };
  }, id);
}

async function waitForItems(id: string, count: number): Promise<Drawn> {
  await page.waitForFunction(
    ({ id, count }) => {
      const host = document.getElementById(id)?.querySelector('[data-tessera-embed]');
      return host?.shadowRoot?.querySelectorAll('[data-item-id]').length === count;
    },
    { id, count },
  );
  const drawn = await drawnIn(id);
  if (drawn === null) throw new Error(`no gallery in #${id}`);
  return drawn;
}

function expectedBoxes(shown: readonly PageItem[], options: unknown, width: number): Box[] {
  return expectedBoxesAt(shown, options, width, VIEWPORT);
}

describe('a page that embeds tessera.js with a script tag, under a hostile stylesheet', () => {
  test('the items are on screen at the engine’s rectangles, pictures filling them', async () => {
    const drawn = await waitForItems('gallery', items.length);
    expect(drawn.width).toBeGreaterThan(500);
    expect(drawn.ids).toEqual(items.map((item) => item.id));
    expectBoxes(drawn.items, expectedBoxes(items, MASONRY, drawn.width));
    expectBoxes(drawn.images, drawn.items);
    // The element the embed adds is a block without the host's margins, padding and borders.
    const host = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('#gallery [data-tessera-embed]')!);
      return [style.display, style.position, style.margin, style.padding, style.borderTopWidth];
    });
    expect(host).toEqual(['block', 'static', '0px', '0px', '0px']);
    await page.waitForFunction(() => {
      const host = document.querySelector('#gallery [data-tessera-embed]');
      const image = host?.shadowRoot?.querySelector('img');
      return image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0;
    });
  });

  test('the gallery module, the engine worker and tessera.wasm load from beside the script', async () => {
    const drawn = await waitForItems('gallery', items.length);
    expect(drawn.backend).toBe('wasm');
    const fromCdn = (pattern: RegExp) => cdn.requests.some((path) => pattern.test(path));
    expect(cdn.requests[0]).toBe('/cdn/x/tessera.js');
    expect(fromCdn(/^\/cdn\/x\/assets\/tessera-gallery-[\w-]+\.js$/)).toBe(true);
    expect(fromCdn(/^\/cdn\/x\/assets\/engine\.worker-[\w-]+\.js$/)).toBe(true);
    expect(fromCdn(/^\/cdn\/x\/assets\/tessera-[\w-]+\.wasm$/)).toBe(true);
    expect(cdn.requests.every((path) => path.startsWith(CDN_PATH))).toBe(true);
    // The page's origin is asked only for the page and the pictures.
    const other = site.requests.filter((path) => !/^\/site\/(images\/\w+\.svg)?$/.test(path));
    expect(other).toEqual([]);
    expect(consoleMessages.filter((m) => /Tessera|pageerror|^error/.test(m))).toEqual([]);
  });

  test('the chunks the gallery module imports are asked for with it, not level after level', async () => {
    await waitForItems('gallery', items.length);
    const assets = join(embedDir, 'assets');
    const gallery = readdirSync(assets).find((name) => /^tessera-gallery-[\w-]+\.js$/.test(name))!;
    const imported = new Set<string>();
    const visit = (name: string) => {
      for (const [, chunk] of readFileSync(join(assets, name), 'utf8').matchAll(
        /(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g,
      ))
        if (!imported.has(chunk)) {
          imported.add(chunk);
          visit(chunk);
        }
    };
    visit(gallery);
    expect(imported.size).toBeGreaterThan(0);
    const timing = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map(
          (entry) =>
            [
              entry.name.split('/').pop()!,
              (entry as PerformanceResourceTiming).startTime,
              (entry as PerformanceResourceTiming).responseEnd,
            ] as const,
        ),
    );
    const started = new Map(timing.map(([name, start]) => [name, start]));
    const galleryArrived = timing.find(([name]) => name === gallery)![2];
    // Each was requested before the gallery module had even arrived.
    const late = [...imported].filter((chunk) => !(started.get(chunk)! <= galleryArrived));
    expect(late).toEqual([]);
  });

  test('the modules of a first paint and the engine worker are compiled whole as they load (V8 compile hints); lazy parts are not', () => {
    const assets = join(embedDir, 'assets');
    const names = readdirSync(assets).filter((name) => name.endsWith('.js'));
    const hinted = (name: string) =>
      readFileSync(join(assets, name), 'utf8').startsWith(`${COMPILE_HINT}\n`);
    const gallery = names.find((name) => /^tessera-gallery-[\w-]+\.js$/.test(name))!;
    const firstPaint = [gallery];
    for (let i = 0; i < firstPaint.length; i++)
      for (const [, chunk] of readFileSync(join(assets, firstPaint[i]), 'utf8').matchAll(
        /(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g,
      ))
        if (!firstPaint.includes(chunk)) firstPaint.push(chunk);
    expect(firstPaint.filter((name) => !hinted(name))).toEqual([]);
    expect(hinted(names.find((name) => /^engine\.worker-[\w-]+\.js$/.test(name))!)).toBe(true);
    for (const lazy of [/^hls-/, /^model-viewer-/, /^leaflet-map-/, /^FullscreenViewer-/])
      expect(hinted(names.find((name) => lazy.test(name))!), String(lazy)).toBe(false);
  });

  test('the host page’s own elements keep their styles, and its head is untouched', async () => {
    await waitForItems('gallery', items.length);
    const page_state = await page.evaluate(() => ({
      before: (window as unknown as { stylesBefore: string[] }).stylesBefore,
      after: (window as unknown as { hostStyles: () => string[] }).hostStyles(),
      headBefore: (window as unknown as { headBefore: number }).headBefore,
      headAfter: document.head.children.length,
      adopted: document.adoptedStyleSheets.length,
      sheets: document.styleSheets.length,
      children: [...document.getElementById('gallery')!.children].map((c) => c.outerHTML),
    }));
    expect(page_state.after).toEqual(page_state.before);
    expect(page_state.headAfter).toBe(page_state.headBefore);
    expect(page_state.adopted).toBe(0);
    expect(page_state.sheets).toBe(1);
    expect(page_state.children).toEqual([HOST_CHILD, '<div data-tessera-embed=""></div>']);
  });

  test('an update before the gallery loaded draws the latest props; an unmount before it, nothing', async () => {
    const drawn = await waitForItems('early-update', 3);
    expect(drawn.ids).toEqual(['item-0', 'item-1', 'item-2']);
    expectBoxes(drawn.items, expectedBoxes(items.slice(0, 3), GRID, drawn.width));
    expect(await page.evaluate(() => document.getElementById('early-unmount')!.innerHTML)).toBe('');
  });

  test('update(props) lays the gallery out again with the new items and options', async () => {
    const first = await waitForItems('gallery', items.length);
    const next = items.slice(4, 11).reverse();
    await page.evaluate(
      ({ next, options }) => {
        const main = (window as unknown as { main: { update(props: unknown): void } }).main;
        main.update({ items: next, options });
      },
      { next, options: GRID },
    );
    const drawn = await waitForItems('gallery', next.length);
    expect(drawn.ids).toEqual(next.map((item) => item.id));
    expect(drawn.width).toBe(first.width);
    expectBoxes(drawn.items, expectedBoxes(next, GRID, drawn.width));
  });

  test('unmount() removes everything it added; later calls do nothing', async () => {
    const result = await page.evaluate(async () => {
      const main = (window as unknown as { main: { update(p: unknown): void; unmount(): void } })
        .main;
      main.unmount();
      const right = document.getElementById('gallery')!.innerHTML;
      main.update({ items: [], options: {} });
      main.unmount();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { right, later: document.getElementById('gallery')!.innerHTML };
    });
    expect(result.right).toBe(HOST_CHILD);
    expect(result.later).toBe(HOST_CHILD);
  });

  test('served from the page’s own origin, the embed draws the same gallery', async () => {
    const other = await browser.newPage({ viewport: VIEWPORT });
    const messages: string[] = [];
    other.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    const before = cdn.requests.length;
    try {
      await other.goto(`${cdn.origin}${SAME_ORIGIN_PAGE}`);
      await other.waitForFunction((count) => {
        const host = document.querySelector('#gallery [data-tessera-embed]');
        return host?.shadowRoot?.querySelectorAll('[data-item-id]').length === count;
      }, items.length);
      const backend = await other.evaluate(() =>
        document
          .querySelector('#gallery [data-tessera-embed]')
          ?.shadowRoot?.querySelector('[data-tessera-gallery]')
          ?.getAttribute('data-backend'),
      );
      expect(backend).toBe('wasm');
      const asked = cdn.requests.slice(before);
      expect(asked.some((path) => /^\/cdn\/x\/assets\/engine\.worker-[\w-]+\.js$/.test(path))).toBe(
        true,
      );
      expect(messages.filter((m) => /Tessera|^error/.test(m))).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
