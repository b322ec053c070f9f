// Auto-slide in a horizontal gallery (spec/002 §4 "Auto-slide", §5, §9): INTERVAL moves on its
// interval and raises the navigation events, back to the first item after the last; each block
// rule stops it and it starts again when the block goes; CONTINUOUS scrolls and a hover freezes
// it where it stands; the live region is off while the slides move by themselves.

import axe from 'axe-core';
import { act } from 'react';
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { makeItems, type Mounted, mountGallery, tabIntoGallery } from '../../../testing.tsx';
import {
  activeIndex,
  horizontal,
  navigationEvents,
  scrollerOf,
  SLIDESHOW,
  waitForActive,
} from '../horizontal-testing.ts';
import type { NavigationApi } from '../navigation-events.ts';
import { AUTO_PLAY_TITLE } from '../slideshow-info/labels.ts';

const ITEMS = makeItems(3);
const CONTAINER = { width: 600, height: 400 };
/** Short enough for a test, longer than a slide (100 ms) and the navigation throttle. */
const INTERVAL_S = 0.7;
const INTERVAL_MS = INTERVAL_S * 1000;
let mounted: Mounted | undefined;

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

async function autoSliding(more: object = {}): Promise<Mounted> {
  // The pointer rests away from where the gallery is drawn: a hover there would pause it.
  await userEvent.hover(document.body, { position: { x: 0, y: 0 } }).catch(() => {});
  mounted = await mountGallery(600, {
    items: ITEMS,
    options: horizontal(SLIDESHOW, {
      behaviourParams_gallery_horizontal_autoSlide_behaviour: 'INTERVAL',
      behaviourParams_gallery_horizontal_autoSlide_interval: INTERVAL_S,
      behaviourParams_gallery_horizontal_navigationDuration: 100,
      behaviourParams_gallery_horizontal_slideshowInfo_enablePlayButton: true,
      behaviourParams_gallery_horizontal_slideshowInfo_enableCounter: true,
      ...more,
    }),
    container: CONTAINER,
  });
  return mounted;
}

function carousel(gallery: Element): HTMLElement {
  return gallery.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
}

function autoSlideState(gallery: Element): string | undefined {
  return carousel(gallery).dataset.autoSlide;
}

function liveRegion(gallery: Element): HTMLElement {
  return gallery.querySelector<HTMLElement>('[aria-atomic="true"][aria-live]')!;
}

