import { describe, expect, test } from 'vitest';
import { readGalleryItem, readGalleryItems } from './read-item.ts';

const read = (dto: unknown, index = 0) => readGalleryItem(dto, index).item;

describe('the id and the media address (spec/002 §3)', () => {
  test('the id comes from itemId, then photoId', () => {
    expect(read({ itemId: 'i-1', photoId: 'p-1' }).id).toBe('i-1');
    expect(read({ photoId: 'p-1' }).id).toBe('p-1');
    expect(read({ photoId: 42 }).id).toBe('42');
  });

  test('an item built by hand keeps its id; an item with none is named by its index', () => {
    expect(read({ id: 'sample-1' }).id).toBe('sample-1');
    expect(read({ itemId: '', url: 'a.jpg' }, 7).id).toBe('item-7');
  });

  test('the address comes from file_url, mediaUrl, url, then src', () => {
    const all = { file_url: 'f.jpg', mediaUrl: 'm.jpg', url: 'u.jpg', src: 's.jpg' };
    expect(read(all).url).toBe('f.jpg');
    expect(read({ ...all, file_url: undefined }).url).toBe('m.jpg');
    expect(read({ url: 'u.jpg', src: 's.jpg' }).url).toBe('u.jpg');
    expect(read({ src: 'https://static.example/s.jpg' }).url).toBe('https://static.example/s.jpg');
    expect(read({}).url).toBe('');
  });

  test('a script address is no media address; an inline picture is', () => {
    expect(read({ url: 'javascript:alert(1)' }).url).toBe('');
    expect(read({ url: 'java\tscript:alert(1)', src: 'b.jpg' }).url).toBe('b.jpg');
    expect(read({ url: 'data:text/html,<script>alert(1)</script>' }).url).toBe('');
    const svg =
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    expect(read({ url: svg }).url).toBe(svg);
    const video = read({
      metadata: { type: 'video', videoUrl: 'vbscript:x', poster: 'javascript:x' },
    });
    expect([video.videoUrl, video.poster, video.posterUrl]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('the type (spec/002 §3)', () => {
  test.each([
    ['image', 'image'],
    ['video', 'video'],
    ['v', 'video'],
    ['text', 'text'],
    ['h', 'text'],
    ['3d', '3d'],
    ['3D', '3d'],
    ['dummy', 'dummy'],
    ['gif', 'image'],
    [undefined, 'image'],
    [7, 'image'],
  ])('%s is %s', (code, type) => {
    expect(read({ metadata: { type: code } }).type).toBe(type);
    expect(read({ type: code }).type).toBe(type);
  });
});

describe('metadata, or metaData', () => {
  const metadata = {
    type: 'image',
    title: 'Harbour at dawn',
    description: 'Boats in the morning mist',
    alt: 'Fishing boats in a harbour',
    fileName: 'harbour.jpg',
    focalPoint: [0.25, 0.8],
    width: 4000,
    height: 3000,
  };

  test.each(['metadata', 'metaData'])('%s gives title, description, alt and file name', (name) => {
    const item = read({ itemId: 'h', mediaUrl: 'harbour.jpg', [name]: metadata });
    expect(item).toMatchObject({
      title: 'Harbour at dawn',
      description: 'Boats in the morning mist',
      alt: 'Fishing boats in a harbour',
      fileName: 'harbour.jpg',
      focalPoint: { x: 0.25, y: 0.8 },
      width: 4000,
      height: 3000,
    });
  });

  test('without metadata the transport object itself is read', () => {
    expect(
      read({ id: 'x', title: 'T', description: 'D', alt: 'A', width: 10, height: 20 }),
    ).toMatchObject({ title: 'T', description: 'D', alt: 'A', width: 10, height: 20 });
  });

  test('a missing title or description is empty', () => {
    expect(read({ metadata: { title: 5 } })).toMatchObject({ title: '', description: '' });
  });
});

describe('derived display fields (spec/002 §3, §8)', () => {
  test('missing alt text is untitled image, or untitled video for a video', () => {
    expect(read({}).alt).toBe('untitled image');
    expect(read({ metadata: { alt: '   ' } }).alt).toBe('untitled image');
    expect(read({ metadata: { type: 'v' } }).alt).toBe('untitled video');
    expect(read({ metadata: { type: 'text' } }).alt).toBe('untitled image');
    expect(read({ metadata: { altText: 'From the editor' } }).alt).toBe('From the editor');
  });

  test('a missing key is no_key_found', () => {
    expect(read({ key: 'k-9' }).key).toBe('k-9');
    expect(read({ key: 12 }).key).toBe('12');
    expect(read({}).key).toBe('no_key_found');
    expect(read({ key: '' }).key).toBe('no_key_found');
  });

  test('a _paid tag, or the isDemo flag, marks a demo item', () => {
    expect(read({ metadata: { tags: ['sea', '_paid'] } })).toMatchObject({
      isDemo: true,
      tags: ['sea', '_paid'],
    });
    expect(read({ metadata: { isDemo: true } }).isDemo).toBe(true);
    expect(read({ metadata: { tags: ['paid', 3] } })).toMatchObject({
      isDemo: false,
      tags: ['paid'],
    });
  });

  test('a video item plays its own address unless the metadata names a videoUrl', () => {
    expect(read({ url: 'clip.mp4', metadata: { type: 'video' } }).videoUrl).toBe('clip.mp4');
    expect(
      read({
        url: 'poster.jpg',
        metadata: {
          type: 'video',
          videoUrl: 'https://www.youtube.com/watch?v=abc',
          isExternal: true,
        },
      }),
    ).toMatchObject({ videoUrl: 'https://www.youtube.com/watch?v=abc', isExternal: true });
    expect(read({ url: 'a.jpg' })).toMatchObject({ videoUrl: undefined, isExternal: false });
  });
});

describe('focal point (spec/002 §3: default the centre)', () => {
  test.each([
    [undefined, { x: 0.5, y: 0.5 }],
    [[0.1, 0.9], { x: 0.1, y: 0.9 }],
    [
      { x: 0.3, y: 0.6 },
      { x: 0.3, y: 0.6 },
    ],
    [['0.2', '0.4'], { x: 0.2, y: 0.4 }],
    [[0.2], { x: 0.5, y: 0.5 }],
    [[Number.NaN, 0.4], { x: 0.5, y: 0.5 }],
    [[-1, 7], { x: 0, y: 1 }],
    ['centre', { x: 0.5, y: 0.5 }],
  ])('%j is %j', (focalPoint, expected) => {
    expect(read({ metadata: { focalPoint } }).focalPoint).toEqual(expected);
  });
});

describe('video fields: posters and qualities', () => {
  test('the custom poster comes first, then the poster, then the largest poster', () => {
    const posters = [
      { url: 'small.jpg', width: 320, height: 180 },
      { url: 'large.jpg', width: 1920, height: 1080 },
    ];
    expect(read({ metadata: { type: 'video', posters } })).toMatchObject({
      posters,
      posterUrl: 'large.jpg',
    });
    expect(
      read({
        metadata: { type: 'video', posters, poster: { url: 'p.jpg', width: 640, height: 360 } },
      }),
    ).toMatchObject({ poster: { url: 'p.jpg', width: 640, height: 360 }, posterUrl: 'p.jpg' });
    expect(
      read({ metadata: { type: 'video', posters, poster: 'p.jpg', customPoster: 'mine.jpg' } }),
    ).toMatchObject({ poster: { url: 'p.jpg' }, customPoster: 'mine.jpg', posterUrl: 'mine.jpg' });
  });

  test('qualities keep their name, size and address', () => {
    const qualities = [
      { quality: '480p', width: 854, height: 480, url: 'v/480.mp4', formats: ['mp4'] },
      'junk',
      { quality: '1080p', url: 'javascript:alert(1)' },
    ];
    expect(read({ metadata: { type: 'video', qualities } }).qualities).toEqual([
      { quality: '480p', width: 854, height: 480, url: 'v/480.mp4' },
      { quality: '1080p' },
    ]);
  });

  test('video placeholders', () => {
    expect(
      read({ metadata: { isVideoPlaceholder: true, videoPlaceholderUrl: 'loop.mp4' } }),
    ).toMatchObject({ isVideoPlaceholder: true, videoPlaceholderUrl: 'loop.mp4' });
  });
});

describe('text and 3D items', () => {
  test('a text item keeps its html and its style, and is sized by its text box', () => {
    const item = read({
      itemId: 't1',
      metadata: {
        type: 'h',
        html: '<p style="color:red">Hello <b>there</b></p>',
        textStyle: { backgroundColor: 'rgb(20, 30, 40)', width: 300, height: 200 },
      },
    });
    expect(item).toMatchObject({
      type: 'text',
      html: '<p style="color:red">Hello <b>there</b></p>',
      textStyle: { backgroundColor: 'rgb(20, 30, 40)', width: 300, height: 200 },
      width: 300,
      height: 200,
    });
    expect(read({ metadata: { type: 'text', text: 'Plain words' } }).text).toBe('Plain words');
  });

  test('a 3D item keeps its scene', () => {
    const scene = { url: 'models/chair.glb', transform: { scale: 2 } };
    expect(read({ metadata: { type: '3d', scene } })).toMatchObject({ type: '3d', scene });
    expect(read({ metadata: { type: '3d', scene: 'chair' } }).scene).toBeUndefined();
  });
});

describe('sharpParams (quality and unsharp-mask overrides)', () => {
  test('numbers are kept under their names', () => {
    expect(
      read({
        metadata: { sharpParams: { quality: 75, usm: { usm_r: 1.2, usm_a: 0.5, usm_t: 3 } } },
      }).sharpParams,
    ).toEqual({ quality: 75, usm: { radius: 1.2, amount: 0.5, threshold: 3 } });
    expect(read({ sharpParams: { usm: { usm_r: 'x' }, quality: '80' } }).sharpParams).toEqual({
      quality: 80,
    });
    expect(read({}).sharpParams).toEqual({});
  });
});

describe('the size the layouter gets', () => {
  test('the transport object, then the metadata, gives the size', () => {
    expect(read({ width: 800, height: 600, metadata: { width: 1, height: 2 } })).toMatchObject({
      width: 800,
      height: 600,
    });
    expect(read({ width: 0, metadata: { width: 1200, height: '900' } })).toMatchObject({
      width: 1200,
      height: 900,
    });
  });

  test('a missing or bad side counts as 1, as the reference layouter reads it', () => {
    expect(read({})).toMatchObject({ width: 1, height: 1 });
    expect(read({ width: -5, height: Number.POSITIVE_INFINITY })).toMatchObject({
      width: 1,
      height: 1,
    });
    expect(read({ width: 0.5, height: 'tall' })).toMatchObject({ width: 1, height: 1 });
  });
});

describe('the rest of the transport object', () => {
  test('orderIndex, hash, seed, idx, exif, lastModified, sourceName', () => {
    const item = read(
      {
        itemId: 'x',
        orderIndex: 3,
        hash: 'abc123',
        seed: 0.42,
        metadata: { exif: { Model: 'X100' }, lastModified: 1700000000000, sourceName: 'private' },
      },
      5,
    );
    expect(item).toMatchObject({
      orderIndex: 3,
      hash: 'abc123',
      seed: 0.42,
      idx: 5,
      exif: { Model: 'X100' },
      lastModified: 1700000000000,
      sourceName: 'private',
    });
  });

  test('direct links are resolved by the link rules', () => {
    const item = read({
      directLink: 'www.site.example/gallery/x',
      directShareLink: { url: 'https://site.example/s/x' },
    });
    expect([item.directLink, item.directShareLink]).toEqual([
      'https://www.site.example/gallery/x',
      'https://site.example/s/x',
    ]);
  });

  test('secondary media is read as an item of its own', () => {
    const item = read({
      itemId: 'main',
      url: 'main.jpg',
      width: 100,
      height: 100,
      secondaryMedia: {
        itemId: 'hover',
        url: 'hover.mp4',
        metadata: { type: 'video', width: 1920, height: 1080 },
        secondaryMedia: { itemId: 'deeper' },
      },
    });
    expect(item.secondaryMedia).toMatchObject({
      id: 'hover',
      type: 'video',
      url: 'hover.mp4',
      videoUrl: 'hover.mp4',
      width: 1920,
      height: 1080,
    });
    expect(item.secondaryMedia?.secondaryMedia).toBeUndefined();
    expect(read({ secondaryMedia: 'hover.jpg' }).secondaryMedia).toBeUndefined();
  });
});

describe('missing transport objects (spec/002 §8)', () => {
  test.each([undefined, null, 0, 'a.jpg', [], true])(
    '%j is reported and read as an empty object',
    (dto) => {
      const { item, problems } = readGalleryItem(dto, 4);
      expect(problems).toEqual([{ index: 4, message: 'Item has no DTO' }]);
      expect(item).toMatchObject({
        id: 'item-4',
        type: 'image',
        url: '',
        width: 1,
        height: 1,
        alt: 'untitled image',
        key: 'no_key_found',
        linkType: 'none',
        focalPoint: { x: 0.5, y: 0.5 },
      });
    },
  );

  test('an empty object is no problem', () => {
    expect(readGalleryItem({}, 0).problems).toEqual([]);
  });

  test('readGalleryItems reads each item with its index and gathers the problems', () => {
    const { items, problems } = readGalleryItems([{ itemId: 'a' }, null, { photoId: 'c' }]);
    expect(items.map((item) => [item.id, item.idx])).toEqual([
      ['a', 0],
      ['item-1', 1],
      ['c', 2],
    ]);
    expect(problems).toEqual([{ index: 1, message: 'Item has no DTO' }]);
  });

  test('a hole in the list is a missing transport object', () => {
    // eslint-disable-next-line no-sparse-arrays
    const { items, problems } = readGalleryItems([, { itemId: 'b' }]);
    expect(items.map((item) => item.id)).toEqual(['item-0', 'b']);
    expect(problems).toEqual([{ index: 0, message: 'Item has no DTO' }]);
  });

  test('anything but an array holds no items', () => {
    expect(readGalleryItems(undefined)).toEqual({ items: [], problems: [] });
    expect(readGalleryItems({ 0: {} })).toEqual({ items: [], problems: [] });
  });

  test('the transport objects are not changed', () => {
    const dtos = [{ itemId: 'a', metadata: { link: { url: 'x.example' }, tags: ['_paid'] } }];
    const copy = structuredClone(dtos);
    readGalleryItems(dtos);
    expect(dtos).toEqual(copy);
  });

  test('the items the UI builds by hand read back to themselves', () => {
    const handMade = {
      id: 'sample-1',
      width: 1600,
      height: 1200,
      url: 'samples/01.svg',
      alt: 'Dawn',
    };
    expect(read(handMade)).toMatchObject(handMade);
  });
});
