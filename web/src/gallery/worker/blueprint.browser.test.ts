// The blueprint through the engine client (spec/002 §4, DESIGN.md "Data flow"): from the worker,
// in one message with the buffers moved, the blueprint the wasm engine makes in this thread —
// the processed options, the layout the engine gives for their parameters, and the engine's
// addresses of the first images; from the TS twin in this thread when there is no worker.

import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  type Engine,
  IMAGE_VARIANTS,
  LayoutError,
  RECT_STRIDE,
  withAppended,
} from '../../../../bindings/engine.ts';
import { createTsEngine } from '../../../../bindings/ts-engine.ts';
import { createWasmEngine } from '../../../../bindings/wasm-engine.ts';
import { createItemReader, galleryLayoutParams, readItemSizes } from '../model/index.ts';
import { processOptions } from '../model/options/index.ts';
import { firstImagesRequest } from '../ui/blueprint/first-images.ts';
import { imageRequest } from '../ui/items/image-request.ts';
import { TEST_SHAPES } from '../ui/test-shapes.ts';
import { makeBlueprint } from './blueprint.ts';
import { createEngineClient, type EngineClient } from './client.ts';
import { decodeAddresses } from './image-batch.ts';
import type { Blueprint, BlueprintRequest } from './protocol.ts';

const RAW = {
  layoutParams: {
    structure: { galleryLayout: 1, itemSpacing: 6 },
    targetItemSize: { unit: 'PIXEL', value: 220 },
  },
  behaviourParams_item_clickAction: 'ACTION',
};
const ITEMS = Array.from({ length: 30 }, (_, i) => {
  const [width, height] = TEST_SHAPES[i % TEST_SHAPES.length];
  return { itemId: `id-${i}`, mediaUrl: `8bb438_pic${i}~mv2.jpg`, metaData: { width, height } };
});
const CONTAINER = { width: 900, height: 700 };
const BAND = { top: 0, bottom: 700 };
const reader = createItemReader();
const read = (index: number) => reader.read(ITEMS[index], index);

/** A new request (its buffers move with it): the items from `from`, their first images. */
function request(from = 0, append?: Float64Array): BlueprintRequest {
  return {
    sizes: readItemSizes(ITEMS, from).sizes,
    options: RAW,
    container: CONTAINER,
    viewport: CONTAINER,
    append,
    images: firstImagesRequest(read, from, ITEMS.length, BAND, 2),
  };
}

const plain = (b: Blueprint) => ({
  ...b,
  layout: { ...b.layout, rects: Array.from(b.layout.rects), state: Array.from(b.layout.state) },
  images: {
    items: Array.from(b.images.items),
    variants: Array.from(b.images.variants),
    addresses: decodeAddresses(b.images.addresses),
  },
});

/** What the engine itself gives for the blueprint's items: its layout and its addresses. */
function expectTheEngines(blueprint: Blueprint, engine: Engine) {
  const params = galleryLayoutParams(RAW, CONTAINER, { viewport: CONTAINER });
  expect(blueprint.options).toEqual(processOptions(RAW));
  expect(blueprint.params).toEqual(params);
  const layout = engine.layout(readItemSizes(ITEMS).sizes, params);
  expect(Array.from(blueprint.layout.rects)).toEqual(Array.from(layout.rects));
  const { rects } = layout;
  const addresses = decodeAddresses(blueprint.images.addresses);
  expect(addresses.length).toBeGreaterThan(0);
  addresses.forEach((address, k) => {
    const at = blueprint.images.items[k] * RECT_STRIDE;
    expect(rects[at + 1]).toBeLessThan(BAND.bottom);
    const variant = IMAGE_VARIANTS[blueprint.images.variants[k]];
    const item = read(blueprint.images.items[k]);
    const asked = imageRequest(item, variant, rects[at + 2], rects[at + 3], blueprint.options, 2);
    expect(address).toBe(engine.imageUrl(asked));
  });
}

const clients: EngineClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('from the engine worker', () => {
  test('one message, the buffers moved: the blueprint the wasm engine makes here', async () => {
    const client = await createEngineClient();
    clients.push(client);
    expect(client.backend).toBe('wasm');
    const here = makeBlueprint(await createWasmEngine(), request());
    const post = vi.spyOn(Worker.prototype, 'postMessage');
    const sent = request();
    const blueprint = await client.blueprint(sent);
    expect(post).toHaveBeenCalledTimes(1);
    // The sizes and the image batch left this thread.
    expect(sent.sizes.length).toBe(0);
    expect(sent.images!.batch.numbers.length).toBe(0);
    expect(sent.images!.items.length).toBe(0);
    expect(plain(blueprint)).toEqual(plain(here));
    expectTheEngines(blueprint, createTsEngine());
  });

  test('appends the items after a layout, whose state stays usable; errors are LayoutErrors', async () => {
    const client = await createEngineClient();
    clients.push(client);
    const first = await client.blueprint(request());
    const firstPart = await client.blueprint({
      ...request(),
      sizes: readItemSizes(ITEMS.slice(0, 18)).sizes,
      images: undefined,
    });
    const more = await client.blueprint(request(18, firstPart.layout.state));
    expect(firstPart.layout.state.length).toBeGreaterThan(0);
    expect(Array.from(withAppended(firstPart.layout.rects, more.layout))).toEqual(
      Array.from(first.layout.rects),
    );
    // The appended items' first images: those of the new items in the band.
    expect(Array.from(more.images.items).every((index) => index >= 18)).toBe(true);
    const failure = await client
      .blueprint({ ...request(), container: { width: 0, height: 700 } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LayoutError);
    expect(failure).toMatchObject({
      message: 'Layouter: cannot create layout, galleryWidth is undefined or 0',
    });
    // The worker is still fine after an error.
    expect(plain(await client.blueprint(request()))).toEqual(plain(first));
  });
});

test('without Web Workers, the TS twin makes the same blueprint in this thread', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('Worker', undefined);
  const client = await createEngineClient();
  clients.push(client);
  expect(client.backend).toBe('ts');
  const blueprint = await client.blueprint(request());
  expect(plain(blueprint)).toEqual(plain(makeBlueprint(createTsEngine(), request())));
  expectTheEngines(blueprint, await createWasmEngine());
});
