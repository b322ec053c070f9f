// The image items a visitor sees (spec/002 §3-4, §7-8): the addresses the engine makes for media
// ids, a host's createMediaUrl, the placeholder until the picture has loaded, and ITEM_LOADED.

import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  type ImageUrlRequest,
  type ImageVariant,
  RECT_STRIDE,
} from '../../../../../bindings/engine.ts';
import { createTsEngine } from '../../../../../bindings/ts/engine.ts';
import { createEngineClient, type EngineClient } from '../../worker/index.ts';
import { GRID, itemElement, mountGallery, type Recorded } from '../testing.tsx';
import type { CreateMediaUrl } from './create-media-url.ts';
import { TEST_SHAPES } from '../test-shapes.ts';

/** A picture served beside this test, and an address that serves nothing. */
const SAMPLE = new URL('./fixtures/sample.svg', import.meta.url).href;
const MISSING = new URL('./fixtures/no-such-picture.svg', import.meta.url).href;

const SIZES = TEST_SHAPES.slice(0, 6);

/** Items whose urls are media ids on the static host. */
const ID_ITEMS = SIZES.map(([width, height], i) => ({
  itemId: `id-${i}`,
  mediaUrl: `8bb438_pic${i}~mv2.${i % 2 === 0 ? 'jpg' : 'png'}`,
  metaData: { width, height, title: `Picture ${i}` },
}));

const pixelRatio = () => Math.min(window.devicePixelRatio || 1, 2);

/** What the engine should be asked for item `i` shown in `rects`. */
function requestOf(
  rects: Float64Array,
  i: number,
  variant: ImageVariant,
  fit: 'fill' | 'fit' = 'fill',
): ImageUrlRequest {
  const [width, height] = SIZES[i];
  return {
    fit,
    id: ID_ITEMS[i].mediaUrl,
    width,
    height,
    targetWidth: rects[i * RECT_STRIDE + 2],
    targetHeight: rects[i * RECT_STRIDE + 3],
    variant,
    options: { quality: 90, devicePixelRatio: pixelRatio(), focalPoint: { x: 50, y: 50 } },
  };
}

function sourcesOf(gallery: HTMLElement): Array<string | null> {
  return ID_ITEMS.map(
    (_, i) => itemElement(gallery, i)!.querySelector('img')?.getAttribute('src') ?? null,
  );
}

function placeholderOf(gallery: HTMLElement, i: number): HTMLElement | null {
  return itemElement(gallery, i)!.querySelector<HTMLElement>('[data-placeholder]');
}

const named = (events: Recorded[], name: string) =>
  events.filter(([event]) => event === name).map(([, data]) => data);

const clients: EngineClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
  vi.restoreAllMocks();
});

/** The page's engine, counting the batches of image addresses it is asked for. */
async function countingClient() {
  const worker = await createEngineClient();
  clients.push(worker);
  const batches: ImageUrlRequest[][] = [];
  const client: EngineClient = {
    ...worker,
    imageUrls(requests, host) {
      batches.push([...requests]);
      return worker.imageUrls(requests, host);
    },
  };
  return { client, batches };
}

