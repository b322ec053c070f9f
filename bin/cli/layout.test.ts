// `tessera layout` through the real launcher, on both engines: known layouts to the pixel, the
// engine's own numbers, flat and nested options, and byte-identical output from the two engines.

import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  createTsEngine,
  createWasmEngine,
  type Engine,
  type EngineBackend,
  itemSeeds,
} from '../../bindings/index.ts';
import { galleryLayoutParams, itemSizes } from '../../web/src/gallery/model/index.ts';
import { runLayout } from './spawn-tessera.ts';

const ENGINES: readonly EngineBackend[] = ['wasm', 'ts'];

let engines: Record<EngineBackend, Engine>;
beforeAll(async () => {
  engines = { wasm: await createWasmEngine(), ts: createTsEngine() };
});

interface Gallery {
  items: { id: string | number; width: number; height: number; [extra: string]: unknown }[];
  container: { width: number; height: number };
  options: Record<string, unknown>;
}

/** Three squares in a 1,210 px grid of three columns without spacing: checkable by hand. */
const GRID: Gallery = {
  items: [
    { id: 'a', width: 400, height: 300 },
    { id: 2, width: 300, height: 400, title: 'ignored', metadata: { any: 'thing' } },
    { id: 'c', width: 500, height: 500 },
  ],
  container: { width: 1210, height: 800 },
  options: {
    layoutParams: {
      structure: {
        galleryLayout: 2,
        itemSpacing: 0,
        numberOfColumns: 3,
        responsiveMode: 'SET_ITEMS_PER_ROW',
      },
    },
  },
};

/** Five photos in vertical masonry: 3 columns of 337/337/336 px minus 10 px spacing. */
const MASONRY: Gallery = {
  items: [
    { id: 'a', width: 4000, height: 3000 },
    { id: 'b', width: 1080, height: 1920 },
    { id: 'c', width: 1000, height: 1000 },
    { id: 'd', width: 1920, height: 1080 },
    { id: 'e', width: 600, height: 900 },
  ],
  container: { width: 1000, height: 700 },
  options: {
    layoutParams: {
      structure: { galleryLayout: 1, itemSpacing: 10, layoutOrientation: 'VERTICAL' },
      targetItemSize: { unit: 'PIXEL', value: 300 },
    },
  },
};

