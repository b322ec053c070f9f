// A document with galleries, rendered by the viewer's server renderer and hydrated by the viewer
// in a frame as wide as a site's container: the gallery layout stylesheet places each item from
// the first paint, the interactive galleries take over where it placed them, the pictures load,
// and the cumulative layout shift (PerformanceObserver 'layout-shift', buffered) stays 0. So for
// the galleries that scroll down the page, and for those that scroll sideways (a SLIDER as tall as
// its width times its items' shape, a THUMBNAIL gallery with its strip, a FULLSIZE, a COLUMN),
// whose horizontal view then shows the items the static strip showed, where it showed them.

import { afterEach, expect, test } from 'vitest';
import type { RicosDocument, RicosNode } from '../../../content/node.ts';
import { galleryLayout } from '../../../gallery/model/gallery-layout-params.ts';
import { renderViewerToHtml } from '../../server.ts';
import { tsImageUrlEngine } from '../../../../../bindings/ts-image-url.ts';
import { CORPUS_ENTRIES } from '../../testing/corpus-documents.ts';
import { readGalleryContent } from './gallery-data.ts';
import { closeFrames, openFrame } from '../../../gallery/ui/server/testing/server-page.ts';
import { localPictures } from './testing/local-pictures.ts';

const SCRIPT = '/web/src/viewer/nodes/gallery/testing/hydrate-viewer-page.ts';
/** Vitest serves the page's script with its dynamic imports wrapped for its own runner. */
const RUNNER_SHIM =
  '<script>globalThis.__vitest_browser_runner__ = { wrapDynamicImport: (f) => f() };</script>';
const WIDTHS = [320, 375, 768, 1024, 1280, 1920, 2560];

afterEach(closeFrames);

type Direction = 'VERTICAL' | 'HORIZONTAL';

function scrolls(node: RicosNode): Direction {
  const gallery = readGalleryContent(node, { isMobile: false, links: {}, canExpand: false });
  const { options } = galleryLayout(gallery.options, { width: 980, height: 500 });
  return options.layoutParams_structure_scrollDirection as Direction;
}

/** The corpus's galleries that scroll in `direction`, each after a paragraph. */
async function galleryDocument(direction: Direction): Promise<RicosDocument> {
  const corpus = await CORPUS_ENTRIES.find((e) => e.name === 'e2e__gallery-layouts')!.load();
  const galleries = corpus.nodes.filter(
    (node) => node.type === 'GALLERY' && scrolls(node) === direction,
  );
  const paragraph = (id: string): RicosNode => ({
    id,
    type: 'PARAGRAPH',
    nodes: [{ id: `${id}t`, type: 'TEXT', nodes: [], textData: { text: 'Text', decorations: [] } }],
    paragraphData: {},
  });
  return {
    ...corpus,
    nodes: galleries.flatMap((node, i) => [paragraph(`p${i}`), node]),
  };
}

/**
 * The viewer's styles are in the page's head, as a site links them: those this test's own page
 * has (Vite puts each CSS module the viewer imports there), so the first paint has them.
 */
function page(html: string, content: RicosDocument, withScript = true): string {
  const json = JSON.stringify(content).replace(/</g, '\\u003c');
  const styles = [...document.querySelectorAll('style[data-vite-dev-id]')]
    .map((style) => style.outerHTML)
    .join('');
  const script = withScript ? `${RUNNER_SHIM}<script type="module" src="${SCRIPT}"></script>` : '';
  return `<!doctype html><html><head><style>body{margin:0}</style>${styles}${script}</head><body>
<div id="host">${html}</div><p>After the document</p>
<script type="application/json" id="content">${json}</script></body></html>`;
}

