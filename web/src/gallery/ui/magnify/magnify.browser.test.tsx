// MAGNIFY (spec/002 §4 "Magnify", §5, §9): a click shows the picture larger, another shows it
// whole; a press that drags does not toggle; while magnified a drag pans the picture but never
// past the item's edges; Escape un-magnifies; Enter and Space toggle like a click; the picture
// laid over is the engine's magnified variant; ITEM_CLICKED still comes.

import axe from 'axe-core';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  type ImageUrlRequest,
  type ImageVariant,
  RECT_STRIDE,
} from '../../../../../bindings/engine.ts';
import { createTsEngine } from '../../../../../bindings/ts/engine.ts';
import { itemElement, MASONRY, mountGallery, tabIntoGallery, zeroTimeout } from '../testing.tsx';
import { TEST_SHAPES } from '../test-shapes.ts';

const SIZES = TEST_SHAPES.slice(0, 6);

/** Items whose urls are media ids on the static host (their pictures do not load offline). */
const ITEMS = SIZES.map(([width, height], i) => ({
  itemId: `id-${i}`,
  mediaUrl: `8bb438_pic${i}~mv2.jpg`,
  metaData: { width, height, title: `Picture ${i}` },
}));

const magnify = (value?: number) => ({
  ...MASONRY,
  behaviourParams: {
    item: {
      clickAction: 'MAGNIFY',
      ...(value === undefined ? {} : { content: { magnificationValue: value } }),
    },
  },
});

/** The picture that scales and pans inside item `idx`. */
function picture(gallery: HTMLElement, idx: number): HTMLElement {
  return itemElement(gallery, idx)!.querySelector<HTMLElement>('[data-magnified-picture]')!;
}

function edges(element: Element) {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  return { left, top, right, bottom };
}

/** Waits for the picture of item `idx` to be `scale` times the item's width (the 0.3 s transition). */
async function settledAt(gallery: HTMLElement, idx: number, scale: number) {
  const item = itemElement(gallery, idx)!.getBoundingClientRect();
  await expect
    .poll(() => picture(gallery, idx).getBoundingClientRect().width)
    .toBeCloseTo(item.width * scale, 1);
}

/** Mounts the gallery and waits for MAGNIFY's view to lie over the items. */
async function mountMagnifying(value?: number) {
  const mounted = await mountGallery(700, { items: ITEMS, options: magnify(value) });
  await expect
    .poll(() => itemElement(mounted.gallery, 0)!.querySelector('[data-magnified-picture]'))
    .not.toBeNull();
  return mounted;
}

function pointer(type: string, target: EventTarget, x: number, y: number) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      clientX: x,
      clientY: y,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
    }),
  );
}

/** The edges of the picture of item `idx` once a pan has settled. */
async function settledEdges(gallery: HTMLElement, idx: number) {
  let last = '';
  await expect
    .poll(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = JSON.stringify(edges(picture(gallery, idx)));
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  return JSON.parse(last) as ReturnType<typeof edges>;
}

/** A mouse press on item `idx` at its point (x, y), moved by (dx, dy), released, and its click. */
function drag(gallery: HTMLElement, idx: number, x: number, y: number, dx: number, dy: number) {
  const shell = itemElement(gallery, idx)!;
  const box = shell.getBoundingClientRect();
  const [startX, startY] = [box.left + x, box.top + y];
  const media = shell.querySelector('[data-magnified]')!;
  pointer('pointerdown', media, startX, startY);
  for (let step = 1; step <= 4; step++)
    pointer('pointermove', media, startX + (dx * step) / 4, startY + (dy * step) / 4);
  pointer('pointerup', media, startX + dx, startY + dy);
  media.dispatchEvent(
    new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      detail: 1,
      clientX: startX + dx,
      clientY: startY + dy,
    }),
  );
}

test('a click magnifies by magnificationValue around the point clicked; another click restores', async () => {
  const { host, gallery, events } = await mountMagnifying();
  const shell = itemElement(gallery, 1)!;
  expect(shell.getAttribute('role')).toBe('button');
  expect(shell.getAttribute('aria-label')).toBe('Picture 1');
  expect(shell.getAttribute('aria-pressed')).toBe('false');
  expect((await axe.run(host)).violations.map((v) => v.id)).toEqual([]);

  await userEvent.click(shell);
  await settledAt(gallery, 1, 2);
  expect(shell.getAttribute('aria-pressed')).toBe('true');
  // userEvent clicks the centre (once it has scrolled the item into view): the centre stays.
  const item = shell.getBoundingClientRect();
  const magnified = picture(gallery, 1).getBoundingClientRect();
  expect(magnified.left + magnified.width / 2).toBeCloseTo(item.left + item.width / 2, 0);
  expect(magnified.top + magnified.height / 2).toBeCloseTo(item.top + item.height / 2, 0);
  await zeroTimeout();
  expect(events.filter(([name]) => name === 'ITEM_CLICKED')).toEqual([
    ['ITEM_CLICKED', { id: 'id-1', idx: 1 }],
  ]);
  expect(events.some(([name]) => name === 'ITEM_ACTION_TRIGGERED')).toBe(false);

  await userEvent.click(shell);
  await settledAt(gallery, 1, 1);
  expect(edges(picture(gallery, 1))).toEqual(edges(shell));
});

