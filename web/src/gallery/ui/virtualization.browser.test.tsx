// Only the items within 10 screens either side of the viewport are in the DOM (spec/002 §9),
// the page is as tall as the layout from the first paint, and SEO view mode draws every item.

import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { RECT_STRIDE, type LayoutResult } from '../../../../bindings/engine.ts';
import { userEvent } from 'vitest/browser';
import { createTsEngine } from '../../../../bindings/ts/engine.ts';
import { Gallery } from './Gallery.tsx';
import {
  drawnIndices,
  focusedIndex,
  GRID,
  itemElement,
  makeItems,
  MASONRY,
  mountGallery,
  tabIntoGallery,
} from './testing.tsx';

const SCREENS = 10;
const PICTURE = new URL('/web/src/gallery/ui/items/fixtures/sample.svg', location.origin).href;
const twin = createTsEngine();

/** The indices of the items whose rect reaches into [top, bottom] of the gallery. */
function itemsBetween(layout: LayoutResult, top: number, bottom: number): number[] {
  const inside: number[] = [];
  for (let at = 0; at < layout.rects.length; at += RECT_STRIDE) {
    const y = layout.rects[at + 1];
    if (y < bottom && y + layout.rects[at + 3] > top) inside.push(at / RECT_STRIDE);
  }
  return inside;
}

/**
 * Every item drawn is within 10 screens of the viewport, and every item within 9 of them is
 * drawn (the band moves in steps of a fraction of a screen). The gallery's tab stop is drawn
 * wherever it is, so that Tab can reach it.
 */
