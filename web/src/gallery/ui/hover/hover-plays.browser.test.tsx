// The gallery's hover plays what plays on hover (spec/002 §4 "Video and 3D items"): a video with
// the play trigger HOVER plays while its item is hovered, by the mouse or by keyboard focus, and
// pauses when the hover is left.

import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  focusedIndex,
  itemElement,
  makeItems,
  MASONRY,
  mountGallery,
  tabIntoGallery,
} from '../testing.tsx';
import { parkMouse } from './hover-testing.ts';

const FIXTURES = new URL('/web/src/media/players/fixtures/', location.origin);

const ITEMS = [
  {
    itemId: 'clip',
    mediaUrl: new URL('clip.webm', FIXTURES).href,
    metaData: { type: 'video', width: 320, height: 180, title: 'A short clip' },
  },
  ...makeItems(3),
];

const OPTIONS = { ...MASONRY, behaviourParams: { item: { video: { playTrigger: 'HOVER' } } } };

/** The last of VIDEO_PLAYED and VIDEO_PAUSED the host heard (a busy machine may add a pair). */
const lastPlayEvent = (events: [string, unknown][]) =>
  events.filter(([name]) => name === 'VIDEO_PLAYED' || name === 'VIDEO_PAUSED').at(-1)?.[0];

const video = (gallery: HTMLElement) => itemElement(gallery, 0)!.querySelector('video');

test('keyboard focus hovers a video item, which plays; Escape leaves the hover and it pauses', async () => {
  const { host, gallery, events } = await mountGallery(900, { items: ITEMS, options: OPTIONS });
  await parkMouse(host);
  await tabIntoGallery(host);
  expect(focusedIndex()).toBe(0);
  await expect.poll(() => lastPlayEvent(events)).toBe('VIDEO_PLAYED');
  await expect.poll(() => video(gallery)?.paused).toBe(false);
  await userEvent.keyboard('{Escape}');
  expect(focusedIndex()).toBe(0);
  await expect.poll(() => lastPlayEvent(events)).toBe('VIDEO_PAUSED');
  expect(video(gallery)?.paused).toBe(true);
});

test('the mouse over a video item plays it', async () => {
  const { host, gallery, events } = await mountGallery(900, { items: ITEMS, options: OPTIONS });
  await parkMouse(host);
  await userEvent.hover(itemElement(gallery, 0)!);
  await expect.poll(() => lastPlayEvent(events)).toBe('VIDEO_PLAYED');
  await expect.poll(() => video(gallery)?.paused).toBe(false);
});
