// The navigation arrows as drawn (spec/001 §3 navigationArrows, spec/002 §5, §9): seven types,
// the BOX, SHADOW and NONE containers, on or outside the gallery, centred on the item, its image
// or its info area, in the size and colour the options give.

import axe from 'axe-core';
import { afterEach, expect, test } from 'vitest';
import { makeItems, type Mounted, mountGallery } from '../../../testing.tsx';
import { arrow, horizontal, scrollerOf, SLIDER, SLIDESHOW } from '../horizontal-testing.ts';

const ITEMS = makeItems(6);
const CONTAINER = { width: 700, height: 420 };
let mounted: Mounted | undefined;

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

async function withArrows(layout: number, more: object): Promise<HTMLElement> {
  mounted = await mountGallery(700, {
    items: ITEMS,
    options: horizontal(layout, more),
    container: CONTAINER,
  });
  await expect.poll(() => arrow(mounted!.gallery, 'next')).not.toBeNull();
  return mounted.gallery;
}

test('each arrow type draws its own shape', async () => {
  const shapes = new Set<string>();
  for (const type of [
    'DEFAULT_ARROW',
    'ARROW_2',
    'ARROW_3',
    'ARROW_4',
    'ARROW_5',
    'ARROW_6',
    'ARROW_7',
  ]) {
    const gallery = await withArrows(SLIDER, { layoutParams_navigationArrows_type: type });
    const next = arrow(gallery, 'next')!;
    expect(next.dataset.arrowType).toBe(type);
    shapes.add(next.querySelector('svg')!.innerHTML);
    await mounted!.unmount();
    mounted = undefined;
  }
  expect(shapes.size).toBe(7);
});

test('a BOX: background and radius of the options, the arrow in its colour and size', async () => {
  const gallery = await withArrows(SLIDER, {
    layoutParams_navigationArrows_container_type: 'BOX',
    layoutParams_navigationArrows_container_backgroundColor: 'rgb(255, 200, 0)',
    layoutParams_navigationArrows_container_borderRadius: 8,
    layoutParams_navigationArrows_size: 30,
    stylingParams_arrowsColor: 'rgb(10, 20, 30)',
  });
  const next = arrow(gallery, 'next')!;
  const style = getComputedStyle(next);
  expect(style.backgroundColor).toBe('rgb(255, 200, 0)');
  expect(style.borderRadius).toBe('8px');
  expect(style.color).toBe('rgb(10, 20, 30)');
  expect(next.getBoundingClientRect().width).toBe(60);
  expect(next.querySelector('svg')!.getBoundingClientRect().width).toBe(30);
  expect((await axe.run(mounted!.host)).violations.map((v) => v.id)).toEqual([]);
});

test('SHADOW draws a shadow on the arrow; NONE draws the arrow alone', async () => {
  let gallery = await withArrows(SLIDER, {
    layoutParams_navigationArrows_container_type: 'SHADOW',
  });
  expect(getComputedStyle(arrow(gallery, 'next')!.querySelector('svg')!).filter).toContain(
    'drop-shadow',
  );
  await mounted!.unmount();
  gallery = await withArrows(SLIDER, { layoutParams_navigationArrows_container_type: 'NONE' });
  const next = arrow(gallery, 'next')!;
  expect(getComputedStyle(next.querySelector('svg')!).filter).toBe('none');
  expect(getComputedStyle(next).backgroundColor).toBe('rgba(0, 0, 0, 0)');
});

test('ON_GALLERY: padding in from the edge; OUTSIDE_GALLERY: in the room beside it', async () => {
  let gallery = await withArrows(SLIDER, {
    layoutParams_navigationArrows_position: 'ON_GALLERY',
    layoutParams_navigationArrows_padding: 30,
    layoutParams_navigationArrows_container_type: 'NONE',
  });
  let scroller = scrollerOf(gallery).getBoundingClientRect();
  let next = arrow(gallery, 'next')!.getBoundingClientRect();
  expect(Math.round(scroller.right - next.right)).toBe(30);
  await mounted!.unmount();

  gallery = await withArrows(SLIDER, {
    layoutParams_navigationArrows_position: 'OUTSIDE_GALLERY',
    layoutParams_navigationArrows_size: 24,
    layoutParams_navigationArrows_container_type: 'NONE',
  });
  scroller = scrollerOf(gallery).getBoundingClientRect();
  const frame = gallery.getBoundingClientRect();
  // size + 40 + half the item spacing (10) on each side (spec/002 §9).
  expect(Math.round(scroller.left - frame.left)).toBe(24 + 40 + 5);
  expect(Math.round(scroller.width)).toBe(700 - 2 * (24 + 40 + 5));
  next = arrow(gallery, 'next')!.getBoundingClientRect();
  expect(next.left).toBeGreaterThanOrEqual(scroller.right);
  expect(next.right).toBeLessThanOrEqual(frame.right);
});

test.each([
  ['ITEM_CENTER', (_top: number, _height: number, layoutHeight: number) => layoutHeight / 2],
  ['IMAGE_CENTER', (top: number, height: number) => top + height / 2],
  [
    'INFO_CENTER',
    (top: number, height: number, layoutHeight: number) => (top + height + layoutHeight) / 2,
  ],
])('%s centres the arrows on it', async (alignment, centreOf) => {
  const gallery = await withArrows(SLIDESHOW, {
    layoutParams_navigationArrows_verticalAlignment: alignment,
    layoutParams_info_placement: 'BELOW',
  });
  const layout = mounted!.layouts.at(-1)!;
  const top = layout.rects[1];
  const height = layout.rects[3];
  expect(height).toBeLessThan(layout.height); // the info area is below the image
  const box = arrow(gallery, 'next')!.getBoundingClientRect();
  const galleryTop = scrollerOf(gallery).getBoundingClientRect().top;
  expect(box.top + box.height / 2 - galleryTop).toBeCloseTo(
    centreOf(top, height, layout.height),
    0,
  );
});
