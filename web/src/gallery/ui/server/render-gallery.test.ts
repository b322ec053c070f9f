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
