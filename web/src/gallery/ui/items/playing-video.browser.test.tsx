// One video plays at a time in a gallery (spec/002 §4 "Container state": playingVideoIdx): a
// second video that starts pauses the first, whose button offers to play it again.

import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { itemElement, makeItems, MASONRY, mountGallery } from '../testing.tsx';

const FIXTURES = new URL('/web/src/media/players/fixtures/', location.origin);

const clip = (id: string, title: string) => ({
  itemId: id,
  mediaUrl: new URL('clip.webm', FIXTURES).href,
  metaData: { type: 'video', width: 320, height: 180, title },
});

const ITEMS = [clip('first', 'First clip'), clip('second', 'Second clip'), ...makeItems(2)];

const OPTIONS = {
  ...MASONRY,
  behaviourParams: {
    item: { video: { playTrigger: 'CLICK', loop: true } },
  },
};

const video = (item: HTMLElement) => item.querySelector('video');

test('a second video that starts pauses the first', async () => {
  const { gallery, events } = await mountGallery(900, { items: ITEMS, options: OPTIONS });
  const first = itemElement(gallery, 0)!;
  const second = itemElement(gallery, 1)!;
  const named = (name: string) => events.filter(([event]) => event === name);

  await userEvent.click(first.querySelector('button')!);
  await expect.poll(() => video(first)?.paused).toBe(false);
  await expect
    .poll(() => named('VIDEO_PLAYED'))
    .toEqual([['VIDEO_PLAYED', expect.objectContaining({ id: 'first', idx: 0 })]]);

  await userEvent.click(second.querySelector('button')!);
  await expect.poll(() => video(second)?.paused).toBe(false);
  await expect.poll(() => video(first)?.paused).toBe(true);
  expect(named('VIDEO_PAUSED')).toEqual([
    ['VIDEO_PAUSED', expect.objectContaining({ id: 'first', idx: 0 })],
  ]);
  expect(first.querySelector('button')!.getAttribute('aria-label')).toMatch(/^Play/);
  expect(second.querySelector('button')!.getAttribute('aria-label')).toMatch(/^Pause/);

  // The first, clicked again, plays and pauses the second in turn.
  await userEvent.click(first.querySelector('button')!);
  await expect.poll(() => video(first)?.paused).toBe(false);
  await expect.poll(() => video(second)?.paused).toBe(true);
});
