// A gallery of transport objects (spec/002 §3): the items are placed where the engine lays out
// their sizes, named by their titles, and a missing transport object is logged once (spec/002 §8).

import { afterEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { RECT_STRIDE } from '../../../../bindings/engine.ts';
import { createTsEngine } from '../../../../bindings/ts/engine.ts';
import { galleryLayoutParams, readItemSizes } from '../model/index.ts';
import { createEngineClient, type EngineClient } from '../worker/index.ts';
import { drawnIndices, GRID, itemElement, MASONRY, mountGallery } from './testing.tsx';

const DTOS: unknown[] = [
  {
    itemId: 'a',
    mediaUrl: 'a1_x~mv2.jpg',
    metaData: { width: 4000, height: 3000, title: 'Harbour' },
  },
  {
    photoId: 'b',
    file_url: 'b1_x~mv2.jpg',
    width: 1080,
    height: 1920,
    metadata: { title: 'Tower' },
  },
  { itemId: 'c', url: 'c1_x~mv2.jpg', metaData: { width: 1000, height: 1000, alt: 'A square' } },
  { itemId: 'd', mediaUrl: 'd1_x~mv2.jpg', metaData: { width: 1600, height: 900 } },
  {
    itemId: 'e',
    metaData: { type: 'v', width: 1920, height: 1080, poster: { url: 'e1_x~mv2.jpg' } },
  },
  { itemId: 'f', src: 'f1_x~mv2.png', metaData: { width: 900, height: 1600, title: 'Field' } },
];

afterEach(() => {
  vi.restoreAllMocks();
});

function boxes(gallery: HTMLElement, count: number) {
  const origin = gallery.getBoundingClientRect();
  return Array.from({ length: count }, (_, i) => {
    const r = itemElement(gallery, i)!.getBoundingClientRect();
    return [r.left - origin.left, r.top - origin.top, r.width, r.height];
  });
}

test('transport objects are placed where the engine lays out their sizes, named by their titles', async () => {
  const { gallery } = await mountGallery(960, { items: DTOS, options: MASONRY });
  await expect.poll(() => drawnIndices(gallery)).toEqual(DTOS.map((_, i) => i));
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const params = galleryLayoutParams(
    MASONRY,
    { width: 960, height: viewport.height },
    { viewport },
  );
  const { rects } = createTsEngine().layout(readItemSizes(DTOS).sizes, params);
  expect(boxes(gallery, DTOS.length)).toEqual(
    DTOS.map((_, i) => Array.from(rects.subarray(i * RECT_STRIDE, i * RECT_STRIDE + 4))),
  );
  expect(DTOS.map((_, i) => itemElement(gallery, i)!.dataset.itemId)).toEqual([
    'a',
    'b',
    'c',
    'd',
    'e',
    'f',
  ]);
  // Titles name the items; without a title, the alt text or its fallback. A video's item is a
  // group: it holds the video's own play button.
  const named = DTOS.map((_, i) => itemElement(gallery, i)!);
  expect(named.map((item) => [item.getAttribute('role'), item.getAttribute('aria-label')])).toEqual(
    [
      ['img', 'Harbour'],
      ['img', 'Tower'],
      ['img', 'A square'],
      ['img', 'untitled image'],
      ['group', 'untitled video'],
      ['img', 'Field'],
    ],
  );
  await expect.element(page.getByRole('img', { name: 'Harbour' })).toBeVisible();
  // The video shows its poster, a media id, at the engine's address.
  const poster = () => itemElement(gallery, 4)!.querySelector('img')?.getAttribute('src') ?? '';
  await expect.poll(poster).toMatch(/\/media\/e1_x~mv2\.jpg\/v1\//);
});

test("a missing transport object is logged once as 'Item has no DTO' and drawn as an empty item", async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const items = [DTOS[0], undefined, DTOS[2], null];
  const { host, gallery, layouts, rerender } = await mountGallery(900, { items, options: GRID });
  expect(drawnIndices(gallery)).toEqual([0, 1, 2, 3]);
  expect(itemElement(gallery, 1)!.dataset.itemId).toBe('item-1');
  const noDto = () => error.mock.calls.filter(([message]) => message === 'Item has no DTO').length;
  expect(noDto()).toBe(2);
  // A relayout of the same items logs nothing again; appended items only their own.
  const before = layouts.length;
  host.style.width = '700px';
  await expect.poll(() => layouts.length, { timeout: 2000 }).toBeGreaterThan(before);
  expect(noDto()).toBe(2);
  await rerender({ items: [...items, DTOS[3], undefined], options: GRID });
  await expect.poll(() => drawnIndices(gallery)).toEqual([0, 1, 2, 3, 4, 5]);
  expect(noDto()).toBe(3);
});

test('a host that builds new transport objects each render: more items are appended, not relaid', async () => {
  const worker = await createEngineClient();
  const sent: number[] = [];
  const client: EngineClient = {
    ...worker,
    blueprint(request) {
      sent.push(request.sizes.length / 2);
      return worker.blueprint(request);
    },
  };
  const copies = (count: number) => DTOS.slice(0, count).map((dto) => structuredClone(dto));
  const { gallery, rerender } = await mountGallery(960, {
    items: copies(4),
    options: MASONRY,
    client,
  });
  const first = itemElement(gallery, 0);
  await rerender({ items: copies(6), options: MASONRY, client });
  await expect.poll(() => drawnIndices(gallery)).toEqual([0, 1, 2, 3, 4, 5]);
  expect(sent).toEqual([4, 2]);
  expect(itemElement(gallery, 0)).toBe(first);
  // A changed size is no longer the same item: everything is laid out again.
  const resized = copies(6);
  (resized[1] as { width: number }).width = 500;
  await rerender({ items: resized, options: MASONRY, client });
  await expect.poll(() => sent.length).toBe(3);
  expect(sent[2]).toBe(6);
  worker.dispose();
});
