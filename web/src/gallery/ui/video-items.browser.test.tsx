// Video items in a gallery (spec/002 §3-4): a transport item of type video shows its poster and
// its own play button inside the item, plays the file on a click of that button with the gallery's
// VIDEO_PLAYED event, and the gallery with video and picture items passes axe-core.

import axe from 'axe-core';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { itemElement, makeItems, MASONRY, mountGallery } from './testing.tsx';

const FIXTURES = new URL('/web/src/media/players/fixtures/', location.origin);

const ITEMS = [
  ...makeItems(3),
  {
    itemId: 'clip',
    mediaUrl: new URL('clip.webm', FIXTURES).href,
    metaData: {
      type: 'video',
      width: 320,
      height: 180,
      title: 'A short clip',
      poster: { url: new URL('poster.svg', FIXTURES).href, width: 320, height: 180 },
    },
  },
];

const OPTIONS = {
  ...MASONRY,
  behaviourParams: { item: { clickAction: 'ACTION', video: { playTrigger: 'CLICK' } } },
};

test('a video item plays from its own button and the gallery says so', async () => {
  const { host, gallery, events } = await mountGallery(900, { items: ITEMS, options: OPTIONS });
  const item = itemElement(gallery, 3)!;
  expect(item.getAttribute('role')).toBe('group');
  const play = item.querySelector('button')!;
  expect(play.getAttribute('aria-label')).toMatch(/A short clip/);
  const result = await axe.run(host);
  expect(result.violations.map((v) => v.id)).toEqual([]);

  await userEvent.click(play);
  await expect
    .poll(() => events.filter(([name]) => name === 'VIDEO_PLAYED'))
    .toEqual([['VIDEO_PLAYED', expect.objectContaining({ id: 'clip', idx: 3 })]]);
  expect(item.querySelector('video')?.currentSrc).toMatch(/clip\.webm$/);
});
