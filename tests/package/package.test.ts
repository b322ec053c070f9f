// The npm package as a developer gets it: `npm pack` of a fresh build, installed from the tarball
// into a project of its own (React and ReactDOM its peers), which type-checks against the
// package's declarations, server-renders a corpus document with its gallery in Node, and is
// bundled by Vite into a page that works in Chromium — the gallery placed by the WebAssembly
// engine in its worker, found by the site's bundler beside the package's modules, and the
// server's HTML of the document hydrated without a mismatch — and whose `tessera` command line runs
// with the system's Node (20 on this machine), not the repository's Node 24.

import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium as playwright, type Browser } from 'playwright';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Run, runTessera } from '../../bin/cli/spawn-tessera.ts';
import { chromium } from '../../vitest.config.ts';
import { startServer, type StaticServer } from '../../web/src/embed/testing/static-server.ts';
import { type Consumer, installConsumer, SERVER_HTML_MARKER } from './consumer.ts';
import { type PackedPackage, packPackage, run } from './pack.ts';

const CORPUS = join(import.meta.dirname, '../../../shared/corpus/ricos/docs');
/** Paragraphs and a gallery of two pictures (a grid). */
const DOCUMENT = join(CORPUS, 'e2e__gallery.json');
const DOCUMENT_TEXT = 'This is a test of the gallery plugin.';
const PICTURES = 2;
const SHAPES_ON_PAGE = 6;
/** The chunks of the heavy libraries in the site's build: streaming, the 3D viewer, the map. */
const HEAVY_CHUNKS = [
  /\/hls-[^/]*\.js$/,
  /\/dash\.all[^/]*\.js$/,
  /\/model-viewer-[^/]*\.js$/,
  /\/leaflet-map-[^/]*\.js$/,
];

interface ServerOutput {
  html: string;
  hydratable: string;
  layouts: Record<string, { width: number; height: number; rects: number[] }>;
  layout: unknown;
  address: string;
  video: { provider: string; id: string } | null;
}

let scratch: string;
let packed: PackedPackage;
let consumer: Consumer;
let serverRun: Promise<ServerOutput> | undefined;

/** What the project's Node script prints (run once). */
function serverOutput(): Promise<ServerOutput> {
  serverRun ??= run(process.execPath, ['src/server.ts', DOCUMENT], {
    cwd: consumer.dir,
    maxBuffer: 16 * 1024 * 1024,
  }).then(({ stdout }) => JSON.parse(stdout) as ServerOutput);
  return serverRun;
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'tessera-consumer-'));
  packed = await packPackage();
  consumer = await installConsumer(
    join(scratch, 'site'),
    packed.tarball,
    await readFile(DOCUMENT, 'utf8'),
  );
}, 600_000);

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
  if (packed) await rm(packed.stage, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  test('holds every entry, its declarations, the stylesheet, the worker and the wasm', () => {
    for (const entry of ['index', 'server', 'engine', 'options', 'image-url', 'video']) {
      expect(packed.files).toContain(`dist/lib/${entry}.js`);
      expect(packed.files).toContain(`dist/lib/types/web/src/lib/${entry}.d.ts`);
    }
    expect(packed.files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'dist/lib/style.css',
        'dist/lib/engine.worker.js',
        'dist/lib/tessera.wasm',
        'bin/tessera.js',
        'dist/cli/tessera.js',
      ]),
    );
    // Built code only: no sources, tests or fixtures; of bin/, the package's bin alone.
    expect(
      packed.files.filter((file) =>
        /\.test\.|(?<!\.d)\.tsx?$|^web\/|^bindings\/|^tests\/|^bin\/(?!tessera\.js$)/.test(file),
      ),
    ).toEqual([]);
  });
});

/**
 * The process's environment with the repository's Node 24 (node_modules/.bin, node_modules/node)
 * off PATH and npm's variables gone, as in a developer's shell: the system's `node` runs.
 */
function systemNodeEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)),
  );
  const path = (process.env.PATH ?? '').split(delimiter);
  env.PATH = path.filter((dir) => !dir.includes('node_modules')).join(delimiter);
  return env;
}

/** `npx tessera <args>` in the project, `stdin` piped in, with the system's Node. */
function installedTessera(args: readonly string[], stdin: string): Promise<Run> {
  return runTessera(['--no', 'tessera', ...args], stdin, {
    program: 'npx',
    cwd: consumer.dir,
    env: systemNodeEnv(),
  });
}

