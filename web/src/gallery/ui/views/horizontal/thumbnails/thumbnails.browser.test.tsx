// The thumbnail strip of a horizontal gallery as a visitor sees and uses it (spec/001 §3
// layoutParams.thumbnails, spec/002 §4-5, §9): where it is drawn for each placement against the
// layout, the current thumbnail following navigation, a thumbnail click moving the gallery with
// THUMBNAIL_CLICKED first, the engine's thumbnail pictures, the small play icon, right to left.

import axe from 'axe-core';
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { makeItems, type Mounted, mountGallery } from '../../../testing.tsx';
import {
  arrow,
  horizontal,
  navigationEvents,
  pastThrottle,
  scrollerOf,
  waitForActive,
} from '../horizontal-testing.ts';

const THUMBNAIL = 3;
const ITEMS = makeItems(12, (i) => ({ title: `Photo ${i}` }));
const CONTAINER = { width: 700, height: 420 };
const SIZE = 100;
const MARGIN = 10;
let mounted: Mounted | undefined;

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

async function withThumbnails(more: object = {}, items: object[] = ITEMS): Promise<HTMLElement> {
  mounted = await mountGallery(CONTAINER.width, {
    items,
    options: horizontal(THUMBNAIL, {
      layoutParams_thumbnails_size: SIZE,
      layoutParams_thumbnails_marginToGallery: MARGIN,
      ...more,
    }),
    container: CONTAINER,
  });
  await expect.poll(() => strip(mounted!.gallery)).not.toBeNull();
  return mounted.gallery;
}

function strip(gallery: Element): HTMLElement | null {
  return gallery.querySelector<HTMLElement>('[data-thumbnails]');
}

function thumbnail(gallery: Element, idx: number): HTMLButtonElement | null {
  return gallery.querySelector<HTMLButtonElement>(`button[data-thumbnail-idx="${idx}"]`);
}

function currentThumbnail(gallery: Element): number {
  const current = gallery.querySelector<HTMLElement>('[data-thumbnail-idx][aria-current="true"]');
  return Number(current?.dataset.thumbnailIdx);
}

function centreX(element: Element): number {
  const rect = element.getBoundingClientRect();
  return rect.left + rect.width / 2;
}

async function settled(gallery: Element): Promise<void> {
  // The thumbnails slide for the navigation duration.
  await pastThrottle(gallery, 100);
}

test('outside the gallery: below, above, left and right, in the room the layout left', async () => {
  for (const alignment of ['BOTTOM', 'TOP', 'LEFT', 'RIGHT']) {
    const gallery = await withThumbnails({ layoutParams_thumbnails_alignment: alignment });
    const layout = mounted!.layouts.at(-1)!;
    const frame = gallery.getBoundingClientRect();
    const box = strip(gallery)!.getBoundingClientRect();
    const items = scrollerOf(gallery).getBoundingClientRect();
    expect(frame.height, alignment).toBe(CONTAINER.height);
    if (alignment === 'BOTTOM' || alignment === 'TOP') {
      expect(layout.height).toBe(CONTAINER.height - SIZE - MARGIN);
      expect(items.height).toBe(layout.height);
      expect(box.height).toBe(SIZE);
      expect(box.width).toBe(CONTAINER.width);
      if (alignment === 'BOTTOM') {
        expect(items.top).toBe(frame.top);
        expect(box.top).toBe(items.bottom + MARGIN);
      } else {
        expect(box.top).toBe(frame.top);
        expect(items.top).toBe(box.bottom + MARGIN);
      }
    } else {
      expect(items.width).toBe(CONTAINER.width - SIZE - MARGIN);
      expect(box.width).toBe(SIZE);
      expect(box.height).toBe(layout.height);
      if (alignment === 'LEFT') {
        expect(box.left).toBe(frame.left);
        expect(items.left).toBe(box.right + MARGIN);
      } else {
        expect(items.left).toBe(frame.left);
        expect(box.left).toBe(items.right + MARGIN);
      }
    }
    // Items in thumbnails' room would be hidden or cut.
    const first = gallery.querySelector('[data-idx="0"]')!.getBoundingClientRect();
    expect(first.width).toBeLessThanOrEqual(items.width);
    await mounted!.unmount();
    mounted = undefined;
  }
});

