import { describe, expect, it, test } from 'vitest';
import { renderGalleryToString } from './render-gallery.ts';

const items = Array.from({ length: 6 }, (_, i) => ({
  itemId: `item-${i}`,
  mediaUrl: `https://pictures.example/p${i}.jpg`,
  metaData: { width: 400 + i * 100, height: 500, type: 'image', alt: `Picture ${i}` },
}));

describe('renderGalleryToString', () => {
  it('writes the stylesheet, the ranges and every item with its picture', () => {
    const html = renderGalleryToString({ items, options: { galleryLayout: 2 }, id: 'shop' });
    expect(html).toMatch(/^<div data-tessera-layout="shop" data-tessera-breakpoints="320(,\d+)*">/);
    expect(html).toContain('<style>[data-tessera-layout="shop"]{container-type:inline-size;');
    expect(html).not.toContain('data-tessera-gallery=""'); // no interactive gallery on the server
    for (let i = 0; i < 6; i++)
      expect(html).toContain(
        `<div class="_${i}" data-idx="${i}"><img src="https://pictures.example/p${i}.jpg" alt="Picture ${i}"`,
      );
  });

  it('refuses an id that cannot scope a stylesheet', () => {
    expect(() => renderGalleryToString({ items, options: {}, id: 'a"b' })).toThrow(
      "A server-rendered gallery's id is letters, digits, '-' and '_': a\"b",
    );
  });
});

test('a gallery without items is an empty box', () => {
  const html = renderGalleryToString({ items: [], options: {}, id: 'none' });
  expect(html).toContain('data-tessera-breakpoints="320"');
  expect(html).toContain('<div class="_g" data-tessera-static-gallery=""></div>');
});

test('a horizontal gallery is a strip at its height, in the room its arrows and thumbnails take', () => {
  const html = renderGalleryToString({
    items,
    options: { galleryLayout: 3, layoutParams_navigationArrows_position: 'OUTSIDE_GALLERY' },
    id: 'strip',
    containerHeight: 400,
  });
  // The 120 px thumbnails below; the 23 px arrows with their 40 px margin on either side.
  expect(html).toContain(
    '<div style="padding-top:0;padding-bottom:120px;padding-left:63px;padding-right:63px" data-tessera-static-gallery=""><div class="_g">',
  );
  // One item a gallery wide (the container less the arrows' room), the next after it.
  expect(html).toContain(
    '._g{height:280px}._0{left:0;top:0;width:calc(100cqw - 126px);height:280px}',
  );
  expect(html).toContain('._1{left:calc(100cqw - 126px);top:0;width:calc(100cqw - 126px)');
  // The first screen at any width up to 2560 px: the first items; the rest wait for the view.
  expect(html).not.toContain('._3{');
  expect(html).toContain('[data-tessera-layout="strip"] ._g>:nth-child(n+4){display:none}');
  for (let i = 0; i < 6; i++)
    expect(html).toContain(
      `<div class="_${i}" data-idx="${i}"><img src="https://pictures.example/p${i}.jpg" alt="Picture ${i}"`,
    );
});
