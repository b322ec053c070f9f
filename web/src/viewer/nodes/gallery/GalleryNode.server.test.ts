// The GALLERY node on the server (renderViewerToHtml): the items at the positions the gallery's
// own option engine and layouter give them in the default container of spec/000 §9, with their
// pictures' addresses from the image engine and their alt texts; links where items are links.

import { describe, expect, test } from 'vitest';
import { createTsEngine, RECT_STRIDE } from '../../../../../bindings/index.ts';
import type { RicosDocument } from '../../../content/node.ts';
import { galleryLayout } from '../../../gallery/model/gallery-layout-params.ts';
import { readItemSizes } from '../../../gallery/model/items/read-sizes.ts';
import { DEFAULT_VIEWPORT } from '../../../gallery/model/options/defaults.ts';
import { renderViewerToHtml } from '../../server.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { readGalleryContent } from './gallery-data.ts';
import { corpusDocument, galleryNodes } from './testing/corpus-galleries.ts';

interface DrawnItem {
  left: number;
  top: number;
  width: number;
  height: number;
  tag: string;
  href?: string;
  src?: string;
  alt?: string;
}

/** The static gallery's box and items, read from the server's HTML. */
function staticGallery(html: string, nth = 0) {
  const boxes = [
    ...html.matchAll(/style="aspect-ratio:([\d.]+) \/ ([\d.]+)" data-tessera-static-gallery="">/g),
  ];
  const box = boxes[nth];
  const end = html.indexOf('</div></div>', box.index);
  const part = html.slice(box.index, end);
  const items: DrawnItem[] = [
    ...part.matchAll(
      /<(div|a) class="[^"]*" style="left:([\d.]+)%;top:([\d.]+)%;width:([\d.]+)%;height:([\d.]+)%"([^>]*)><img [^>]*src="([^"]*)" alt="([^"]*)"/g,
    ),
  ].map((m) => ({
    tag: m[1],
    left: Number(m[2]),
    top: Number(m[3]),
    width: Number(m[4]),
    height: Number(m[5]),
    href: /href="([^"]*)"/.exec(m[6])?.[1],
    src: m[7].replace(/&amp;/g, '&'),
    alt: m[8],
  }));
  return { width: Number(box[1]), height: Number(box[2]), items, count: boxes.length };
}

/** What the gallery's engine lays the document's first gallery out as, in the default container. */
function expectedLayout(content: RicosDocument, container: { width: number; height: number }) {
  const [node] = galleryNodes(content.nodes);
  const gallery = readGalleryContent(node, { isMobile: false, links: {}, canExpand: false });
  const { params } = galleryLayout(gallery.options, container, { viewport: DEFAULT_VIEWPORT });
  return createTsEngine().layout(readItemSizes(gallery.items).sizes, params);
}

describe('a corpus grid on the server', () => {
  const content = corpusDocument('e2e__gallery-simple.json');

  test('draws every item where the layouter puts it, in a box of the layout’s shape', async () => {
    const errors: unknown[] = [];
    const logger = recordingLogger();
    const html = await renderViewerToHtml({ content, logger, onError: (e) => errors.push(e) });
    expect(errors).toEqual([]);
    expect(logger.errors).toEqual([]);
    const drawn = staticGallery(html);
    const layout = expectedLayout(content, { width: 980, height: 500 });
    expect(drawn.width).toBe(980);
    expect(drawn.height).toBeCloseTo(layout.height);
    expect(drawn.items).toHaveLength(3);
    drawn.items.forEach((item, i) => {
      const at = i * RECT_STRIDE;
      expect(item.left).toBeCloseTo((layout.rects[at] / 980) * 100, 6);
      expect(item.top).toBeCloseTo((layout.rects[at + 1] / layout.height) * 100, 6);
      expect(item.width).toBeCloseTo((layout.rects[at + 2] / 980) * 100, 6);
      expect(item.height).toBeCloseTo((layout.rects[at + 3] / layout.height) * 100, 6);
    });
    // GRID, ratio 1, 20 apart: three squares side by side in one row.
    expect(drawn.items.map((item) => item.top)).toEqual([0, 0, 0]);
    expect(drawn.items[1].left).toBeGreaterThan(drawn.items[0].left + drawn.items[0].width);
    const side = (drawn.items[0].width / 100) * 980;
    expect((drawn.items[0].height / 100) * drawn.height).toBeCloseTo(side, 6);
  });

  test('each picture’s address is the image engine’s, at the item’s size, quality at most 90', async () => {
    const html = await renderViewerToHtml({ content, logger: recordingLogger() });
    const { items } = staticGallery(html);
    const ids = (
      corpusDocument('e2e__gallery-simple.json').nodes.find((n) => n.type === 'GALLERY')!
        .galleryData as { items: Array<{ image: { media: { src: { url: string } } } }> }
    ).items.map((item) => item.image.media.src.url);
    items.forEach((item, i) => {
      expect(item.src).toMatch(
        new RegExp(`^https://static\\.wixstatic\\.com/media/${ids[i]}/v1/fill/w_\\d+,h_\\d+,`),
      );
      expect(item.src).toMatch(/,q_(\d+),/);
      expect(Number(/,q_(\d+),/.exec(item.src!)![1])).toBeLessThanOrEqual(90);
      expect(item.alt).toBe('untitled image');
    });
  });

  test('the hydratable HTML holds only the static items; the interactive gallery mounts in the browser', async () => {
    const html = await renderViewerToHtml(
      { content, logger: recordingLogger() },
      { hydratable: true },
    );
    expect(staticGallery(html).items).toHaveLength(3);
    expect(html).not.toContain('data-tessera-gallery=');
  });

  test('on a phone it is laid out at 320 wide', async () => {
    const html = await renderViewerToHtml({ content, isMobile: true, logger: recordingLogger() });
    expect(staticGallery(html).width).toBe(320);
  });
});