test('on the gallery: the strip lies over its edge, the margin in; the gallery keeps its size', async () => {
  for (const alignment of ['BOTTOM', 'RIGHT']) {
    const gallery = await withThumbnails({
      layoutParams_thumbnails_alignment: alignment,
      layoutParams_thumbnails_position: 'ON_GALLERY',
    });
    const box = strip(gallery)!.getBoundingClientRect();
    const items = scrollerOf(gallery).getBoundingClientRect();
    expect(items.height).toBe(CONTAINER.height);
    expect(items.width).toBe(CONTAINER.width);
    if (alignment === 'BOTTOM') {
      expect(box.bottom).toBe(items.bottom - MARGIN);
      expect(box.height).toBe(SIZE);
    } else {
      expect(box.right).toBe(items.right - MARGIN);
      expect(box.width).toBe(SIZE);
    }
    await mounted!.unmount();
    mounted = undefined;
  }
});

test('an odd count of thumbnails, spaced by the options, the current one in the middle', async () => {
  const gallery = await withThumbnails({ layoutParams_thumbnails_spacing: 20 });
  const box = strip(gallery)!;
  const buttons = box.querySelectorAll('button');
  // 700 px: 6 thumbnails of 100 with 20 between cover it, made odd; the first has none before it.
  expect(buttons.length).toBe(4);
  expect(currentThumbnail(gallery)).toBe(0);
  expect(centreX(thumbnail(gallery, 0)!)).toBe(centreX(box));
  expect(thumbnail(gallery, 1)!.getBoundingClientRect().left).toBe(
    thumbnail(gallery, 0)!.getBoundingClientRect().right + 20,
  );
});

test('the current thumbnail follows navigation and stays in the middle', async () => {
  const gallery = await withThumbnails();
  await userEvent.click(arrow(gallery, 'next')!);
  await waitForActive(gallery, 1);
  expect(currentThumbnail(gallery)).toBe(1);
  await settled(gallery);
  await expect.poll(() => centreX(thumbnail(gallery, 1)!)).toBe(centreX(strip(gallery)!));
  expect(thumbnail(gallery, 0)!.getAttribute('aria-current')).toBeNull();
});

test('a thumbnail click raises THUMBNAIL_CLICKED, then slides to its item', async () => {
  const gallery = await withThumbnails();
  await userEvent.click(thumbnail(gallery, 2)!);
  await waitForActive(gallery, 2);
  const events = mounted!.events.filter(
    ([name]) =>
      name === 'THUMBNAIL_CLICKED' ||
      name === 'GALLERY_NAVIGATION_START' ||
      name === 'CURRENT_ITEM_CHANGED',
  );
  expect(events).toEqual([
    ['THUMBNAIL_CLICKED', { id: 'item-2', idx: 2 }],
    ['GALLERY_NAVIGATION_START', { id: 'item-2', idx: 2, fromIdx: 0 }],
    ['CURRENT_ITEM_CHANGED', { id: 'item-2', idx: 2 }],
  ]);
  expect(currentThumbnail(gallery)).toBe(2);
  await settled(gallery);
  // Enter on a focused thumbnail does the same.
  thumbnail(gallery, 3)!.focus();
  await userEvent.keyboard('{Enter}');
  await waitForActive(gallery, 3);
  expect(navigationEvents(mounted!.events).at(-1)).toEqual([
    'CURRENT_ITEM_CHANGED',
    { id: 'item-3', idx: 3 },
  ]);
  expect(mounted!.events.filter(([name]) => name === 'THUMBNAIL_CLICKED').at(-1)).toEqual([
    'THUMBNAIL_CLICKED',
    { id: 'item-3', idx: 3 },
  ]);
  expect(document.activeElement).toBe(thumbnail(gallery, 3));
});

test('looping past the last item, the strip keeps moving the same way', async () => {
  const gallery = await withThumbnails(
    { behaviourParams_gallery_horizontal_loop: true },
    ITEMS.slice(0, 6),
  );
  // Both sides are filled: the last items before the first.
  const before = thumbnail(gallery, 5)!.getBoundingClientRect().left;
  expect(before).toBeLessThan(thumbnail(gallery, 0)!.getBoundingClientRect().left);
  await userEvent.click(arrow(gallery, 'previous')!);
  await waitForActive(gallery, 5);
  await settled(gallery);
  // Item 5's thumbnail came from the left into the middle: the strip moved right.
  await expect.poll(() => centreX(thumbnail(gallery, 5)!)).toBe(centreX(strip(gallery)!));
  expect(thumbnail(gallery, 0)!.getBoundingClientRect().left).toBeGreaterThan(
    centreX(strip(gallery)!),
  );
});

