// The blueprint as both engines make it (the wasm module, as in the worker, and the TS twin, as in
// the fallback): the options the gallery runs on, the layout the engine gives for the parameters
// of those options, appended when only more items came, and the addresses of the images in the
// viewport's band — those the address book looks up by its keys — in one batch.

import { beforeAll, describe, expect, test, vi } from 'vitest';
import {
  type Engine,
  LayoutError,
  RECT_STRIDE,
  withAppended,
} from '../../../../bindings/engine.ts';
import { createTsEngine } from '../../../../bindings/ts-engine.ts';
import { createWasmEngine } from '../../../../bindings/wasm-engine.ts';
import {
  createItemReader,
  galleryLayoutParams,
  type ItemModel,
  readItemSizes,
} from '../model/index.ts';
import { processOptions, SCHEMA_MESSAGES } from '../model/options/index.ts';
import { firstImageSeeds, firstImagesRequest } from '../ui/blueprint/first-images.ts';
import { imageAddressKey } from '../ui/items/image-address-book.ts';
import { imageRequest } from '../ui/items/image-request.ts';
import { TEST_SHAPES } from '../ui/test-shapes.ts';
import type { Band } from '../ui/virtual-window.ts';
import { makeBlueprint } from './blueprint.ts';
import type { BlueprintRequest } from './protocol.ts';

const RAW = {
  layoutParams: {
    structure: { galleryLayout: 2, itemSpacing: 8 },
    targetItemSize: { unit: 'PIXEL', value: 200 },
  },
  behaviourParams_item_content_loader: 'BLUR',
};

const ITEMS = Array.from({ length: 40 }, (_, i) => {
  const [width, height] = TEST_SHAPES[i % TEST_SHAPES.length];
  return { itemId: `id-${i}`, mediaUrl: `8bb438_pic${i}~mv2.jpg`, metaData: { width, height } };
});

const CONTAINER = { width: 1000, height: 800 };
const VIEWPORT = { width: 1000, height: 800 };
const PIXEL_RATIO = 2;

const reader = createItemReader();
const read = (index: number): ItemModel => reader.read(ITEMS[index], index);

function request(extra: Partial<BlueprintRequest> = {}): BlueprintRequest {
  return {
    sizes: readItemSizes(ITEMS).sizes,
    options: RAW,
    container: CONTAINER,
    viewport: VIEWPORT,
    ...extra,
  };
}

let engines: Array<[string, Engine]>;
beforeAll(async () => {
  engines = [
    ['wasm', await createWasmEngine()],
    ['ts', createTsEngine()],
  ];
});