/** The same options with every nested key joined by underscores (spec/001 §3). */
function flat(options: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    const name = prefix ? `${prefix}_${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      Object.assign(out, flat(value as Record<string, unknown>, name));
    } else {
      out[name] = value;
    }
  }
  return out;
}

/** What the command must print: the engine's own layout of the gallery, in the output shape. */
function expected(engine: Engine, gallery: Gallery) {
  const result = engine.layout(
    itemSizes(gallery.items),
    galleryLayoutParams(gallery.options, gallery.container),
    itemSeeds(gallery.items.map((item) => ({ id: String(item.id) }))),
  );
  const r = result.rects;
  return {
    width: result.width,
    height: result.height,
    items: gallery.items.map(({ id }, i) => ({
      id,
      left: r[4 * i],
      top: r[4 * i + 1],
      width: r[4 * i + 2],
      height: r[4 * i + 3],
    })),
  };
}

async function layoutOf(engine: EngineBackend, input: unknown) {
  const run = await runLayout(engine, input);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout.endsWith('\n')).toBe(true);
  expect(run.stdout.trimEnd()).not.toContain('\n');
  return JSON.parse(run.stdout);
}

describe.each(ENGINES)('tessera layout --engine %s', (engine) => {
  test('grid: 1,210 px in three columns is 403/404/403, square cells', async () => {
    const out = await layoutOf(engine, GRID);
    expect(out).toEqual({
      width: 1210,
      height: 403,
      items: [
        { id: 'a', left: 0, top: 0, width: 403, height: 403 },
        { id: 2, left: 403, top: 0, width: 404, height: 403 },
        { id: 'c', left: 807, top: 0, width: 403, height: 403 },
      ],
    });
    expect(out).toEqual(expected(engines[engine], GRID));
  });

  test('masonry: each item goes to the shortest column', async () => {
    const out = await layoutOf(engine, MASONRY);
    expect(out).toEqual({
      width: 1000,
      height: 825,
      items: [
        { id: 'a', left: 0, top: 0, width: 327, height: 245 },
        { id: 'b', left: 337, top: 0, width: 327, height: 581 },
        { id: 'c', left: 674, top: 0, width: 326, height: 326 },
        { id: 'd', left: 0, top: 255, width: 327, height: 184 },
        { id: 'e', left: 674, top: 336, width: 326, height: 489 },
      ],
    });
    expect(out).toEqual(expected(engines[engine], MASONRY));
  });

  test('output keys and order: width, height, items of id, left, top, width, height', async () => {
    const run = await runLayout(engine, GRID);
    expect(run.stdout).toBe(
      '{"width":1210,"height":403,"items":[' +
        '{"id":"a","left":0,"top":0,"width":403,"height":403},' +
        '{"id":2,"left":403,"top":0,"width":404,"height":403},' +
        '{"id":"c","left":807,"top":0,"width":403,"height":403}]}\n',
    );
  });

  test('flat, nested and mixed options give the same layout', async () => {
    for (const gallery of [GRID, MASONRY]) {
      const nested = await runLayout(engine, gallery);
      const flatOptions = flat(gallery.options);
      expect(Object.keys(flatOptions)).toContain('layoutParams_structure_galleryLayout');
      const flatRun = await runLayout(engine, { ...gallery, options: flatOptions });
      const { structure, ...rest } = gallery.options.layoutParams as Record<string, unknown>;
      const mixed = { layoutParams: rest, ...flat({ layoutParams: { structure } }) };
      const mixedRun = await runLayout(engine, { ...gallery, options: mixed });
      expect(nested.status).toBe(0);
      expect(flatRun).toEqual(nested);
      expect(mixedRun).toEqual(nested);
    }
  });

  test('no items: an empty gallery as wide as the container', async () => {
    const out = await layoutOf(engine, { ...MASONRY, items: [] });
    expect(out).toEqual({ width: 1000, height: 0, items: [] });
  });

  test('ids echo back as given; extra fields anywhere are ignored; height may be left out', async () => {
    const ids = ['x', 0, -7.5, '', 'ünïcode "quoted"', 1e21];
    const input = {
      items: ids.map((id, i) => ({ id, width: 100 + i, height: 200, type: 'image', url: `u${i}` })),
      container: { width: 900 },
      options: MASONRY.options,
      extra: [1, 2, 3],
    };
    const out = await layoutOf(engine, input);
    expect(out.items.map((item: { id: unknown }) => item.id)).toEqual(ids);
    expect(Object.keys(out.items[0])).toEqual(['id', 'left', 'top', 'width', 'height']);
  });

  test('an option value of the wrong type falls back to its default', async () => {
    const bad = {
      layoutParams: {
        structure: {
          ...(GRID.options.layoutParams as { structure: object }).structure,
          itemSpacing: 'wide',
        },
      },
    };
    const withDefault = {
      layoutParams: {
        structure: {
          ...(GRID.options.layoutParams as { structure: object }).structure,
          itemSpacing: 10,
        },
      },
    };
    const badRun = await runLayout(engine, { ...GRID, options: bad });
    expect(badRun.status).toBe(0);
    expect(badRun).toEqual(await runLayout(engine, { ...GRID, options: withDefault }));
  });
});

/** Masonry in columns whose target item size is 10 percent of the viewport's width. */
const PERCENT: Gallery = {
  items: Array.from({ length: 12 }, (_, i) => ({
    id: i,
    width: 400 + 50 * i,
    height: 300 + 40 * i,
  })),
  container: { width: 1200, height: 800 },
  options: {
    layoutParams: {
      structure: { galleryLayout: 1, itemSpacing: 10, layoutOrientation: 'VERTICAL' },
      targetItemSize: { unit: 'PERCENT', value: 10 },
    },
  },
};

function columnCount(out: { items: { left: number }[] }): number {
  return new Set(out.items.map((item) => item.left)).size;
}

describe.each(ENGINES)('tessera layout --engine %s: viewport', (engine) => {
  test('a percent target size is measured against the viewport, 1920 x 1200 when absent', async () => {
    const absent = await layoutOf(engine, PERCENT);
    const explicitDefault = await layoutOf(engine, {
      ...PERCENT,
      viewport: { width: 1920, height: 1200 },
    });
    const wide = await layoutOf(engine, { ...PERCENT, viewport: { width: 6000, height: 1200 } });
    const narrow = await layoutOf(engine, { ...PERCENT, viewport: { width: 1000, height: 800 } });
    expect(explicitDefault).toEqual(absent);
    // Targets of 192 px (the default 1,920 px window), 600 px and 100 px: fewer, wider columns
    // for a wider window.
    expect(columnCount(wide)).toBeLessThan(columnCount(absent));
    expect(columnCount(absent)).toBeLessThan(columnCount(narrow));
    expect(columnCount(wide)).toBeGreaterThanOrEqual(2);
    const params = galleryLayoutParams(PERCENT.options, PERCENT.container, {
      viewport: { width: 6000, height: 1200 },
    });
    const result = engines[engine].layout(itemSizes(PERCENT.items), params);
    expect(wide.items.map((item: { left: number; top: number }) => [item.left, item.top])).toEqual(
      PERCENT.items.map((_, i) => [result.rects[4 * i], result.rects[4 * i + 1]]),
    );
  });

  test('a pixel target size ignores the viewport', async () => {
    const out = await layoutOf(engine, { ...MASONRY, viewport: { width: 300, height: 200 } });
    expect(out).toEqual(expected(engines[engine], MASONRY));
  });

  test('a viewport that is not a pair of sizes is refused', async () => {
    const run = await runLayout(engine, { ...PERCENT, viewport: { width: 'wide' } });
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr: 'tessera layout: viewport.width must be a finite number\n',
    });
  });
});

// Random galleries and options; fast-check prints the seed and the shrunk input on a failure.
const dimension = fc.oneof(
  fc.integer({ min: 0, max: 8000 }),
  fc.double({ min: 0, max: 8000, noNaN: true }),
);
const item = fc.record({
  id: fc.oneof(fc.string(), fc.integer()),
  width: dimension,
  height: dimension,
});
const layoutOptions = fc.record(
  {
    galleryLayout: fc.constantFrom(1, 2),
    layoutOrientation: fc.constantFrom('VERTICAL', 'VERTICAL', 'VERTICAL', 'HORIZONTAL'),
    itemSpacing: fc.integer({ min: 0, max: 60 }),
    gallerySpacing: fc.integer({ min: 0, max: 40 }),
    responsiveMode: fc.constantFrom('FIT_TO_SCREEN', 'SET_ITEMS_PER_ROW'),
    numberOfColumns: fc.integer({ min: 0, max: 9 }),
    groupsOrder: fc.constantFrom('BY_HEIGHT', 'LEFT_TO_RIGHT'),
    columnRatios: fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), { maxLength: 4 }),
    unit: fc.constantFrom('SMART', 'PIXEL', 'PERCENT'),
    value: fc.integer({ min: 1, max: 900 }),
    cropMethod: fc.constantFrom('FILL', 'FIT', 'MIN', 'MAX'),
    cropRatios: fc.array(fc.double({ min: 0.25, max: 4, noNaN: true }), {
      minLength: 1,
      maxLength: 3,
    }),
  },
  { requiredKeys: ['galleryLayout', 'layoutOrientation'] },
);
const gallery = fc.record({
  items: fc.array(item, { maxLength: 200 }),
  container: fc.record({
    width: fc.double({ min: 1, max: 4000, noNaN: true }),
    height: fc.integer({ min: 0, max: 2000 }),
  }),
  options: layoutOptions.map((o) => ({
    layoutParams: {
      structure: {
        galleryLayout: o.galleryLayout,
        layoutOrientation: o.layoutOrientation,
        itemSpacing: o.itemSpacing,
        gallerySpacing: o.gallerySpacing,
        responsiveMode: o.responsiveMode,
        numberOfColumns: o.numberOfColumns,
        groupsOrder: o.groupsOrder,
        columnRatios: o.columnRatios,
      },
      targetItemSize: { unit: o.unit, value: o.value },
      crop: { method: o.cropMethod, ratios: o.cropRatios },
    },
  })),
  flatForm: fc.boolean(),
});

test('both engines print byte-identical output on random galleries, equal to the engine', async () => {
  await fc.assert(
    fc.asyncProperty(gallery, async ({ flatForm, ...g }) => {
      const input = flatForm ? { ...g, options: flat(g.options) } : g;
      const [wasm, ts] = await Promise.all([runLayout('wasm', input), runLayout('ts', input)]);
      expect(ts).toEqual(wasm);
      if (wasm.status === 0)
        expect(JSON.parse(wasm.stdout)).toEqual(
          expected(engines.ts, JSON.parse(JSON.stringify(g))),
        );
      else expect(wasm.stderr).toMatch(/^tessera layout: Layouter: [^\n]+\n$/);
    }),
    { numRuns: 12 },
  );
});