test('every corpus gallery renders its items on the server', async () => {
  for (const file of [
    'e2e__gallery-layouts.json',
    'e2e__migration-content.json',
    'e2e__themeing-info.json',
    'src____tests__--adapterExtractMock.json',
  ]) {
    const content = corpusDocument(file);
    const errors: unknown[] = [];
    const logger = recordingLogger();
    const html = await renderViewerToHtml({ content, logger, onError: (e) => errors.push(e) });
    // The document's own invalid colours are logged (spec/000 §5); nothing else is.
    expect(
      errors.map(String).filter((error) => !error.includes('invalid colour value')),
      file,
    ).toEqual([]);
    // Kinds of other renderers may be missing here; nothing about galleries is logged.
    expect(logger.errors.filter((error) => /gallery/i.test(error))).toEqual([]);
    const galleries = galleryNodes(content.nodes);
    for (let nth = 0; nth < galleries.length; nth++) {
      const items = (galleries[nth].galleryData as { items: unknown[] }).items;
      expect(staticGallery(html, nth).items, `${file} #${nth}`).toHaveLength(items.length);
    }
  }
});

test('a video item shows its thumbnail as the poster', async () => {
  const html = await renderViewerToHtml({
    content: corpusDocument('e2e__migration-content.json'),
    logger: recordingLogger(),
  });
  const srcs = staticGallery(html).items.map((item) => item.src);
  expect(
    srcs.some((src) => src?.includes('/media/8bb438_cabd67053eae45e7ab273832504717ff.jpg/')),
  ).toBe(true);
});

test('with disableExpand an item with a link is that link', async () => {
  const document = corpusDocument('e2e__gallery-with-title-and-link.json');
  const nodes = document.nodes.map((node) =>
    node.type === 'GALLERY'
      ? { ...node, galleryData: { ...(node.galleryData as object), disableExpand: true } }
      : node,
  );
  const html = await renderViewerToHtml({
    content: { ...document, nodes },
    logger: recordingLogger(),
  });
  const { items } = staticGallery(html);
  expect(items.map((item) => [item.tag, item.href])).toEqual([
    ['a', 'https://www.wix.com'],
    ['div', undefined],
    ['div', undefined],
  ]);
  expect(html).toContain('target="_top"');
});

test('the host’s own image addresses are used when it gives them', async () => {
  const html = await renderViewerToHtml({
    content: corpusDocument('e2e__gallery-simple.json'),
    logger: recordingLogger(),
    services: {
      galleryMediaUrl: (_item, url, fit, w, h) => `https://cdn.example/${url}?${fit}&${w}x${h}`,
    },
  });
  for (const item of staticGallery(html).items)
    expect(item.src).toMatch(/^https:\/\/cdn\.example\/8bb438_\w+\.jpg\?fill&\d+x\d+$/);
});
