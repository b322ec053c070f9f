// A document with galleries, rendered by the viewer's server renderer and hydrated by the viewer
// in a frame as wide as a site's container: the gallery layout stylesheet places each item from
// the first paint, the interactive galleries take over where it placed them, the pictures load,
// and the cumulative layout shift (PerformanceObserver 'layout-shift', buffered) stays 0.

import { afterEach, expect, test } from 'vitest';
import type { RicosDocument, RicosNode } from '../../../content/node.ts';
import { galleryLayout } from '../../../gallery/model/gallery-layout-params.ts';
import { renderViewerToHtml } from '../../server.ts';
import { tsImageUrlEngine } from '../../../../../bindings/ts-image-url.ts';
import { CORPUS_ENTRIES } from '../../testing/corpus-documents.ts';
import { readGalleryContent } from './gallery-data.ts';
import { localPictures } from './testing/local-pictures.ts';

const SCRIPT = '/web/src/viewer/nodes/gallery/testing/hydrate-viewer-page.ts';
/** Vitest serves the page's script with its dynamic imports wrapped for its own runner. */
const RUNNER_SHIM =
  '<script>globalThis.__vitest_browser_runner__ = { wrapDynamicImport: (f) => f() };</script>';
const WIDTHS = [320, 375, 768, 1024, 1280, 1920, 2560];

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((frame) => frame.remove()));

function vertical(node: RicosNode): boolean {
  const gallery = readGalleryContent(node, { isMobile: false, links: {}, canExpand: false });
  const { options } = galleryLayout(gallery.options, { width: 980, height: 500 });
  return options.layoutParams_structure_scrollDirection === 'VERTICAL';
}

/** The corpus's galleries that scroll down the page, each after a paragraph. */
async function galleryDocument(): Promise<RicosDocument> {
  const corpus = await CORPUS_ENTRIES.find((e) => e.name === 'e2e__gallery-layouts')!.load();
  const galleries = corpus.nodes.filter((node) => node.type === 'GALLERY' && vertical(node));
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
function page(html: string, content: RicosDocument): string {
  const json = JSON.stringify(content).replace(/</g, '\\u003c');
  const styles = [...document.querySelectorAll('style[data-vite-dev-id]')]
    .map((style) => style.outerHTML)
    .join('');
  return `<!doctype html><html><head><style>body{margin:0}</style>${styles}${RUNNER_SHIM}
<script type="module" src="${SCRIPT}"></script></head><body>
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

test('a server-rendered document’s galleries do not shift from the first paint through hydration', async () => {
  const content = await galleryDocument();
  const galleries = content.nodes.filter((node) => node.type === 'GALLERY').length;
  expect(galleries).toBeGreaterThan(2);
  const html = await renderViewerToHtml(
    { content, imageEngine: tsImageUrlEngine, services: { galleryMediaUrl: localPictures } },
    { hydratable: true },
  );
  expect(html.match(/<style data-tessera-breakpoints="320/g)).toHaveLength(galleries);
  for (const width of WIDTHS) {
    const frame = document.createElement('iframe');
    frame.style.cssText = `width:${width}px;height:900px;border:0;display:block`;
    frames.push(frame);
    const loaded = new Promise((resolve) =>
      frame.addEventListener('load', resolve, { once: true }),
    );
    frame.srcdoc = page(html, content);
    document.body.append(frame);
    await loaded;
    const doc = frame.contentDocument!;
    await expect
      .poll(() => doc.querySelectorAll('[data-tessera-static-gallery]').length, {
        timeout: 20_000,
      })
      .toBe(0);
    expect(doc.querySelectorAll('[data-tessera-gallery]')).toHaveLength(galleries);
    // The pictures in view load (a lazy one of a frame beyond the test page's viewport may not
    // start: it is not waited for past a few seconds).
    const loadedInView = () =>
      [...doc.querySelectorAll('img')]
        .filter((img) => img.getBoundingClientRect().top < 900)
        .every((img) => img.complete);
    for (let i = 0; i < 100 && !loadedInView(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await layoutShift(frame.contentWindow!), `CLS at ${width}px`).toBe(0);
    // The measure sees a shift in this frame: push the document down and it counts.
    doc.body.prepend(Object.assign(doc.createElement('div'), { style: 'height:200px' }));
    expect(await layoutShift(frame.contentWindow!)).toBeGreaterThan(0);
    frame.remove();
  }
});