test('a press that drags does not toggle', async () => {
  const { gallery } = await mountMagnifying();
  const shell = itemElement(gallery, 0)!;
  drag(gallery, 0, 40, 40, 60, 30);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(edges(picture(gallery, 0))).toEqual(edges(shell));

  // A press that does not move is a click.
  drag(gallery, 0, 40, 40, 0, 0);
  await settledAt(gallery, 0, 2);
  // Magnified, a drag pans and does not un-magnify.
  drag(gallery, 0, 40, 40, 20, 20);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(picture(gallery, 0).getBoundingClientRect().width).toBeCloseTo(
    shell.getBoundingClientRect().width * 2,
    1,
  );
});

test('a drag pans the magnified picture, never past the item at any of the four edges', async () => {
  const { gallery } = await mountMagnifying(3);
  const shell = itemElement(gallery, 2)!;
  const item = edges(shell);
  drag(gallery, 2, 30, 30, 0, 0);
  await settledAt(gallery, 2, 3);

  // Far right and down: the picture's left and top edges stop at the item's.
  drag(gallery, 2, 10, 10, 5000, 5000);
  let shown = await settledEdges(gallery, 2);
  expect(shown.left).toBeCloseTo(item.left, 1);
  expect(shown.top).toBeCloseTo(item.top, 1);
  expect(shown.right).toBeGreaterThan(item.right);
  expect(shown.bottom).toBeGreaterThan(item.bottom);

  // Far left and up: its right and bottom edges stop at the item's.
  drag(gallery, 2, 10, 10, -5000, -5000);
  shown = await settledEdges(gallery, 2);
  expect(shown.right).toBeCloseTo(item.right, 1);
  expect(shown.bottom).toBeCloseTo(item.bottom, 1);
  expect(shown.left).toBeLessThan(item.left);
  expect(shown.top).toBeLessThan(item.top);

  // A small drag moves it by the drag's distance.
  drag(gallery, 2, 10, 10, 25, 15);
  const moved = await settledEdges(gallery, 2);
  expect(moved.left - shown.left).toBeCloseTo(25, 1);
  expect(moved.top - shown.top).toBeCloseTo(15, 1);
});

test('the magnified picture is the engine’s magnified variant of the item', async () => {
  const { gallery, layouts } = await mountMagnifying();
  await userEvent.click(itemElement(gallery, 3)!);
  const sharp = () => picture(gallery, 3).querySelector<HTMLImageElement>('img:last-of-type');
  await expect.poll(() => sharp()?.getAttribute('src')).toBeTruthy();

  const r = layouts[0].rects;
  const [width, height] = SIZES[3];
  const request = (variant: ImageVariant, scale: number): ImageUrlRequest => ({
    fit: 'fill',
    id: ITEMS[3].mediaUrl,
    width,
    height,
    targetWidth: r[3 * RECT_STRIDE + 2] * scale,
    targetHeight: r[3 * RECT_STRIDE + 3] * scale,
    variant,
    options: {
      quality: 90,
      devicePixelRatio: Math.min(window.devicePixelRatio || 1, 2),
      focalPoint: { x: 50, y: 50 },
    },
  });
  const twin = createTsEngine();
  const [magnified] = twin.imageUrls([request('magnified', 1)]);
  expect(sharp()!.getAttribute('src')).toBe(magnified);
  // That is the picture at twice the item's size (magnificationValue 2).
  expect(magnified).toBe(twin.imageUrls([request('resized', 2)])[0]);
});

test('Enter and Space toggle the focused item; Escape un-magnifies, then leaves the hover, then the item', async () => {
  const { host, gallery } = await mountMagnifying();
  await tabIntoGallery(host);
  const shell = itemElement(gallery, 0)!;
  expect(document.activeElement).toBe(shell);

  await userEvent.keyboard('{Enter}');
  await settledAt(gallery, 0, 2);
  await userEvent.keyboard(' ');
  await settledAt(gallery, 0, 1);
  await userEvent.keyboard(' ');
  await settledAt(gallery, 0, 2);

  await userEvent.keyboard('{Escape}');
  await settledAt(gallery, 0, 1);
  // Un-magnifying kept focus on the item; the next Escape leaves the hover the keyboard focus
  // set (spec/002 §4), and the one after leaves the item for the gallery.
  expect(document.activeElement).toBe(shell);
  await userEvent.keyboard('{Escape}');
  expect(document.activeElement).toBe(shell);
  await userEvent.keyboard('{Escape}');
  expect(document.activeElement).toBe(gallery);
});