test('thumbnails show the engine’s thumbnail variant of each picture', async () => {
  const items = ITEMS.slice(0, 4).map((item, i) => ({ ...item, url: `8bb438_pic${i}~mv2.jpg` }));
  const gallery = await withThumbnails({}, items);
  const picture = () => thumbnail(gallery, 1)!.querySelector('img')?.getAttribute('src');
  await expect.poll(picture).toMatch(/8bb438_pic1~mv2\.jpg\/v1\/fill\/w_\d+,h_\d+,/);
  // The thumbnail variant's quality, where the item itself has quality 90.
  expect(picture()).toMatch(/q_70/);
  // The item itself shows the resized picture at quality 90.
  await expect
    .poll(() => gallery.querySelector('[data-idx="1"] img')?.getAttribute('src'))
    .toMatch(/8bb438_pic1~mv2\.jpg\/v1\/fill\/.*q_90/);
});

test('video thumbnails show the play icon at 28 px when the options say so', async () => {
  const fixtures = new URL('/web/src/media/players/fixtures/', location.origin);
  const video = {
    itemId: 'clip',
    mediaUrl: new URL('clip.webm', fixtures).href,
    metaData: {
      type: 'video',
      width: 320,
      height: 180,
      title: 'A short clip',
      poster: { url: new URL('poster.svg', fixtures).href, width: 320, height: 180 },
    },
  };
  const items = [...ITEMS.slice(0, 2), video];
  let gallery = await withThumbnails(
    { behaviourParams_item_video_enableThumbnailsPlayButton: true },
    items,
  );
  const clip = thumbnail(gallery, 2)!;
  expect(clip.getAttribute('aria-label')).toBe('A short clip');
  const icon = clip.querySelector('[data-play-icon] svg')!;
  expect(icon.getBoundingClientRect().width).toBe(28);
  expect(icon.getBoundingClientRect().height).toBe(28);
  await expect.poll(() => clip.querySelector('img')?.getAttribute('src')).toContain('poster.svg');
  expect(thumbnail(gallery, 1)!.querySelector('[data-play-icon]')).toBeNull();
  await mounted!.unmount();
  gallery = await withThumbnails(
    { behaviourParams_item_video_enableThumbnailsPlayButton: false },
    items,
  );
  expect(thumbnail(gallery, 2)!.querySelector('[data-play-icon]')).toBeNull();
});

test('right to left: the next thumbnails are to the left of the current one', async () => {
  const gallery = await withThumbnails({
    behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT',
  });
  const first = thumbnail(gallery, 0)!.getBoundingClientRect();
  expect(centreX(thumbnail(gallery, 0)!)).toBe(centreX(strip(gallery)!));
  expect(thumbnail(gallery, 1)!.getBoundingClientRect().right).toBeLessThan(first.left);
  await userEvent.click(thumbnail(gallery, 1)!);
  await waitForActive(gallery, 1);
  await settled(gallery);
  await expect.poll(() => centreX(thumbnail(gallery, 1)!)).toBe(centreX(strip(gallery)!));
});

test('a list of buttons named by their items, the current one marked; axe-core clean', async () => {
  const gallery = await withThumbnails();
  const list = strip(gallery)!;
  expect(list.tagName).toBe('UL');
  const buttons = [...list.querySelectorAll('button')];
  expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(
    buttons.map((b) => `Photo ${b.dataset.thumbnailIdx}`),
  );
  expect(thumbnail(gallery, 0)!.getAttribute('aria-current')).toBe('true');
  expect((await axe.run(mounted!.host)).violations.map((v) => v.id)).toEqual([]);
});

test('a text item’s thumbnail takes its background; a 3D item’s shows its poster', async () => {
  const fixtures = new URL('/web/src/media/players/fixtures/', location.origin);
  const note = {
    itemId: 'note',
    metaData: {
      type: 'text',
      width: 400,
      height: 300,
      title: 'A note',
      html: '<p>Hello</p>',
      textStyle: { backgroundColor: 'rgb(255, 240, 200)' },
    },
  };
  const model = {
    itemId: 'model',
    mediaUrl: new URL('/web/src/gallery/ui/items/fixtures/triangle.gltf', location.origin).href,
    metaData: {
      type: '3d',
      width: 400,
      height: 400,
      title: 'A triangle',
      poster: { url: new URL('poster.svg', fixtures).href, width: 320, height: 180 },
    },
  };
  const gallery = await withThumbnails({}, [...ITEMS.slice(0, 1), note, model]);
  const text = thumbnail(gallery, 1)!;
  expect(text.getAttribute('aria-label')).toBe('A note');
  expect(getComputedStyle(text).backgroundColor).toBe('rgb(255, 240, 200)');
  expect(text.querySelector('img')).toBeNull();
  await expect
    .poll(() => thumbnail(gallery, 2)!.querySelector('img')?.getAttribute('src'))
    .toContain('poster.svg');
});
