import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createItemReader } from './item-reader.ts';
import { itemSizes } from './item-size.ts';
import { readGalleryItems } from './read-item.ts';
import { readItemSizes } from './read-sizes.ts';

describe('reading only the sizes (for the layouter)', () => {
  test('sizes from the transport object, its metadata, a text box; missing objects reported', () => {
    const { sizes, problems } = readItemSizes([
      { itemId: 'a', width: 4000, height: 3000 },
      { photoId: 'b', metaData: { width: '1080', height: 1920 } },
      null,
      { metadata: { type: 'text', textStyle: { width: 300, height: 200 } } },
      { itemWidth: 640, itemHeight: 480 },
    ]);
    expect([...sizes]).toEqual([4000, 3000, 1080, 1920, 1, 1, 300, 200, 640, 480]);
    expect(problems).toEqual([{ index: 2, message: 'Item has no DTO' }]);
  });

  test('from an index on: the sizes of items the host appended', () => {
    const dtos = [{ width: 10, height: 20 }, undefined, { width: 30, height: 40 }];
    const { sizes, problems } = readItemSizes(dtos, 1);
    expect([...sizes]).toEqual([1, 1, 30, 40]);
    expect(problems).toEqual([{ index: 1, message: 'Item has no DTO' }]);
    expect(readItemSizes(dtos, 9).sizes.length).toBe(0);
    expect(readItemSizes('items').sizes.length).toBe(0);
  });

  test('always the sizes the whole reading gives', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.jsonValue(), fc.anything()), { maxLength: 12 }), (dtos) => {
        const { items, problems } = readGalleryItems(dtos);
        const sizesOnly = readItemSizes(dtos);
        expect([...sizesOnly.sizes]).toEqual([...itemSizes(items)]);
        expect(sizesOnly.problems).toEqual(problems);
      }),
      { numRuns: 500 },
    );
  });
});

describe('reading items on demand', () => {
  test('an item is read once while its transport object and index stay', () => {
    const reader = createItemReader();
    const dto = { itemId: 'a', url: 'a.jpg', metadata: { title: 'First' } };
    const first = reader.read(dto, 0);
    expect(first).toMatchObject({ id: 'a', url: 'a.jpg', title: 'First', idx: 0 });
    expect(reader.read(dto, 0)).toBe(first);
    expect(reader.read(dto, 3)).toMatchObject({ id: 'a', idx: 3 });
    expect(reader.read({ ...dto, metadata: { title: 'Changed' } }, 0).title).toBe('Changed');
  });

  test('only the items read most recently are kept: an older one is read again, equal but new', () => {
    const reader = createItemReader({}, 2);
    const [a, b, c] = ['a', 'b', 'c'].map((id) => ({ itemId: id, url: `${id}.jpg` }));
    const firstA = reader.read(a, 0);
    const firstB = reader.read(b, 1);
    expect(reader.read(a, 0)).toBe(firstA);
    // a was read after b, so c pushes b out.
    reader.read(c, 2);
    expect(reader.read(a, 0)).toBe(firstA);
    const againB = reader.read(b, 1);
    expect(againB).not.toBe(firstB);
    expect(againB).toEqual(firstB);
  });

  test('missing transport objects give the empty item, and the link settings apply', () => {
    const reader = createItemReader({ links: { baseUrl: 'https://site.example' } });
    expect(reader.read(undefined, 2)).toMatchObject({ id: 'item-2', alt: 'untitled image' });
    expect(reader.read({ link: { type: 'page', url: '/shop' } }, 0).linkUrl).toBe(
      'https://site.example/shop',
    );
  });

  test('the sizes of 100,000 items come out in order (their speed is a benchmark matter)', () => {
    const dtos = Array.from({ length: 100_000 }, (_, i) => ({
      itemId: `id-${i}`,
      mediaUrl: `a27d24_${i}~mv2.jpg`,
      metaData: { type: 'image', width: 1000 + (i % 500), height: 800, title: `Picture ${i}` },
    }));
    const { sizes } = readItemSizes(dtos);
    expect(sizes.length).toBe(200_000);
    expect(sizes[2 * 99_999]).toBe(1000 + (99_999 % 500));
    expect(sizes[2 * 99_999 + 1]).toBe(800);
  });
});