describe.each(['wasm', 'ts'])('a blueprint made with the %s engine', (name) => {
  const engine = () => engines.find(([n]) => n === name)![1];

  test("carries the processed options and the engine's layout for their parameters", () => {
    const blueprint = makeBlueprint(engine(), request());
    expect(blueprint.options).toEqual(processOptions(RAW));
    expect(blueprint.options.layoutParams_structure_itemSpacing).toBe(8);
    const params = galleryLayoutParams(RAW, CONTAINER, { viewport: VIEWPORT });
    expect(blueprint.params).toEqual(params);
    const expected = engine().layout(readItemSizes(ITEMS).sizes, params);
    expect(blueprint.layout.from).toBe(0);
    expect(Array.from(blueprint.layout.rects)).toEqual(Array.from(expected.rects));
    expect([blueprint.layout.width, blueprint.layout.height]).toEqual([
      expected.width,
      expected.height,
    ]);
    expect(blueprint.problems).toEqual([]);
  });

  test('appends the items that came after the layout on screen', () => {
    const first = makeBlueprint(
      engine(),
      request({ sizes: readItemSizes(ITEMS.slice(0, 25)).sizes }),
    );
    const more = makeBlueprint(
      engine(),
      request({ sizes: readItemSizes(ITEMS, 25).sizes, append: first.layout.state }),
    );
    const whole = makeBlueprint(engine(), request());
    expect(Array.from(withAppended(first.layout.rects, more.layout))).toEqual(
      Array.from(whole.layout.rects),
    );
    expect(more.layout.height).toBe(whole.layout.height);
  });

  test('brings the addresses of the images in the band, asked of the engine in one batch', () => {
    const band: Band = { top: 0, bottom: 300 };
    const images = firstImagesRequest(read, 0, ITEMS.length, band, PIXEL_RATIO);
    const batches = vi.spyOn(engine(), 'imageUrls');
    const blueprint = makeBlueprint(engine(), request({ images }));
    expect(batches).toHaveBeenCalledTimes(1);
    batches.mockRestore();

    const { rects } = blueprint.layout;
    const inBand = ITEMS.map((_, i) => i).filter((i) => rects[i * RECT_STRIDE + 1] < band.bottom);
    expect(inBand.length).toBeGreaterThan(2);
    expect(inBand.length).toBeLessThan(ITEMS.length);
    const expected = new Map<string, string>();
    for (const i of inBand)
      for (const variant of ['resized', 'low-res'] as const) {
        const want = {
          item: read(i),
          variant,
          width: rects[i * RECT_STRIDE + 2],
          height: rects[i * RECT_STRIDE + 3],
        };
        const address = engine().imageUrl(
          imageRequest(want.item, variant, want.width, want.height, blueprint.options, 2),
        );
        expected.set(imageAddressKey(want, blueprint.options, PIXEL_RATIO), address);
      }
    const seeds = firstImageSeeds(blueprint.images, read, rects, blueprint.options, PIXEL_RATIO);
    expect(seeds).toEqual(expected);
    expect([...seeds.values()][0]).toMatch(
      /^https:\/\/static\.wixstatic\.com\/media\/8bb438_pic0~mv2\.jpg\/v1\/fill\/w_\d+,h_\d+,/,
    );
  });

  test('the appended items bring the addresses of their images', () => {
    const first = makeBlueprint(
      engine(),
      request({ sizes: readItemSizes(ITEMS.slice(0, 25)).sizes }),
    );
    const everywhere: Band = { top: -Infinity, bottom: Infinity };
    const images = firstImagesRequest(read, 25, ITEMS.length, everywhere, PIXEL_RATIO);
    const more = makeBlueprint(
      engine(),
      request({ sizes: readItemSizes(ITEMS, 25).sizes, append: first.layout.state, images }),
    );
    expect(Array.from(new Set(more.images.items))).toEqual(
      ITEMS.map((_, i) => i).filter((i) => i >= 25),
    );
  });

  test('a MAIN_COLOR placeholder brings the pixel variant; COLOR none', () => {
    const everywhere: Band = { top: -Infinity, bottom: Infinity };
    const images = () => firstImagesRequest(read, 0, 3, everywhere, PIXEL_RATIO);
    const variantsWith = (loader: string) =>
      Array.from(
        makeBlueprint(
          engine(),
          request({
            options: { ...RAW, behaviourParams_item_content_loader: loader },
            images: images(),
          }),
        ).images.variants,
      );
    // IMAGE_VARIANTS: resized 0, pixel 3, low-res 8.
    expect(variantsWith('MAIN_COLOR')).toEqual([0, 3, 0, 3, 0, 3]);
    expect(variantsWith('COLOR')).toEqual([0, 0, 0]);
  });

  test('reports the options that fell back to their defaults, with the schema message', () => {
    const blueprint = makeBlueprint(
      engine(),
      request({ options: { ...RAW, layoutParams_structure_itemSpacing: 'wide' } }),
    );
    expect(blueprint.problems).toContainEqual({
      path: '/layoutParams/structure/itemSpacing',
      keyword: 'type',
      message: SCHEMA_MESSAGES.number,
    });
    expect(blueprint.options.layoutParams_structure_itemSpacing).toBe(10);
  });

  test('a gallery without a width cannot be laid out (spec/002 §8)', () => {
    expect(() =>
      makeBlueprint(engine(), request({ container: { width: 0, height: 800 } })),
    ).toThrow(new LayoutError(1));
  });
});
