// The GALLERY node on the server (renderViewerToHtml): the items placed by the gallery layout
// stylesheet at the positions the gallery's own option engine and layouter give them at each
// container width (spec/000 §7), with their pictures' addresses from the image engine at the
// default container of spec/000 §9 and their alt texts; links where items are links.

import { describe, expect, test } from 'vitest';
import { createTsEngine, RECT_STRIDE } from '../../../../../bindings/index.ts';
import type { RicosDocument } from '../../../content/node.ts';
import { galleryLayout } from '../../../gallery/model/gallery-layout-params.ts';
import { readItemSizes } from '../../../gallery/model/items/read-sizes.ts';
import { DEFAULT_VIEWPORT } from '../../../gallery/model/options/defaults.ts';
import { renderViewerToHtml } from '../../server.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { readGalleryContent } from './gallery-data.ts';
import { containerHeight } from './gallery-container.ts';
import { corpusDocument, galleryNodes } from './testing/corpus-galleries.ts';
import { readStylesheet } from '../../../gallery/model/breakpoints/testing/read-stylesheet.ts';

interface DrawnItem {
  className: string;
  left: number;
  top: number;
  width: number;
  height: number;
  tag: string;
  href?: string;
  src?: string;
  alt?: string;
}

/** The static gallery's box and items, read from the server's HTML: placed by percentages of a
 *  box of the layout's shape, or by the gallery layout stylesheet written before it (a
 *  horizontal gallery's box in a frame keeping its view's room: `room`, the frame's style). */
function staticGallery(html: string, nth = 0) {
  const boxes = [
    ...html.matchAll(
      /<div (?:class="[^"]*"(?: style="aspect-ratio:([\d.]+) \/ ([\d.]+)")?|style="([^"]*)") data-tessera-static-gallery="">/g,
    ),
  ];
  const box = boxes[nth];
  const end = html.indexOf('</div></div>', box.index);
  const part = html.slice(box.index, end);
  const items: DrawnItem[] = [
    ...part.matchAll(
      /<(div|a) class="([^"]*)"(?: style="left:([\d.]+)%;top:([\d.]+)%;width:([\d.]+)%;height:([\d.]+)%")?([^>]*)><img [^>]*src="([^"]*)" alt="([^"]*)"/g,
    ),
  ].map((m) => ({
    tag: m[1],
    className: m[2],
    left: Number(m[3]),
    top: Number(m[4]),
    width: Number(m[5]),
    height: Number(m[6]),
    href: /href="([^"]*)"/.exec(m[7])?.[1],
    src: m[8].replace(/&amp;/g, '&'),
    alt: m[9],
  }));
  const styles = [
    ...html
      .slice(0, box.index)
      .matchAll(/<style data-tessera-breakpoints="([\d,]*)">(.*?)<\/style>/g),
  ];
  const style = styles[styles.length - 1];
  return {
    width: Number(box[1]),
    height: Number(box[2]),
    room: box[3],
    items,
    count: boxes.length,
    breakpoints: style?.[1].split(',').map(Number),
    stylesheet: style?.[2],
  };
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

  test('its stylesheet draws every item where the layouter puts it, at each range’s first width', async () => {
    const errors: unknown[] = [];
    const logger = recordingLogger();
    const html = await renderViewerToHtml({ content, logger, onError: (e) => errors.push(e) });
    expect(errors).toEqual([]);
    expect(logger.errors).toEqual([]);
    const drawn = staticGallery(html);
    expect(drawn.items).toHaveLength(3);
    drawn.items.forEach((item, i) => expect(item.className).toMatch(new RegExp(`(^| )_${i}$`)));
    expect(drawn.breakpoints![0]).toBe(320);
    for (const width of [...drawn.breakpoints!, 2560]) {
      const layout = expectedLayout(content, { width, height: 500 });
      const placed = readStylesheet(drawn.stylesheet!, width);
      // To a few thousandths of a pixel: well within one of the browser's layout units (1/64 px).
      expect(placed.height).toBeCloseTo(layout.height, 2);
      placed.items.forEach((rect, i) =>
        rect.forEach((value, k) => expect(value).toBeCloseTo(layout.rects[i * RECT_STRIDE + k], 2)),
      );
    }
    // GRID, ratio 1, 20 apart at the default width: three squares side by side in one row.
    const [a, b, c] = [...readStylesheet(drawn.stylesheet!, 980).items.values()];
    expect([a[1], b[1], c[1]]).toEqual([0, 0, 0]);
    expect(b[0]).toBeGreaterThan(a[0] + a[2]);
    expect(a[3]).toBeCloseTo(a[2], 6);
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

  test('on a phone its pictures are sized for 320 wide', async () => {
    const phone = staticGallery(
      await renderViewerToHtml({ content, isMobile: true, logger: recordingLogger() }),
    );
    const width = (src: string) => Number(/w_(\d+),/.exec(src)![1]);
    expect(width(phone.items[0].src!)).toBeLessThanOrEqual(320);
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

describe('the corpus’s horizontal galleries on the server', () => {
  const content = corpusDocument('e2e__gallery-layouts.json');
  const horizontal = galleryNodes(content.nodes).flatMap((node, nth) => {
    const gallery = readGalleryContent(node, { isMobile: false, links: {}, canExpand: false });
    const { options } = galleryLayout(gallery.options, { width: 980, height: 500 });
    return options.layoutParams_structure_scrollDirection === 'HORIZONTAL'
      ? [{ nth, gallery, type: gallery.content.layout.type }]
      : [];
  });

  test('each strip is placed by its stylesheet where the layouter puts it, at the node’s height for each width', async () => {
    expect(horizontal.map(({ type }) => type)).toEqual([
      'SLIDER',
      'THUMBNAIL',
      'FULLSIZE',
      'COLUMN',
    ]);
    const html = await renderViewerToHtml({ content, logger: recordingLogger() });
    for (const { nth, gallery, type } of horizontal) {
      const drawn = staticGallery(html, nth);
      expect(drawn.items, type).toHaveLength(gallery.items.length);
      const sizes = gallery.items.map((item) => item.metaData);
      for (const width of [...drawn.breakpoints!, 2560]) {
        // spec/000 §9: a SLIDER as tall as its width times its items' shape; a THUMBNAIL 620.
        const container = { width, height: containerHeight(type, width, sizes) };
        const { params } = galleryLayout(gallery.options, container, {
          viewport: DEFAULT_VIEWPORT,
        });
        const layout = createTsEngine().layout(readItemSizes(gallery.items).sizes, params);
        const placed = readStylesheet(drawn.stylesheet!, width);
        expect(placed.height, `${type} at ${width}px`).toBeCloseTo(layout.height, 2);
        placed.items.forEach((rect, i) =>
          rect.forEach((value, k) =>
            expect(value, `${type} item ${i} at ${width}px`).toBeCloseTo(
              layout.rects[i * RECT_STRIDE + k],
              2,
            ),
          ),
        );
      }
    }
    // The thumbnail strip below the THUMBNAIL gallery keeps its room: 120 px thumbnails.
    expect(staticGallery(html, horizontal[1].nth).room).toBe(
      'padding-top:0;padding-bottom:120px;padding-left:0;padding-right:0',
    );
    expect(staticGallery(html, horizontal[0].nth).room).toBe(
      'padding-top:0;padding-bottom:0;padding-left:0;padding-right:0',
    );
  });
});
