import { afterEach, describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { LayoutResult } from '../../../../bindings/engine.ts';
import { createTsEngine } from '../../../../bindings/ts/engine.ts';
import { type GalleryItem, galleryLayoutParams, itemSizes } from '../model/index.ts';
import { type BlueprintRequest, createEngineClient } from '../worker/index.ts';
import { Gallery } from './Gallery.tsx';
import { TEST_SHAPES } from './test-shapes.ts';

const SHAPES = TEST_SHAPES;

function picture(width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#7a9"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const ITEMS: GalleryItem[] = SHAPES.map(([width, height], i) => ({
  id: `item-${i}`,
  width,
  height,
  url: picture(width, height),
  // Every third item has no alt text.
  alt: i % 3 === 0 ? undefined : `picture ${i}`,
}));

const MASONRY = {
  layoutParams: {
    structure: { galleryLayout: 1, layoutOrientation: 'VERTICAL', itemSpacing: 12 },
    targetItemSize: { unit: 'PIXEL', value: 280 },
  },
};
const GRID = {
  layoutParams_structure_galleryLayout: 2,
  layoutParams_structure_itemSpacing: 6,
  layoutParams_targetItemSize_unit: 'PIXEL',
  layoutParams_targetItemSize_value: 250,
};

/** The layout the gallery should show at `width`, computed here by the TS twin. */
function expectedLayout(options: unknown, width: number): LayoutResult {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  return createTsEngine().layout(
    itemSizes(ITEMS),
    galleryLayoutParams(options, { width, height: viewport.height }, { viewport }),
  );
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Each item's box in the DOM, relative to the gallery's top-left, in item order. */
function drawnBoxes(gallery: Element, items: readonly GalleryItem[] = ITEMS): Box[] {
  const origin = gallery.getBoundingClientRect();
  return items.map((item) => {
    const element = gallery.querySelector(`[data-item-id="${item.id}"]`);
    if (element === null) throw new Error(`${item.id} is not drawn`);
    const r = element.getBoundingClientRect();
    return {
      left: r.left - origin.left,
      top: r.top - origin.top,
      width: r.width,
      height: r.height,
    };
  });
}

function boxesOf(layout: LayoutResult): Box[] {
  const { rects } = layout;
  return ITEMS.map((_, i) => ({
    left: rects[4 * i],
    top: rects[4 * i + 1],
    width: rects[4 * i + 2],
    height: rects[4 * i + 3],
  }));
}

async function mount(
  width: number,
  options: unknown,
  props: Partial<Parameters<typeof Gallery>[0]> = {},
) {
  const layouts: LayoutResult[] = [];
  const screen = await render(
    <div data-testid="host" style={{ width }}>
      <Gallery
        items={ITEMS}
        options={options}
        onLayout={(layout) => layouts.push(layout)}
        {...props}
      />
    </div>,
  );
  const host = screen.getByTestId('host').element() as HTMLElement;
  await expect.poll(() => host.querySelectorAll('[data-item-id]').length).toBe(ITEMS.length);
  const gallery = host.querySelector('[data-tessera-gallery]')!;
  return { screen, host, gallery, layouts };
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('<Gallery>', () => {
  test('draws every masonry item exactly where the layout put it', async () => {
    const { gallery, layouts } = await mount(960, MASONRY);
    expect(gallery.getAttribute('data-backend')).toBe('wasm');
    const layout = layouts.at(-1)!;
    expect(boxesOf(layout)).toEqual(boxesOf(expectedLayout(MASONRY, 960)));
    expect(layout.columns).toBe(3);
    expect(drawnBoxes(gallery)).toEqual(boxesOf(layout));
    expect(gallery.getBoundingClientRect().width).toBe(layout.width);
    expect(gallery.getBoundingClientRect().height).toBe(layout.height);
    // Masonry keeps each picture's shape: columns of one width, heights that differ.
    const heights = new Set(drawnBoxes(gallery).map((box) => box.height));
    expect(heights.size).toBeGreaterThan(3);
  });

  test('draws a grid of equal cells where the layout put them', async () => {
    const { gallery, layouts } = await mount(800, GRID);
    const layout = layouts.at(-1)!;
    expect(boxesOf(layout)).toEqual(boxesOf(expectedLayout(GRID, 800)));
    const drawn = drawnBoxes(gallery);
    expect(drawn).toEqual(boxesOf(layout));
    expect(new Set(drawn.map((box) => box.height)).size).toBe(1);
    expect(gallery.getBoundingClientRect().height).toBe(layout.height);
  });

  test('shows the images with their alt text, and "untitled image" where there is none', async () => {
    const { gallery } = await mount(960, MASONRY);
    const images = [...gallery.querySelectorAll('img')];
    expect(images.map((img) => img.alt)).toEqual(ITEMS.map((item) => item.alt ?? 'untitled image'));
    expect(images.map((img) => img.getAttribute('src'))).toEqual(ITEMS.map((item) => item.url));
    // Each image fills its item's box.
    const first = images[1].getBoundingClientRect();
    const box = gallery.querySelector('[data-item-id="item-1"]')!.getBoundingClientRect();
    expect([first.width, first.height]).toEqual([box.width, box.height]);
  });

  test('relayouts after the container has been still for 100 ms', async () => {
    const { host, gallery } = await mount(960, MASONRY);
    const wide = boxesOf(expectedLayout(MASONRY, 960));
    const narrow = boxesOf(expectedLayout(MASONRY, 600));
    expect(narrow).not.toEqual(wide);
    expect(drawnBoxes(gallery)).toEqual(wide);

    const resizedAt = performance.now();
    host.style.width = '600px';
    await frame();
    await frame();
    // The resize has been observed, but the debounce holds the old layout for now.
    if (performance.now() - resizedAt < 90) expect(drawnBoxes(gallery)).toEqual(wide);

    await expect.poll(() => drawnBoxes(gallery), { timeout: 2000 }).toEqual(narrow);
    expect(performance.now() - resizedAt).toBeGreaterThanOrEqual(100);
    expect(gallery.getBoundingClientRect().height).toBe(expectedLayout(MASONRY, 600).height);
  });

  test('settles on the last size of a run of resizes', async () => {
    const { host, gallery, layouts } = await mount(960, MASONRY);
    const before = layouts.length;
    let longestGap = 0;
    let last = performance.now();
    for (const width of [900, 820, 760, 700]) {
      host.style.width = `${width}px`;
      await frame();
      longestGap = Math.max(longestGap, performance.now() - last);
      last = performance.now();
    }
    await expect
      .poll(() => drawnBoxes(gallery), { timeout: 2000 })
      .toEqual(boxesOf(expectedLayout(MASONRY, 700)));
    // One relayout for the whole run, not one per step (unless a slow machine let a step rest
    // past the debounce, which would rightly relayout in between).
    if (longestGap < 90) expect(layouts.length - before).toBe(1);
    else expect(layouts.length - before).toBeGreaterThanOrEqual(1);
  });

  test('draws the same layout with the in-thread TS engine', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = await createEngineClient({
      createWorker: () => {
        throw new Error('workers disabled for this test');
      },
    });
    expect(client.backend).toBe('ts');
    const { gallery } = await mount(960, MASONRY, { client });
    expect(gallery.getAttribute('data-backend')).toBe('ts');
    expect(drawnBoxes(gallery)).toEqual(boxesOf(expectedLayout(MASONRY, 960)));
  });

  test('keeps one store per gallery: two galleries on a page lay out independently', async () => {
    const screen = await render(
      <>
        <div data-testid="a" style={{ width: 960 }}>
          <Gallery items={ITEMS} options={MASONRY} />
        </div>
        <div data-testid="b" style={{ width: 500 }}>
          <Gallery items={ITEMS} options={GRID} />
        </div>
      </>,
    );
    const a = screen.getByTestId('a').element();
    const b = screen.getByTestId('b').element();
    await expect
      .poll(
        () =>
          a.querySelectorAll('[data-item-id]').length + b.querySelectorAll('[data-item-id]').length,
      )
      .toBe(2 * ITEMS.length);
    expect(drawnBoxes(a.firstElementChild!)).toEqual(boxesOf(expectedLayout(MASONRY, 960)));
    expect(drawnBoxes(b.firstElementChild!)).toEqual(boxesOf(expectedLayout(GRID, 500)));
  });

  test('keeps the earlier items where they were drawn when more items are appended', async () => {
    const worker = await createEngineClient();
    const sent: number[] = [];
    const client = {
      ...worker,
      blueprint: (request: BlueprintRequest) => {
        sent.push(request.sizes.length / 2);
        return worker.blueprint(request);
      },
    };
    const first = ITEMS.slice(0, 7);
    const screen = await render(
      <div data-testid="host" style={{ width: 960 }}>
        <Gallery items={first} options={MASONRY} client={client} />
      </div>,
    );
    const host = screen.getByTestId('host').element() as HTMLElement;
    await expect.poll(() => host.querySelectorAll('[data-item-id]').length).toBe(first.length);
    const gallery = host.querySelector('[data-tessera-gallery]')!;
    const elements = first.map((item) => gallery.querySelector(`[data-item-id="${item.id}"]`));
    const before = drawnBoxes(gallery, first);

    await screen.rerender(
      <div data-testid="host" style={{ width: 960 }}>
        <Gallery items={ITEMS} options={MASONRY} client={client} />
      </div>,
    );
    await expect.poll(() => host.querySelectorAll('[data-item-id]').length).toBe(ITEMS.length);
    // The same elements, at the same places; the new ones where a full layout puts them.
    expect(first.map((item) => gallery.querySelector(`[data-item-id="${item.id}"]`))).toEqual(
      elements,
    );
    expect(drawnBoxes(gallery, first)).toEqual(before);
    expect(drawnBoxes(gallery)).toEqual(boxesOf(expectedLayout(MASONRY, 960)));
    // Only the new items were sent to the engine the second time.
    expect(sent).toEqual([first.length, ITEMS.length - first.length]);
    worker.dispose();
  });

  test('renders nothing when items or options are missing', async () => {
    const screen = await render(
      <>
        <div data-testid="no-items">
          <Gallery items={undefined} options={MASONRY} />
        </div>
        <div data-testid="no-options">
          <Gallery items={ITEMS} />
        </div>
      </>,
    );
    expect(screen.getByTestId('no-items').element().childElementCount).toBe(0);
    expect(screen.getByTestId('no-options').element().childElementCount).toBe(0);
  });

  test('a gallery that cannot be laid out shows nothing and says why in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A gallery spacing wider than half the container leaves no room for the items.
    const options = { ...GRID, layoutParams_structure_gallerySpacing: 400 };
    const screen = await render(
      <div data-testid="host" style={{ width: 700 }}>
        <Gallery items={ITEMS} options={options} />
      </div>,
    );
    await expect.poll(() => error.mock.calls.length).toBeGreaterThan(0);
    expect(error.mock.calls[0][0]).toBe(
      'Layouter: cannot create layout, galleryWidth is undefined or 0',
    );
    expect(screen.getByTestId('host').element().querySelectorAll('[data-item-id]').length).toBe(0);
  });
});