async function layoutShift(win: Window): Promise<number> {
  await new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 50)));
  return new Promise((resolve) => {
    let total = 0;
    const observer = new (win as typeof window).PerformanceObserver((list) => {
      for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    win.setTimeout(() => {
      observer.disconnect();
      resolve(total);
    }, 300);
  });
}

/** Each gallery node's items shown in its frame (left, top, width, height against it), by index. */
function shownItems(doc: Document, selector: string): Map<number, number[]>[] {
  return [...doc.querySelectorAll('[data-tessera-gallery-node]')].map((node) => {
    const box = node.getBoundingClientRect();
    const shown = new Map<number, number[]>();
    for (const item of node.querySelectorAll(selector)) {
      const rect = item.getBoundingClientRect();
      if (rect.right <= box.left || rect.left >= box.right) continue;
      const at = [rect.left - box.left, rect.top - box.top, rect.width, rect.height];
      shown.set(Number(item.getAttribute('data-idx')), at);
    }
    return shown;
  });
}

/** Chromium lays out in 1/64 px. */
const LAYOUT_UNIT = 1 / 64;

test.each<Direction>(['VERTICAL', 'HORIZONTAL'])(
  'a server-rendered document’s galleries scrolling %s do not shift from the first paint through hydration',
  async (direction) => {
    const content = await galleryDocument(direction);
    const galleries = content.nodes.filter((node) => node.type === 'GALLERY').length;
    expect(galleries).toBeGreaterThan(2);
    const html = await renderViewerToHtml(
      { content, imageEngine: tsImageUrlEngine, services: { galleryMediaUrl: localPictures } },
      { hydratable: true },
    );
    expect(html.match(/<style data-tessera-breakpoints="320/g)).toHaveLength(galleries);
    for (const width of WIDTHS) {
      let statics: Map<number, number[]>[] = [];
      if (direction === 'HORIZONTAL') {
        const still = await openFrame(width, page(html, content, false));
        statics = shownItems(still.contentDocument!, '[data-tessera-static-gallery] [data-idx]');
        still.remove();
      }
      const frame = await openFrame(width, page(html, content));
      const doc = frame.contentDocument!;
      // Never an empty frame: a node's static items stay until its view shows its items.
      const nodes = () => [...doc.querySelectorAll('[data-tessera-gallery-node]')];
      let empty = false;
      await expect
        .poll(
          () => {
            empty ||= nodes().some(
              (node) =>
                node.querySelector('[data-tessera-static-gallery]') === null &&
                node.querySelector('[data-tessera-gallery] [data-idx]') === null,
            );
            return doc.querySelectorAll('[data-tessera-static-gallery]').length;
          },
          { timeout: 20_000, interval: 10 },
        )
        .toBe(0);
      expect(empty, `an empty gallery at ${width}px`).toBe(false);
      expect(doc.querySelectorAll('[data-tessera-gallery]')).toHaveLength(galleries);
      // Hydrated as the server drew it: no mismatch drawn again in the browser.
      expect(doc.documentElement.dataset.recoverable).toBeUndefined();
      // The pictures in view load (a lazy one of a frame beyond the test page's viewport may not
      // start: it is not waited for past a few seconds).
      const loadedInView = () =>
        [...doc.querySelectorAll('img')]
          .filter((img) => img.getBoundingClientRect().top < 900)
          .every((img) => img.complete);
      for (let i = 0; i < 100 && !loadedInView(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(await layoutShift(frame.contentWindow!), `CLS at ${width}px`).toBe(0);
      // The horizontal view shows the items the static strip showed, where it showed them.
      if (direction === 'HORIZONTAL')
        shownItems(doc, '[data-slide] [data-idx]').forEach((shown, nth) => {
          expect([...shown.keys()], `gallery ${nth} at ${width}px`).toEqual([
            ...statics[nth].keys(),
          ]);
          shown.forEach((rect, i) =>
            rect.forEach((value, k) =>
              expect(
                Math.abs(value - statics[nth].get(i)![k]),
                `gallery ${nth} item ${i} edge ${k} at ${width}px`,
              ).toBeLessThanOrEqual(2 * LAYOUT_UNIT),
            ),
          );
        });
      // The measure sees a shift in this frame: push the document down and it counts.
      doc.body.prepend(Object.assign(doc.createElement('div'), { style: 'height:200px' }));
      expect(await layoutShift(frame.contentWindow!)).toBeGreaterThan(0);
      frame.remove();
    }
  },
);
