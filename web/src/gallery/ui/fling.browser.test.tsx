// A gallery flung through (more than a screen per frame, frame after frame) draws the items near
// the viewport as empty boxes at their places, reads and announces none of the items it passes,
// and draws the items again once the viewport settles; one jump is not a fling.

import { expect, test } from 'vitest';
import { RECT_STRIDE } from '../../../../bindings/engine.ts';
import { drawnIndices, GRID, makeItems, mountGallery, zeroTimeout } from './testing.tsx';
import { FLING_SETTLE_MS } from './use-viewport-band.ts';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function boxes(gallery: HTMLElement): { top: number; height: number }[] {
  return [...gallery.querySelectorAll<HTMLElement>('[aria-hidden="true"]')]
    .filter((element) => element.parentElement === gallery && element.dataset.idx === undefined)
    .map((element) => ({ top: element.offsetTop, height: element.offsetHeight }));
}

/** Until the gallery has drawn all it draws at rest (the far screens follow when idle). */
async function atRest(gallery: HTMLElement) {
  let last = -1;
  for (let still = 0; still < 3;) {
    await frame();
    await zeroTimeout();
    const drawn = drawnIndices(gallery).length;
    still = drawn === last ? still + 1 : 0;
    last = drawn;
  }
}

test('flung through, the gallery draws boxes where its items are, then the items once it settles', async () => {
  const items = makeItems(20_000);
  const { gallery, layouts, events } = await mountGallery(900, { items, options: GRID });
  await expect.poll(() => drawnIndices(gallery).length).toBeGreaterThan(0);
  await atRest(gallery);
  const layout = layouts.at(-1)!;
  const created = () => events.filter(([name]) => name === 'ITEM_CREATED').length;
  const galleryTop = gallery.getBoundingClientRect().top + scrollY;

  // Frame by frame: what is drawn, and where the viewport is.
  const seen: { boxes: { top: number; height: number }[]; items: number[]; viewTop: number }[] = [];
  for (let step = 0; step < 12; step++) {
    scrollBy(0, 2.5 * innerHeight);
    // The scroll is measured in the next frame and drawn in a task after it.
    await frame();
    await zeroTimeout();
    seen.push({
      boxes: boxes(gallery),
      items: drawnIndices(gallery),
      viewTop: scrollY - galleryTop,
    });
  }
  const createdDuringFling = created();
  const flung = seen.filter((frameSeen) => frameSeen.boxes.length > 0);
  expect(flung.length).toBeGreaterThan(0);
  const tops = new Set<number>();
  for (let at = 1; at < layout.rects.length; at += RECT_STRIDE)
    tops.add(Math.round(layout.rects[at]));
  // The gallery's tab stop stays an item, so that Tab still reaches the gallery.
  const tabStop = Number(gallery.querySelector<HTMLElement>('[tabindex="0"]')?.dataset.idx);
  for (const { boxes: drawn, items: drawnItems, viewTop } of flung) {
    expect(drawnItems).toEqual([tabStop]);
    // Only boxes near the viewport (the screen around it, measured at most one step of the fling
    // ago: 2.5 screens), each at one item's place.
    for (const box of drawn) {
      expect(box.top + box.height).toBeGreaterThan(viewTop - 4.5 * innerHeight);
      expect(box.top).toBeLessThan(viewTop + 3 * innerHeight);
      expect(tops.has(box.top)).toBe(true);
    }
  }
  const viewTop = scrollY - galleryTop;

  await new Promise((resolve) => setTimeout(resolve, FLING_SETTLE_MS));
  await expect.poll(() => drawnIndices(gallery).length).toBeGreaterThan(0);
  expect(boxes(gallery)).toEqual([]);
  const onScreen = drawnIndices(gallery).filter((idx) => {
    const top = layout.rects[idx * RECT_STRIDE + 1];
    return top >= viewTop && top < viewTop + innerHeight;
  });
  expect(onScreen.length).toBeGreaterThan(0);
  // The items drawn after the fling are announced; those it passed by never were.
  await expect.poll(created).toBeGreaterThan(createdDuringFling);
  const announced = events
    .filter(([name]) => name === 'ITEM_CREATED')
    .map(([, data]) => (data as { idx: number }).idx);
  const passed = announced.filter((idx) => {
    const top = layout.rects[idx * RECT_STRIDE + 1];
    return top > 12 * innerHeight && top < viewTop - 12 * innerHeight;
  });
  expect(passed).toEqual([]);
  scrollTo(0, 0);
});

test('one jump draws the items at once, without boxes', async () => {
  const items = makeItems(20_000);
  const { gallery } = await mountGallery(900, { items, options: GRID });
  await expect.poll(() => drawnIndices(gallery).length).toBeGreaterThan(0);
  scrollTo(0, 30 * innerHeight);
  await frame();
  await frame();
  expect(boxes(gallery)).toEqual([]);
  expect(drawnIndices(gallery).length).toBeGreaterThan(0);
  scrollTo(0, 0);
});
