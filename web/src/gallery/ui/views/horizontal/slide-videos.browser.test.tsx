// Videos in slides (issue 15, spec/002 §4): the current slide's video plays per its trigger; when
// the gallery moves on, it stops and the new current slide's video plays.

import { afterEach, expect, test } from 'vitest';
import { type Mounted, mountGallery } from '../../testing.tsx';
import { arrow, horizontal, SLIDER, waitForActive } from './horizontal-testing.ts';

const FIXTURES = new URL('/web/src/media/players/fixtures/', location.origin);
const VIDEOS = ['one', 'two', 'three', 'four', 'five', 'six'].map((name) => ({
  itemId: name,
  mediaUrl: new URL('clip.webm', FIXTURES).href,
  metaData: { type: 'video', width: 320, height: 180, title: `Clip ${name}` },
}));

let mounted: Mounted | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const playing = (gallery: Element) =>
  [...gallery.querySelectorAll<HTMLElement>('[data-playing]')]
    .filter((video) => video.dataset.playing === 'true')
    .map((video) => video.closest<HTMLElement>('[data-item-id]')?.dataset.itemId);

test('only the current slide’s video plays, though the others are on screen too', async () => {
  mounted = await mountGallery(1200, {
    items: VIDEOS,
    options: horizontal(SLIDER, {
      behaviourParams_item_video_playTrigger: 'AUTO',
      behaviourParams_gallery_horizontal_navigationDuration: 100,
    }),
    container: { width: 1200, height: 200 },
  });
  const { gallery } = mounted;
  // The first slides are on screen together.
  const right = gallery.getBoundingClientRect().right;
  for (const slide of [...gallery.querySelectorAll('[data-slide]')].slice(0, 3))
    expect(slide.getBoundingClientRect().left).toBeLessThan(right);
  await expect.poll(() => playing(gallery)).toEqual(['one']);
  arrow(gallery, 'next')!.click();
  await waitForActive(gallery, 1);
  await expect.poll(() => playing(gallery)).toEqual(['two']);
});
