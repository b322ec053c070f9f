// The host props of <Gallery> (spec/002 §2, §5): a container size given by the host, the device
// type's mobile rules, the gallery's id, type validation with its error UI, and the debug overlay.

import axe from 'axe-core';
import { afterEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { RECT_STRIDE, type LayoutResult } from '../../../../../bindings/engine.ts';
import { Gallery } from '../Gallery.tsx';
import { TYPE_ERRORS_TITLE } from '../type-errors/TypeErrors.tsx';
import { GRID, makeItems, MASONRY, mountGallery } from '../testing.tsx';

const ITEMS = makeItems(12);

/** The gap between the first two items of a grid's first row. */
function firstGap(layout: LayoutResult): number {
  const r = layout.rects;
  expect(r[RECT_STRIDE + 1]).toBe(r[1]);
  return r[RECT_STRIDE] - (r[0] + r[2]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let restoreUrl: (() => void) | null = null;
afterEach(() => {
  restoreUrl?.();
  restoreUrl = null;
});

/** Adds `query` to the address of `target` (a window) for this test. */
function withQuery(target: Window, query: string): void {
  const before = target.location.href;
  const url = new URL(before);
  for (const [name, value] of new URLSearchParams(query)) url.searchParams.set(name, value);
  target.history.replaceState(target.history.state, '', url);
  restoreUrl = () => target.history.replaceState(target.history.state, '', before);
}

test('a container size from the host is laid out at, and the element is not measured', async () => {
  const { host, gallery, layouts, events } = await mountGallery(300, {
    items: ITEMS,
    options: GRID,
    container: { width: 640 },
  });
  expect(layouts[0].width).toBe(640);
  expect(events.find(([name]) => name === 'GALLERY_CHANGE')?.[1]).toMatchObject({
    layoutWidth: 640,
  });
  expect(gallery.getBoundingClientRect().width).toBe(640);

  // The host's element resizing does not relayout a gallery whose host gave its size.
  host.style.width = '500px';
  await sleep(300);
  expect(layouts).toHaveLength(1);
});

test('without a container size the gallery measures its element and follows its resizes', async () => {
  const { host, layouts } = await mountGallery(600, { items: ITEMS, options: GRID });
  expect(layouts[0].width).toBe(600);
  host.style.width = '450px';
  await expect.poll(() => layouts.at(-1)?.width).toBe(450);
});

test('on a mobile device the item spacing is capped at 50 (spec/001 §9)', async () => {
  const options = { ...GRID, layoutParams_structure_itemSpacing: 80 };
  const desktop = await mountGallery(900, { items: ITEMS, options, deviceType: 'desktop' });
  expect(firstGap(desktop.layouts[0])).toBeCloseTo(80, 6);
  await desktop.unmount();

  const mobile = await mountGallery(900, { items: ITEMS, options, deviceType: 'mobile' });
  expect(firstGap(mobile.layouts[0])).toBeCloseTo(50, 6);
});

test('two galleries with ids carry them, and no element id is shared', async () => {
  const screen = await render(
    <>
      <div style={{ width: 500 }}>
        <Gallery id="summer" items={ITEMS} options={MASONRY} />
      </div>
      <div style={{ width: 500 }}>
        <Gallery id="winter" items={ITEMS} options={MASONRY} />
      </div>
      <div style={{ width: 500 }}>
        <Gallery items={ITEMS} options={MASONRY} />
      </div>
      <div style={{ width: 500 }}>
        <Gallery items={ITEMS} options={MASONRY} />
      </div>
    </>,
  );
  const root = screen.container;
  await expect.poll(() => root.querySelectorAll('[data-tessera-gallery]').length).toBe(4);
  const galleries = [...root.querySelectorAll<HTMLElement>('[data-tessera-gallery]')];
  expect(galleries.map((g) => g.dataset.galleryId)).toEqual([
    'summer',
    'winter',
    undefined,
    undefined,
  ]);
  expect(galleries[0].id).toBe('tessera-gallery-summer');
  expect(galleries[1].id).toBe('tessera-gallery-winter');
  const ids = [...root.querySelectorAll('[id]')].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toHaveLength(4);
});

const BAD_OPTIONS = {
  ...MASONRY,
  layoutParams: { ...MASONRY.layoutParams, structure: { galleryLayout: 1, itemSpacing: '12' } },
};

test('shouldValidateTypes: an option of the wrong type replaces the gallery with an alert', async () => {
  const screen = await render(
    <div style={{ width: 600 }}>
      <Gallery items={ITEMS} options={BAD_OPTIONS} shouldValidateTypes />
    </div>,
  );
  const alert = page.getByRole('alert');
  await expect.element(alert).toBeVisible();
  expect(alert.element().querySelector('li')?.textContent).toBe(
    'layoutParams.structure.itemSpacing: must be number',
  );
  expect(alert.element().textContent).toContain(TYPE_ERRORS_TITLE);
  expect((await axe.run(screen.container)).violations.map((v) => v.id)).toEqual([]);
  expect(screen.container.querySelector('[data-tessera-gallery]')).toBeNull();
});

test('without shouldValidateTypes the same options render a gallery with the defaults', async () => {
  const { gallery, layouts } = await mountGallery(600, { items: ITEMS, options: BAD_OPTIONS });
  expect(gallery.querySelectorAll('[data-item-id]').length).toBeGreaterThan(0);
  expect(document.querySelector('[role="alert"]')).toBeNull();
  // The spacing of the wrong type fell back to its default, 10.
  const r = layouts[0].rects;
  const column = (i: number) => r[i * RECT_STRIDE];
  const second = [...Array(ITEMS.length).keys()].find((i) => column(i) > column(0))!;
  expect(column(second) - (column(0) + r[2])).toBeCloseTo(10, 6);
});

test('the page query shouldValidateTypes=true validates too', async () => {
  withQuery(window, 'shouldValidateTypes=true');
  await render(
    <div style={{ width: 600 }}>
      <Gallery items={ITEMS} options={BAD_OPTIONS} />
    </div>,
  );
  await expect.element(page.getByRole('alert')).toBeVisible();
  expect(page.getByRole('alert').element().textContent).toContain('must be number');
});

test('the top page with pgdebug=true shows the debug overlay with the library version', async () => {
  withQuery(window.top ?? window, 'pgdebug=true');
  const { host } = await mountGallery(600, { items: ITEMS, options: MASONRY });
  const overlay = host.querySelector<HTMLElement>('[data-tessera-debug]');
  expect(overlay).not.toBeNull();
  expect(overlay!.textContent).toContain('version 3.1.38');
  await expect.poll(() => overlay!.textContent).toMatch(/backend (wasm|ts)/);
  expect(overlay!.textContent).toContain(`items ${ITEMS.length}`);
  expect(overlay!.textContent).toMatch(/layout 600px × \d+px/);
});

test('without pgdebug there is no debug overlay', async () => {
  const { host } = await mountGallery(600, { items: ITEMS, options: MASONRY });
  expect(host.querySelector('[data-tessera-debug]')).toBeNull();
});

test('APP_LOADED comes once, after the first items are in the DOM', async () => {
  const drawnAtLoad: number[] = [];
  await mountGallery(600, {
    items: ITEMS,
    options: MASONRY,
    eventsListener: (name) => {
      if (name === 'APP_LOADED')
        drawnAtLoad.push(document.querySelectorAll('[data-tessera-gallery] [data-item-id]').length);
    },
  });
  await expect.poll(() => drawnAtLoad.length).toBe(1);
  expect(drawnAtLoad[0]).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(drawnAtLoad).toHaveLength(1);
});
