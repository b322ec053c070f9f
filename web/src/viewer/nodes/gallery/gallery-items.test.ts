// Content gallery items -> the gallery's transport objects and the full-screen viewer's items
// (spec/000 §3 "Gallery item"): image or video, title, alt text and link; untrusted sources left out.

import { describe, expect, test } from 'vitest';
import { readGalleryItem } from '../../../gallery/model/items/read-item.ts';
import { readGalleryItems } from './gallery-items.ts';
import { corpusDocument, galleryNodes } from './testing/corpus-galleries.ts';

const image = (src: object, extra: object = {}) => ({
  image: { media: { src, width: 1200, height: 800 } },
  ...extra,
});

describe('an image item', () => {
  test('keeps its media-host id, size, title and alt text', () => {
    const [item] = readGalleryItems(
      [image({ id: 'abc_123.jpg' }, { title: ' Dunes ', altText: 'Sand at dusk' })],
      {},
    );
    expect(item.transport).toEqual({
      itemId: '0',
      mediaUrl: 'abc_123.jpg',
      metaData: {
        type: 'image',
        width: 1200,
        height: 800,
        title: 'Dunes',
        alt: 'Sand at dusk',
      },
    });
    expect(item.fullscreen).toEqual({
      kind: 'image',
      id: 'abc_123.jpg',
      width: 1200,
      height: 800,
      title: 'Dunes',
      alt: 'Sand at dusk',
    });
  });

  test('a full http(s) address is kept as an address', () => {
    const [item] = readGalleryItems([image({ url: 'https://cdn.example/a.png' })], {});
    expect(item.transport.mediaUrl).toBe('https://cdn.example/a.png');
    expect(item.fullscreen).toMatchObject({ url: 'https://cdn.example/a.png' });
    expect(item.fullscreen).not.toHaveProperty('id');
  });

  test('its link goes through the viewer’s link rules: base URL, target, rel and anchors', () => {
    const items = readGalleryItems(
      [
        image({ id: 'a.jpg' }, { image: undefined }),
        {
          image: {
            media: { src: { id: 'a.jpg' }, width: 1, height: 1 },
            link: { url: 'www.wix.com', target: 'TOP', rel: { nofollow: true } },
          },
        },
        { image: { media: { src: { id: 'b.jpg' } }, link: { url: '/about' } } },
        { image: { media: { src: { id: 'c.jpg' } }, link: { anchor: 'intro' } } },
        { image: { media: { src: { id: 'd.jpg' } }, link: { url: 'javascript:alert(1)' } } },
      ],
      { baseUrl: 'https://site.example' },
    );
    expect(items.map((item) => item.transport.metaData.link)).toEqual([
      { url: 'https://www.wix.com', target: '_top', rel: { nofollow: true } },
      { url: 'https://site.example/about', target: '_blank', rel: undefined },
      { url: '#viewer-intro', target: '_self', rel: undefined },
      undefined,
    ]);
    // As the gallery reads it.
    const read = readGalleryItem(items[0].transport, 0).item;
    expect([read.linkUrl, read.linkOpenType, read.linkRel]).toEqual([
      'https://www.wix.com',
      '_top',
      'nofollow',
    ]);
    expect(readGalleryItem(items[2].transport, 2).item.linkUrl).toBe('#viewer-intro');
  });

  test('a source that is not http(s) or a plain media-host path is left out', () => {
    const items = readGalleryItems(
      [
        image({ url: 'javascript:alert(1)' }),
        image({ url: 'data:image/png;base64,AAAA' }),
        image({ id: '../../etc/passwd' }),
        image({ url: 'ftp://example.com/a.jpg' }),
        image({}),
        'not an item',
        image({ id: 'kept.jpg' }),
      ],
      {},
    );
    expect(items.map((item) => item.transport.mediaUrl)).toEqual(['kept.jpg']);
    // Its id is its place among the content's items, so it is stable.
    expect(items[0].transport.itemId).toBe('6');
  });
});

describe('a video item', () => {
  test('plays from the static video host, its thumbnail the poster', () => {
    const [item] = readGalleryItems(
      [
        {
          video: {
            media: {
              src: { url: '0d72ac_31569a98fd8d436f98ae9c827c216443' },
              width: 1920,
              height: 1080,
            },
            thumbnail: { src: { url: '8bb438_cabd.jpg' }, width: 5600, height: 3727 },
          },
          title: 'Clip',
        },
      ],
      {},
    );
    const address = 'https://video.wixstatic.com/0d72ac_31569a98fd8d436f98ae9c827c216443';
    expect(item.transport).toEqual({
      itemId: '0',
      mediaUrl: address,
      metaData: {
        type: 'video',
        width: 1920,
        height: 1080,
        title: 'Clip',
        alt: undefined,
        videoUrl: address,
        poster: { url: '8bb438_cabd.jpg', width: 5600, height: 3727 },
      },
    });
    expect(item.fullscreen).toMatchObject({ kind: 'video', url: address, id: '8bb438_cabd.jpg' });
    const read = readGalleryItem(item.transport, 0).item;
    expect([read.type, read.videoUrl, read.posterUrl]).toEqual([
      'video',
      address,
      '8bb438_cabd.jpg',
    ]);
  });

  test('a linked video keeps its https address; without a size it takes its thumbnail’s', () => {
    const [item] = readGalleryItems(
      [
        {
          video: {
            media: { src: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
            thumbnail: { src: { url: 'https://img.example/t.jpg' }, width: 640, height: 360 },
          },
        },
      ],
      {},
    );
    expect(item.transport.mediaUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(item.transport.metaData).toMatchObject({ width: 640, height: 360 });
  });

  test('a video whose source is not http(s) is left out', () => {
    expect(
      readGalleryItems([{ video: { media: { src: { url: 'javascript:alert(1)' } } } }], {}),
    ).toEqual([]);
  });
});

test('the corpus gallery with titles and a link', () => {
  const [node] = galleryNodes(corpusDocument('e2e__gallery-with-title-and-link.json').nodes);
  const items = readGalleryItems((node.galleryData as { items: unknown }).items, {});
  expect(items.map(({ transport }) => [transport.mediaUrl, transport.metaData.title])).toEqual([
    ['a27d24_346eb94e9ceb4512b6fe8fdd629ee442~mv2.jpg', 'this is title'],
    ['a27d24_9fc76dfecb75438e939c43077c8ab6ba~mv2.jpg', 'title it is'],
    ['a27d24_2d3bb3c3a75e48c3bac3f82dbc02d4c1~mv2.jpg', undefined],
  ]);
  expect(items[0].transport.metaData.link).toEqual({
    url: 'https://www.wix.com',
    target: '_top',
    rel: undefined,
  });
  // Without alt text, the gallery names the item 'untitled image' (spec/002 §8).
  expect(readGalleryItem(items[2].transport, 2).item.alt).toBe('untitled image');
});