describe('addresses from the engine', () => {
  test('media ids get the engine’s addresses on the static host, brought by the blueprint', async () => {
    const { client, batches } = await countingClient();
    const { gallery, layouts } = await mountGallery(900, {
      items: ID_ITEMS,
      options: GRID,
      client,
    });
    await expect.poll(() => sourcesOf(gallery).every((src) => src !== null)).toBe(true);
    const { rects } = layouts.at(-1)!;
    const twin = createTsEngine();
    const expected = twin.imageUrls(ID_ITEMS.map((_, i) => requestOf(rects, i, 'resized')));
    expect(sourcesOf(gallery)).toEqual(expected);
    expect(expected[0]).toMatch(
      /^https:\/\/static\.wixstatic\.com\/media\/8bb438_pic0~mv2\.jpg\/v1\/fill\/w_\d+,h_\d+,fp_0\.50_0\.50,q_90,/,
    );
    // The pictures and the BLUR placeholders (the default loader) of every item came with the
    // blueprint: the address book asked the engine for none.
    expect(batches.length).toBe(0);
    // The low-res variant lies beneath each picture until it has loaded (these never do: the
    // static host is not reachable from the test).
    const lowRes = twin.imageUrls(ID_ITEMS.map((_, i) => requestOf(rects, i, 'low-res')));
    ID_ITEMS.forEach((_, i) => {
      expect(placeholderOf(gallery, i)!.dataset.placeholder).toBe('BLUR');
      expect(placeholderOf(gallery, i)!.style.backgroundImage).toBe(`url("${lowRes[i]}")`);
    });
    expect(gallery.querySelectorAll('img').length).toBe(ID_ITEMS.length);
  });

  test('FIT asks for fitted pictures, placed by the crop alignment; MAIN_COLOR shows the pixel', async () => {
    const options = {
      ...GRID,
      layoutParams_crop_method: 'FIT',
      layoutParams_crop_alignment: 'TOP',
      behaviourParams_item_content_loader: 'MAIN_COLOR',
    };
    const { gallery, layouts } = await mountGallery(900, { items: ID_ITEMS, options });
    await expect.poll(() => sourcesOf(gallery).every((src) => src !== null)).toBe(true);
    const { rects } = layouts.at(-1)!;
    const twin = createTsEngine();
    const request = (i: number, variant: ImageVariant) => requestOf(rects, i, variant, 'fit');
    expect(sourcesOf(gallery)).toEqual(
      twin.imageUrls(ID_ITEMS.map((_, i) => request(i, 'resized'))),
    );
    const image = itemElement(gallery, 1)!.querySelector('img')!;
    expect(getComputedStyle(image).objectFit).toBe('contain');
    expect(getComputedStyle(image).objectPosition).toBe('50% 0%');
    const pixel = twin.imageUrl(request(1, 'pixel'));
    expect(pixel).toMatch(/\/fill\/w_1,h_1,/);
    expect(placeholderOf(gallery, 1)!.dataset.placeholder).toBe('MAIN_COLOR');
    expect(placeholderOf(gallery, 1)!.style.backgroundImage).toBe(`url("${pixel}")`);
  });

  test('an address of its own (http, data, a path) is used as it is', async () => {
    const items = [
      { id: 'a', width: 400, height: 300, url: SAMPLE },
      { id: 'b', width: 400, height: 300, url: 'samples/01.svg' },
      { id: 'c', width: 400, height: 300, url: 'data:image/svg+xml,%3Csvg%2F%3E' },
    ];
    const { gallery } = await mountGallery(900, { items, options: GRID });
    const sources = items.map((_, i) =>
      itemElement(gallery, i)!.querySelector('img')!.getAttribute('src'),
    );
    expect(sources).toEqual(items.map((item) => item.url));
  });

  test('when the engine cannot make the addresses: "Cannot create url", the original address', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const worker = await createEngineClient();
    clients.push(worker);
    // Blueprints without the first images: the views ask the engine, which fails.
    const client: EngineClient = {
      ...worker,
      blueprint: (request) => worker.blueprint({ ...request, images: undefined }),
      imageUrls: () => Promise.reject(new Error('the engine is gone')),
    };
    const { gallery } = await mountGallery(900, { items: ID_ITEMS, options: GRID, client });
    await expect.poll(() => sourcesOf(gallery)).toEqual(ID_ITEMS.map((item) => item.mediaUrl));
    expect(error.mock.calls.map((call) => call[0])).toEqual(['Cannot create url']);
  });
});

