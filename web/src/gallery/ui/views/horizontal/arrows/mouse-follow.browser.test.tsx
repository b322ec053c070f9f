// The mouse-follow arrow (spec/002 §4, §9): with the arrows at MOUSE_CURSOR an arrow follows the
// mouse in the gallery's side zones, none over a clickable element; a click in a zone moves the
// gallery and triggers no item action.

import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { makeItems, type Mounted, mountGallery } from '../../../testing.tsx';
import { arrow, horizontal, SLIDESHOW, waitForActive } from '../horizontal-testing.ts';

let mounted: Mounted | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const follower = (gallery: Element) =>
  gallery.querySelector<HTMLElement>('[data-mouse-arrow]')?.dataset.mouseArrow ?? null;

async function mouseCursorGallery() {
  mounted = await mountGallery(700, {
    items: makeItems(6),
    options: horizontal(SLIDESHOW, {
      layoutParams_navigationArrows_position: 'MOUSE_CURSOR',
      behaviourParams_item_clickAction: 'ACTION',
      behaviourParams_gallery_horizontal_navigationDuration: 100,
    }),
    container: { width: 700, height: 420 },
  });
  return mounted;
}

test('the arrow follows the mouse in the zones, and a click there moves the gallery only', async () => {
  const { gallery, events } = await mouseCursorGallery();
  const carousel = gallery.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
  // No buttons: the arrows follow the mouse instead.
  expect(arrow(gallery, 'next')).toBeNull();
  const { width, height } = carousel.getBoundingClientRect();
  // At the first slide only the next arrow shows, over the whole gallery.
  await userEvent.hover(carousel, { position: { x: 40, y: height / 2 } });
  await expect.poll(() => follower(gallery)).toBe('next');
  await userEvent.click(carousel, { position: { x: width - 40, y: height / 2 } });
  await waitForActive(gallery, 1);
  expect(events.filter(([name]) => name === 'ITEM_ACTION_TRIGGERED')).toEqual([]);
  // Now both show: the left half goes back.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await userEvent.hover(carousel, { position: { x: 40, y: height / 3 } });
  await expect.poll(() => follower(gallery)).toBe('previous');
  await userEvent.hover(document.body, { position: { x: 0, y: 0 } });
  await expect.poll(() => follower(gallery)).toBeNull();
});