function expectBounded(
  gallery: HTMLElement,
  layout: LayoutResult,
  viewTop: number,
  screen: number,
) {
  const drawn = drawnIndices(gallery);
  const allowed = new Set(
    itemsBetween(layout, viewTop - SCREENS * screen, viewTop + screen + SCREENS * screen),
  );
  const tabStop = gallery.querySelector<HTMLElement>('[tabindex="0"]');
  allowed.add(Number(tabStop?.dataset.idx));
  expect(drawn.filter((idx) => !allowed.has(idx))).toEqual([]);
  const needed = itemsBetween(layout, viewTop - 9 * screen, viewTop + screen + 9 * screen);
  const present = new Set(drawn);
  expect(needed.filter((idx) => !present.has(idx))).toEqual([]);
  return drawn;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * The items on screen, and about a screen either side, are drawn in the frame after a scroll; the rest
 * of the 10 screens follow when the browser is idle. Returns once the whole band is in place.
 */
async function boundedAfterScroll(
  gallery: HTMLElement,
  layout: LayoutResult,
  viewTop: () => number,
  screen: number,
) {
  await frame();
  await frame();
  const onScreen = itemsBetween(layout, viewTop() - screen / 2, viewTop() + screen + screen / 2);
  const present = new Set(drawnIndices(gallery));
  expect(onScreen.filter((idx) => !present.has(idx))).toEqual([]);
  await expect
    .poll(() => {
      try {
        expectBounded(gallery, layout, viewTop(), screen);
        return true;
      } catch {
        return false;
      }
    })
    .toBe(true);
  return expectBounded(gallery, layout, viewTop(), screen);
}

test('100,000 items: a bounded DOM, the page as tall as the layout, and a scroll to the very end', async () => {
  const items = makeItems(100_000);
  let firstDrawnHeight = -1;
  const observer = new MutationObserver(() => {
    const gallery = document.querySelector<HTMLElement>('[data-tessera-gallery]');
    if (firstDrawnHeight < 0 && gallery?.querySelector('[data-idx]'))
      firstDrawnHeight = gallery.getBoundingClientRect().height;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const { gallery, layouts } = await mountGallery(900, { items, options: MASONRY });
  observer.disconnect();
  const layout = layouts.at(-1)!;
  expect(layout.rects.length).toBe(100_000 * RECT_STRIDE);
  // From the first frame with items, the gallery is as tall as the whole layout.
  expect(firstDrawnHeight).toBe(layout.height);
  expect(layout.height).toBeGreaterThan(100 * window.innerHeight);

  const screen = window.innerHeight;
  const galleryTop = () => gallery.getBoundingClientRect().top;
  // The first frame draws the screens around the viewport, the rest of the 10 follow when idle.
  const atTop = await boundedAfterScroll(gallery, layout, () => -galleryTop(), screen);
  expect(atTop).toContain(0);
  expect(atTop.length).toBeLessThan(1000);

  window.scrollTo(0, document.documentElement.scrollHeight);
  await expect.poll(() => itemElement(gallery, 99_999) !== null, { timeout: 5000 }).toBe(true);
  const atEnd = await boundedAfterScroll(gallery, layout, () => -galleryTop(), screen);
  expect(atEnd.length).toBeLessThan(1000);
  expect(atEnd.filter((idx) => idx < 1000)).toEqual([0]);
  // The last item is on screen, at its place.
  const last = itemElement(gallery, 99_999)!.getBoundingClientRect();
  expect(last.bottom).toBeLessThanOrEqual(window.innerHeight + 1);
  expect(last.top - gallery.getBoundingClientRect().top).toBe(layout.rects[99_999 * 4 + 1]);
  window.scrollTo(0, 0);
});

test('inside a scrolling element, the band follows that element', async () => {
  const items = makeItems(3000);
  const layouts: LayoutResult[] = [];
  const screen = await render(
    <div data-testid="scroller" style={{ height: 300, overflowY: 'auto', width: 700 }}>
      <div style={{ height: 50 }} />
      <div data-testid="slot" />
    </div>,
  );
  const scroller = screen.getByTestId('scroller').element() as HTMLElement;
  await screen.rerender(
    <div data-testid="scroller" style={{ height: 300, overflowY: 'auto', width: 700 }}>
      <div style={{ height: 50 }} />
      <Gallery
        items={items}
        options={GRID}
        scrollingElement={scroller}
        onLayout={(layout) => layouts.push(layout)}
      />
    </div>,
  );
  await expect.poll(() => layouts.length, { timeout: 10_000 }).toBeGreaterThan(0);
  const gallery = scroller.querySelector<HTMLElement>('[data-tessera-gallery]')!;
  const layout = layouts.at(-1)!;
  await expect.poll(() => drawnIndices(gallery).length).toBeGreaterThan(0);
  expect(layout.height).toBeGreaterThan(40 * 300);
  const viewTop = () => scroller.getBoundingClientRect().top - gallery.getBoundingClientRect().top;
  await boundedAfterScroll(gallery, layout, viewTop, 300);

  scroller.scrollTop = 30 * 300;
  const drawn = await boundedAfterScroll(gallery, layout, viewTop, 300);
  expect(drawn.filter((idx) => idx < 100)).toEqual([0]);
});

test('the focused item stays in the DOM when it is scrolled far away', async () => {
  const items = makeItems(20_000);
  const { host, gallery, layouts } = await mountGallery(900, { items, options: GRID });
  await tabIntoGallery(host);
  expect(focusedIndex()).toBe(0);
  window.scrollTo(0, layouts.at(-1)!.height / 2);
  await frame();
  await frame();
  expect(drawnIndices(gallery).length).toBeLessThan(1000);
  expect(itemElement(gallery, 0)).toBe(document.activeElement);
  window.scrollTo(0, 0);
});

test('arrow keys walk down a long gallery: the page follows focus, the DOM stays bounded', async () => {
  const items = makeItems(20_000);
  const { host, gallery, layouts } = await mountGallery(900, { items, options: GRID });
  const layout = layouts.at(-1)!;
  let expected = 0;
  for (let i = 0; i < 60; i++) expected = twin.nearestItem(layout.rects, expected, 'down');
  expect(layout.rects[expected * RECT_STRIDE + 1]).toBeGreaterThan(3 * window.innerHeight);
  await tabIntoGallery(host);
  await userEvent.keyboard('{ArrowDown>60}');
  await expect.poll(focusedIndex, { timeout: 10_000 }).toBe(expected);
  const viewTop = () => -gallery.getBoundingClientRect().top;
  await boundedAfterScroll(gallery, layout, viewTop, window.innerHeight);
  const focused = itemElement(gallery, expected)!.getBoundingClientRect();
  expect(focused.top).toBeGreaterThanOrEqual(0);
  expect(focused.bottom).toBeLessThanOrEqual(window.innerHeight);
  window.scrollTo(0, 0);
});

test('SEO view mode draws every item', async () => {
  const items = makeItems(2000);
  const { gallery, layouts } = await mountGallery(900, {
    items,
    options: MASONRY,
    viewMode: 'SEO',
  });
  expect(layouts.at(-1)!.height).toBeGreaterThan(25 * window.innerHeight);
  expect(drawnIndices(gallery)).toEqual(items.map((_, idx) => idx));
});

test('the pictures on screen at the first drawing load at once and first; the others lazily, and a scroll changes neither', async () => {
  const items = makeItems(400, (i) => ({ url: `${PICTURE}?n=${i}` }));
  const { gallery, layouts } = await mountGallery(900, { items, options: MASONRY });
  const layout = layouts.at(-1)!;
  const top = () => gallery.getBoundingClientRect().top;
  const onScreen = new Set(itemsBetween(layout, -top(), -top() + window.innerHeight));
  expect(onScreen.size).toBeGreaterThan(0);
  const pictures = () =>
    [...gallery.querySelectorAll<HTMLImageElement>('[data-idx] img')].map((img) => ({
      idx: Number(img.closest<HTMLElement>('[data-idx]')!.dataset.idx),
      loading: img.loading,
      priority: img.getAttribute('fetchpriority'),
    }));
  await expect.poll(() => pictures().length).toBeGreaterThan(onScreen.size);
  const first = pictures();
  for (const { idx, loading, priority } of first)
    expect([idx, loading, priority]).toEqual(
      onScreen.has(idx) ? [idx, 'eager', 'high'] : [idx, 'lazy', null],
    );
  window.scrollTo(0, 3 * window.innerHeight);
  await frame();
  await frame();
  const after = new Map(pictures().map((picture) => [picture.idx, picture]));
  for (const picture of first)
    if (after.has(picture.idx)) expect(after.get(picture.idx)).toEqual(picture);
  window.scrollTo(0, 0);
});