function playButton(gallery: Element): HTMLButtonElement {
  return gallery.querySelector<HTMLButtonElement>(`button[title="${AUTO_PLAY_TITLE}"]`)!;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The current item does not move for longer than an interval and a slide. */
async function staysAt(gallery: Element, idx: number): Promise<void> {
  await wait(INTERVAL_MS * 1.6);
  expect(activeIndex(gallery)).toBe(idx);
}

test('INTERVAL moves on its interval, raises the navigation events, wraps after the last', async () => {
  const { gallery, events } = await autoSliding();
  expect(autoSlideState(gallery)).toBe('RUNNING');
  expect(liveRegion(gallery).getAttribute('aria-live')).toBe('off');
  const started = performance.now();
  await waitForActive(gallery, 1);
  // Not before its interval.
  expect(performance.now() - started).toBeGreaterThan(INTERVAL_MS * 0.8);
  await waitForActive(gallery, 2);
  await waitForActive(gallery, 0);
  expect(navigationEvents(events).slice(0, 6)).toEqual([
    ['GALLERY_NAVIGATION_START', { id: 'item-1', idx: 1, fromIdx: 0 }],
    ['CURRENT_ITEM_CHANGED', { id: 'item-1', idx: 1 }],
    ['GALLERY_NAVIGATION_START', { id: 'item-2', idx: 2, fromIdx: 1 }],
    ['CURRENT_ITEM_CHANGED', { id: 'item-2', idx: 2 }],
    ['GALLERY_NAVIGATION_START', { id: 'item-0', idx: 0, fromIdx: 2 }],
    ['CURRENT_ITEM_CHANGED', { id: 'item-0', idx: 0 }],
  ]);
  expect((await axe.run(mounted!.host)).violations.map((v) => v.id)).toEqual([]);
});

test('a hover pauses it with pause-on-hover, and it goes on when the pointer leaves', async () => {
  const { gallery } = await autoSliding();
  await userEvent.hover(gallery.querySelector('[data-idx="0"]')!);
  await expect.poll(() => autoSlideState(gallery)).toBe('HOVERED');
  // Paused, the live region is polite again.
  expect(liveRegion(gallery).getAttribute('aria-live')).toBe('polite');
  await staysAt(gallery, 0);
  await userEvent.unhover(gallery.querySelector('[data-idx="0"]')!);
  await userEvent.hover(document.body, { position: { x: 0, y: 0 } }).catch(() => {});
  await expect.poll(() => autoSlideState(gallery)).toBe('RUNNING');
  await waitForActive(gallery, 1);
});

test('without pause-on-hover a hover does not stop it', async () => {
  const { gallery } = await autoSliding({
    behaviourParams_gallery_horizontal_autoSlide_pauseOnHover: false,
  });
  await userEvent.hover(gallery.querySelector('[data-idx="0"]')!);
  await waitForActive(gallery, 1);
  expect(autoSlideState(gallery)).toBe('RUNNING');
});

test('the play/pause button comes first in the tab order; keyboard focus on a slide stops it', async () => {
  const { gallery, host } = await autoSliding();
  await tabIntoGallery(host);
  // The rotation control first (WAI-ARIA APG carousel); focus on it lets the slides move.
  expect(document.activeElement).toBe(playButton(gallery));
  expect(autoSlideState(gallery)).toBe('RUNNING');
  await userEvent.tab();
  expect((document.activeElement as HTMLElement).dataset.idx).toBe('0');
  await expect.poll(() => autoSlideState(gallery)).toBe('FOCUSED');
  await staysAt(gallery, 0);
  await userEvent.tab({ shift: true });
  await expect.poll(() => autoSlideState(gallery)).toBe('RUNNING');
  await waitForActive(gallery, 1);
});

test('out of view it stops; back in view it goes on', async () => {
  const { gallery, host } = await autoSliding();
  host.style.transform = 'translateY(5000px)';
  await expect.poll(() => autoSlideState(gallery)).toBe('OUT_OF_VIEW');
  await staysAt(gallery, 0);
  host.style.transform = '';
  await expect.poll(() => autoSlideState(gallery)).toBe('RUNNING');
  await waitForActive(gallery, 1);
});

test("the visitor's own scroll holds it", async () => {
  const { gallery } = await autoSliding();
  const scroller = scrollerOf(gallery);
  const started = performance.now();
  scroller.dispatchEvent(new WheelEvent('wheel', { deltaX: 10, bubbles: true }));
  await expect.poll(() => autoSlideState(gallery)).toBe('USER_SCROLL');
  await expect.poll(() => autoSlideState(gallery)).toBe('RUNNING');
  // Held for the auto-slide step (spec/002 §9).
  expect(performance.now() - started).toBeGreaterThanOrEqual(790);
});

test('the play/pause button: its title, toggled by a click, Space and Enter', async () => {
  const { gallery } = await autoSliding();
  const button = playButton(gallery);
  expect(button.title).toBe('slideshow auto play');
  expect(button.getAttribute('aria-pressed')).toBe('true');
  await userEvent.click(button);
  await userEvent.hover(document.body, { position: { x: 0, y: 0 } }).catch(() => {});
  await expect.poll(() => autoSlideState(gallery)).toBe('PAUSED');
  expect(button.getAttribute('aria-pressed')).toBe('false');
  expect(liveRegion(gallery).getAttribute('aria-live')).toBe('polite');
  await staysAt(gallery, 0);
  expect((await axe.run(mounted!.host)).violations.map((v) => v.id)).toEqual([]);

  button.focus();
  await userEvent.keyboard(' ');
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  // Keyboard focus on the button itself does not hold the slides.
  expect(autoSlideState(gallery)).toBe('RUNNING');
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
  expect(autoSlideState(gallery)).toBe('PAUSED');
  // The keys toggled it and moved no slide.
  expect(activeIndex(gallery)).toBe(0);
});

test('the counter shows current/total at the width of §9 and follows the slides', async () => {
  const { gallery } = await autoSliding({
    behaviourParams_gallery_horizontal_slideshowInfo_buttonsAlignment: 'RIGHT',
  });
  const counter = playButton(gallery).nextElementSibling as HTMLElement;
  expect(counter).toHaveTextContent('1/3');
  expect(counter.getBoundingClientRect().width).toBe(26);
  await waitForActive(gallery, 1);
  expect(counter).toHaveTextContent('2/3');
  // Aligned right: the counter ends at the gallery's right edge, 50 px in when the gallery is
  // as wide as the window (spec/002 §9).
  const box = carousel(gallery).getBoundingClientRect();
  const inset = box.width >= window.innerWidth - 10 ? 50 : 0;
  expect(Math.round(counter.getBoundingClientRect().right)).toBe(Math.round(box.right - inset));
});

test('no slideshow info unless its options ask for it', async () => {
  const { gallery } = await autoSliding({
    behaviourParams_gallery_horizontal_slideshowInfo_enablePlayButton: false,
    behaviourParams_gallery_horizontal_slideshowInfo_enableCounter: false,
  });
  expect(playButton(gallery)).toBeNull();
  expect(gallery.textContent).not.toMatch(/\d\/3/);
});

test('CONTINUOUS scrolls at its speed; a hover freezes it where it stands', async () => {
  const { gallery } = await autoSliding({
    behaviourParams_gallery_horizontal_autoSlide_behaviour: 'CONTINUOUS',
    behaviourParams_gallery_horizontal_autoSlide_speed: 400,
  });
  const scroller = scrollerOf(gallery);
  const from = scroller.scrollLeft;
  await wait(500);
  const moved = scroller.scrollLeft - from;
  // About 400 px a second.
  expect(moved).toBeGreaterThan(100);
  expect(moved).toBeLessThan(320);

  // The gallery, not an item: the items move under the pointer.
  await userEvent.hover(carousel(gallery));
  await expect.poll(() => autoSlideState(gallery)).toBe('HOVERED');
  const frozen = scroller.scrollLeft;
  await wait(400);
  expect(scroller.scrollLeft).toBe(frozen);

  await userEvent.hover(document.body, { position: { x: 0, y: 0 } }).catch(() => {});
  await expect.poll(() => scroller.scrollLeft).toBeGreaterThan(frozen + 20);
  // The current item follows the scroll.
  await expect.poll(() => activeIndex(gallery), { timeout: 5000 }).toBeGreaterThan(0);
});

test('the host pauses and plays auto-slide through the navigation API, as the button does', async () => {
  const { gallery, events } = await autoSliding();
  await expect.poll(() => autoSlideState(gallery)).toBe('RUNNING');
  const api = events.find(([name]) => name === 'NAVIGATION_API_READY')![1] as NavigationApi;
  act(() => api.pause());
  await expect.poll(() => autoSlideState(gallery)).toBe('PAUSED');
  const button = gallery.querySelector(`[title="${AUTO_PLAY_TITLE}"]`);
  expect(button?.getAttribute('aria-pressed')).toBe('false');
  act(() => api.play());
  await expect.poll(() => autoSlideState(gallery)).toBe('RUNNING');
});