describe("the host's createMediaUrl", () => {
  test('gives the addresses, asked once per set of arguments', async () => {
    const createMediaUrl = vi.fn<CreateMediaUrl>(
      (_item, _url, method, width, height) => `${SAMPLE}?${method}&w=${width}&h=${height}`,
    );
    const items = ID_ITEMS.slice(0, 4);
    const { gallery, layouts, rerender } = await mountGallery(900, {
      items,
      options: GRID,
      createMediaUrl,
    });
    const { rects } = layouts.at(-1)!;
    const size = (i: number, side: 2 | 3) =>
      Math.ceil(rects[i * RECT_STRIDE + side] * pixelRatio());
    await expect
      .poll(() =>
        items.map((_, i) => itemElement(gallery, i)!.querySelector('img')?.getAttribute('src')),
      )
      .toEqual(items.map((_, i) => `${SAMPLE}?fill&w=${size(i, 2)}&h=${size(i, 3)}`));
    const first = createMediaUrl.mock.calls.find(([item]) => item.id === 'id-0')!;
    expect(first[0]).toMatchObject({ id: 'id-0', title: 'Picture 0', url: items[0].mediaUrl });
    expect(first.slice(1)).toEqual([
      items[0].mediaUrl,
      'fill',
      size(0, 2),
      size(0, 3),
      {},
      { x: 0.5, y: 0.5 },
    ]);
    // The picture and the low-res placeholder of each item, each asked for once.
    const calls = () => createMediaUrl.mock.calls.map((call) => JSON.stringify(call.slice(1)));
    expect(new Set(calls()).size).toBe(calls().length);
    expect(calls().length).toBe(2 * items.length);
    await rerender({ items, options: { ...GRID }, createMediaUrl });
    // A host that hands a new function each render is not asked again either.
    await rerender({ items, options: GRID, createMediaUrl: (...args) => createMediaUrl(...args) });
    expect(calls().length).toBe(2 * items.length);
  });

  test('an address it cannot make: "Cannot create url", the original address', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const createMediaUrl: CreateMediaUrl = (item, url) => {
      if (item.id === 'id-1') throw new Error('no address for this one');
      return `${SAMPLE}?for=${url}`;
    };
    const items = ID_ITEMS.slice(0, 3);
    const { gallery } = await mountGallery(900, {
      items,
      options: { ...GRID, behaviourParams_item_content_loader: 'COLOR' },
      createMediaUrl,
    });
    const source = (i: number) =>
      itemElement(gallery, i)!.querySelector('img')!.getAttribute('src');
    expect([source(0), source(1)]).toEqual([
      `${SAMPLE}?for=${items[0].mediaUrl}`,
      items[1].mediaUrl,
    ]);
    expect(error).toHaveBeenCalledWith('Cannot create url', expect.any(Error));
    // Once: the failure is kept as the answer too.
    expect(error.mock.calls.filter(([message]) => message === 'Cannot create url')).toHaveLength(1);
  });
});

describe('loading', () => {
  test('the placeholder stays until the picture has loaded, then ITEM_LOADED', async () => {
    const svg = await (await fetch(SAMPLE)).blob();
    const blobUrl = URL.createObjectURL(svg);
    const items = [
      { id: 'loads', width: 400, height: 300, url: SAMPLE, alt: 'green' },
      { id: 'never', width: 400, height: 300, url: MISSING, alt: 'missing' },
      { id: 'also-loads', width: 400, height: 300, url: blobUrl, alt: 'green again' },
    ];
    const { gallery, events } = await mountGallery(900, {
      items,
      options: { ...GRID, behaviourParams_item_content_loader: 'COLOR' },
    });
    await expect.poll(() => placeholderOf(gallery, 0)).toBeNull();
    await expect.poll(() => placeholderOf(gallery, 2)).toBeNull();
    const image = itemElement(gallery, 0)!.querySelector('img')!;
    expect(image.complete && image.naturalWidth).toBe(400);
    // The picture that never loads keeps its placeholder: a plain colour.
    const missing = itemElement(gallery, 1)!.querySelector('img')!;
    await expect.poll(() => missing.complete).toBe(true);
    expect(placeholderOf(gallery, 1)!.dataset.placeholder).toBe('COLOR');
    expect(placeholderOf(gallery, 1)!.style.backgroundImage).toBe('');
    expect(getComputedStyle(placeholderOf(gallery, 1)!).backgroundColor).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    const loaded = named(events, 'ITEM_LOADED');
    expect(loaded).toHaveLength(2);
    expect(loaded).toEqual(
      expect.arrayContaining([
        { id: 'loads', idx: 0 },
        { id: 'also-loads', idx: 2 },
      ]),
    );
    // ITEM_LOADED comes after the item was created.
    const order = events.map(([name, data]) => `${name}:${(data as { id?: string }).id ?? ''}`);
    expect(order.indexOf('ITEM_CREATED:loads')).toBeLessThan(order.indexOf('ITEM_LOADED:loads'));
    URL.revokeObjectURL(blobUrl);
  });
});