describe('a project that installs the package', () => {
  test('type-checks against its declarations', async () => {
    await expect(consumer.typeCheck()).resolves.toBeUndefined();
  }, 120_000);

  test('server-renders a corpus document with its gallery, and lays out with both engines', async () => {
    const out = await serverOutput();
    expect(out.html).toContain(`<p`);
    expect(out.html).toContain(DOCUMENT_TEXT);
    const gallery = /data-tessera-static-gallery="">(.*?)<\/div><\/div>/.exec(out.html);
    expect(gallery).not.toBeNull();
    // Each item is placed by the gallery layout stylesheet that comes before it (spec/000 §7).
    expect(out.html).toMatch(/<style[^>]*>[^<]*\._0\{left:0;top:0;width:calc\(/);
    const pictures = [...gallery![1].matchAll(/data-idx="\d+"><img [^>]*src="([^"]*)"/g)];
    expect(pictures).toHaveLength(PICTURES);
    for (const [, src] of pictures)
      expect(src).toMatch(/^https:\/\/static\.wixstatic\.com\/media\/8bb438_/);

    expect(Object.keys(out.layouts).sort()).toEqual(['ts', 'wasm']);
    expect(out.layouts.wasm).toEqual(out.layouts.ts);
    expect(out.layouts.wasm.rects).toHaveLength(4 * SHAPES_ON_PAGE);
    expect(out.layouts.wasm.width).toBe(800);
    expect(out.layout).toBe(1);
    expect(out.address).toMatch(
      /^https:\/\/static\.wixstatic\.com\/media\/sea\.jpg\/v1\/fill\/w_400,h_300,/,
    );
    expect(out.video).toMatchObject({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
  }, 60_000);

  describe('its command line, npx tessera, with the system’s Node', () => {
    test('lays a gallery out with either engine', async () => {
      const gallery = JSON.stringify({
        items: [
          { id: 'a', width: 300, height: 200 },
          { id: 'b', width: 200, height: 300 },
          { id: 'c', width: 400, height: 400 },
        ],
        container: { width: 600 },
        options: { galleryLayout: 'grid', layoutParams_structure_itemSpacing: 0 },
      });
      const runs = await Promise.all(
        ['wasm', 'ts'].map((engine) => installedTessera(['layout', '--engine', engine], gallery)),
      );
      for (const run of runs) {
        expect(run.stderr).toBe('');
        expect(run.status).toBe(0);
        // Two columns of 300 px squares: the grid crops each item to its cell.
        expect(JSON.parse(run.stdout)).toEqual({
          width: 600,
          height: 600,
          items: [
            { id: 'a', left: 0, top: 0, width: 300, height: 300 },
            { id: 'b', left: 300, top: 0, width: 300, height: 300 },
            { id: 'c', left: 0, top: 300, width: 300, height: 300 },
          ],
        });
      }
    }, 30_000);

    test('renders a corpus document, with the class names of the package’s stylesheet', async () => {
      const run = await installedTessera(['render'], await readFile(DOCUMENT, 'utf8'));
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(DOCUMENT_TEXT);
      const gallery = /data-tessera-static-gallery="">(.*?)<\/div><\/div>/.exec(run.stdout);
      expect([...gallery![1].matchAll(/data-idx="\d+"><img /g)]).toHaveLength(PICTURES);
      const viewerClass = /^<div class="([\w-]+)"/.exec(run.stdout)![1];
      const stylesheet = await readFile(
        join(consumer.dir, 'node_modules/tessera/dist/lib/style.css'),
        'utf8',
      );
      expect(stylesheet).toContain(`.${viewerClass}`);
    }, 30_000);

    test('prints image addresses, parsed video links and processed options', async () => {
      const [image, video, normalized, validated] = await Promise.all([
        installedTessera(
          ['image-url'],
          '{"id":"sea.jpg","width":4000,"height":3000,"fit":"fill","targetWidth":400,"targetHeight":300}\n',
        ),
        installedTessera(['video-url'], 'https://www.youtube.com/watch?v=dQw4w9WgXcQ\n'),
        installedTessera(['options', 'normalize'], '{"imageMargin": 7}'),
        // The option schema's checks, by the package's dependency Ajv.
        installedTessera(['options', 'validate'], '{"layoutParams_structure_itemSpacing": "wide"}'),
      ]);
      for (const run of [image, video, normalized, validated]) {
        expect(run.stderr).toBe('');
        expect(run.status).toBe(0);
      }
      expect(image.stdout).toMatch(
        /^https:\/\/static\.wixstatic\.com\/media\/sea\.jpg\/v1\/fill\/w_400,h_300,[^\n]*\/sea\.jpg\n$/,
      );
      expect(JSON.parse(video.stdout)).toMatchObject({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
      // The legacy name migrated (spec/001 §9 "Migration of legacy names"), the defaults filled in.
      const options = JSON.parse(normalized.stdout);
      expect(options.layoutParams_structure_itemSpacing).toBe(7);
      expect(options).not.toHaveProperty('imageMargin');
      expect(options.layoutParams_structure_galleryLayout).toBeTypeOf('number');
      expect(JSON.parse(validated.stdout)).toEqual({
        valid: false,
        errors: [
          {
            path: '/layoutParams/structure/itemSpacing',
            keyword: 'type',
            message: 'must be number',
          },
        ],
      });
    }, 30_000);

    test('says in one line what is wrong with bad input, exit 2', async () => {
      const run = await installedTessera(
        ['layout'],
        '{"items": [{"id": "a", "width": -3, "height": 200}], "container": {"width": 600}}',
      );
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe('tessera layout: items[0].width must not be negative\n');
      expect(run.status).toBe(2);
    }, 30_000);
  });

  describe('bundled by Vite into a page, in Chromium', () => {
    let server: StaticServer;
    let browser: Browser;
    let assets: string[];

    beforeAll(async () => {
      const outDir = join(consumer.dir, 'dist');
      const result = await build({
        root: consumer.dir,
        configFile: false,
        logLevel: 'error',
        mode: 'production',
        plugins: [react()],
        build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2048 },
      });
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
        'output' in r ? r.output : [],
      );
      assets = outputs.map((output) => output.fileName);
      const page = readFileSync(join(outDir, 'index.html'), 'utf8').replace(
        SERVER_HTML_MARKER,
        (await serverOutput()).hydratable,
      );
      server = await startServer((path) => {
        if (path === '/') return { text: page, type: 'text/html; charset=utf-8' };
        const picture = /^\/images\/(\d+)\.svg$/.exec(path);
        if (picture !== null)
          return {
            text: `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="100%" height="100%" fill="#7a9"/></svg>`,
            type: 'image/svg+xml',
          };
        const file = normalize(join(outDir, path));
        if (!file.startsWith(outDir) || !existsSync(file)) return undefined;
        // The test server knows no stylesheets' type; a browser takes none without it.
        return file.endsWith('.css')
          ? { text: readFileSync(file, 'utf8'), type: 'text/css' }
          : { file };
      });
      browser = await playwright.launch(chromium);
    }, 180_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    test('has the engine worker and tessera.wasm among its files, the heavy parts apart', () => {
      expect(assets.some((name) => /engine\.worker[^/]*\.js$/.test(name))).toBe(true);
      expect(assets.some((name) => /tessera[^/]*\.wasm$/.test(name))).toBe(true);
      for (const heavy of HEAVY_CHUNKS)
        expect(assets.filter((name) => heavy.test(name))).toHaveLength(1);
    });

    test('places the gallery’s items with the WebAssembly engine and hydrates the server’s document', async () => {
      const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error')
          warnings.push(message.text());
      });
      // Nothing leaves the machine: the document's pictures on the media host are not fetched.
      await page.route('**/*', (route) =>
        route.request().url().startsWith(server.origin) ? route.continue() : route.abort(),
      );
      await page.goto(`${server.origin}/`);
      await page.waitForFunction(
        (count) => document.querySelectorAll('#gallery [data-item-id]').length === count,
        SHAPES_ON_PAGE,
      );
      const drawn = await page.evaluate(() => {
        const gallery = document.querySelector('#gallery [data-tessera-gallery]')!;
        const origin = gallery.getBoundingClientRect();
        return {
          backend: gallery.getAttribute('data-backend'),
          boxes: [...gallery.querySelectorAll('[data-item-id]')].map((item) => {
            const r = item.getBoundingClientRect();
            return [r.left - origin.left, r.top - origin.top, r.width, r.height];
          }),
        };
      });
      const expected = (await serverOutput()).layouts.wasm.rects;
      expect(drawn.backend).toBe('wasm');
      drawn.boxes.flat().forEach((value, i) => expect(value).toBeCloseTo(expected[i], 0));

      // The site hears the gallery's events (spec/001 §4).
      await expect.poll(() => page.locator('#events').textContent()).toMatch(/APP_LOADED/);
      expect(await page.locator('#events').textContent()).toMatch(
        new RegExp(`^GALLERY_CHANGE (ITEM_CREATED ){${SHAPES_ON_PAGE}}`),
      );

      // The document is the server's HTML, hydrated without a mismatch; its gallery then becomes
      // the interactive one.
      await page.waitForSelector('#document [data-tessera-gallery] [data-item-id]');
      expect(await page.locator('#document').textContent()).toContain(DOCUMENT_TEXT);
      expect(await page.locator('#document').getAttribute('data-hydration-errors')).toBeNull();
      expect(warnings.filter((text) => /Tessera/.test(text))).toEqual([]);
      // A page without videos, 3D models or maps never loads their libraries.
      expect(
        server.requests.filter((path) => HEAVY_CHUNKS.some((heavy) => heavy.test(path))),
      ).toEqual([]);
      await page.close();
    }, 60_000);
  });
});
