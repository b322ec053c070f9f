// The video item in Chromium with a local WebM clip (1.2 s, no sound): the play triggers, the
// events and their order, the option-driven attributes, stopping off screen, errors, the services'
// frames, and the HLS library loaded only for an m3u8 stream.

import axe from 'axe-core';
import { afterEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { MEDIA_NOT_PLAYABLE, NO_PLAYER_FOR_ADDRESS } from '../../../media/players/index.ts';
import { readGalleryItem } from '../../model/items/read-item.ts';
import { processOptions } from '../../model/options/process.ts';
import { VideoMedia, type VideoMediaProps } from './VideoMedia.tsx';

// Served by the test server as they are (a `new URL(…, import.meta.url)` would inline the SVG).
const FIXTURES = new URL('/web/src/media/players/fixtures/', location.origin);
const CLIP = new URL('clip.webm', FIXTURES).href;
const POSTER = new URL('poster.svg', FIXTURES).href;

type Recorded = [name: string, data: unknown];

interface Setup {
  url?: string;
  video?: Record<string, unknown>;
  props?: Partial<VideoMediaProps>;
  /** Room above the item, so it starts off screen or can be scrolled away. */
  spacer?: boolean;
}

async function renderVideo({ url = CLIP, video = {}, props = {}, spacer = false }: Setup = {}) {
  const events: Recorded[] = [];
  const shellClicks: string[] = [];
  const { item } = readGalleryItem(
    {
      itemId: 'clip-1',
      type: 'video',
      url,
      width: 640,
      height: 360,
      metadata: { title: 'Clip one' },
    },
    3,
  );
  const options = processOptions({ behaviourParams: { item: { video } } });
  const element = (extra: Partial<VideoMediaProps> = {}) => (
    <div>
      {spacer && <div style={{ height: '300vh' }} data-testid="spacer" />}
      {/* The item shell: its own click action must not run when the play button is used. */}
      <div style={{ width: 320, height: 180 }} onClick={() => shellClicks.push('click')}>
        <VideoMedia
          item={item}
          idx={3}
          width={320}
          height={180}
          options={options}
          emit={(name, data) => events.push([name, data])}
          {...props}
          {...extra}
        />
      </div>
      {spacer && <div style={{ height: '300vh' }} />}
    </div>
  );
  const screen = await render(element());
  const media = () => screen.container.querySelector('video');
  return {
    screen,
    events,
    shellClicks,
    media,
    names: () => events.map(([name]) => name),
    rerender: (extra: Partial<VideoMediaProps>) => screen.rerender(element(extra)),
  };
}

const ITEM = { id: 'clip-1', idx: 3 };

afterEach(() => window.scrollTo(0, 0));

test('CLICK: the play button plays, and pressed again pauses; the item shell sees no click', async () => {
  const { events, shellClicks, media } = await renderVideo({ video: { playTrigger: 'CLICK' } });
  expect(media()).toBeNull();
  await page.getByRole('button', { name: 'Play video: Clip one' }).click();
  await expect.poll(() => events).toEqual([['VIDEO_PLAYED', ITEM]]);
  expect(media()!.paused).toBe(false);
  await page.getByRole('button', { name: 'Pause video: Clip one' }).click();
  await expect.poll(() => events.at(-1)).toEqual(['VIDEO_PAUSED', ITEM]);
  expect(media()!.paused).toBe(true);
  expect(shellClicks).toEqual([]);
});

test('CLICK by keyboard: Enter on the play button plays', async () => {
  const { events, shellClicks } = await renderVideo({ video: { playTrigger: 'CLICK' } });
  await userEvent.tab();
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Play video: Clip one');
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => events).toEqual([['VIDEO_PLAYED', ITEM]]);
  expect(shellClicks).toEqual([]);
});

test('without loop the clip plays to its end: VIDEO_PLAYED, VIDEO_PAUSED, VIDEO_ENDED in order', async () => {
  const { names, events, screen } = await renderVideo({
    video: { playTrigger: 'CLICK', loop: false },
  });
  await page.getByRole('button', { name: 'Play video: Clip one' }).click();
  await expect.poll(names, { timeout: 10_000 }).toContain('VIDEO_ENDED');
  expect(events).toEqual([
    ['VIDEO_PLAYED', ITEM],
    ['VIDEO_PAUSED', ITEM],
    ['VIDEO_ENDED', ITEM],
  ]);
  // Ended, the play button offers to play again.
  expect(screen.container.querySelector('button')!.getAttribute('aria-label')).toBe(
    'Play video: Clip one',
  );
});

test('the start time in the address: playing begins there', async () => {
  const { events, media } = await renderVideo({
    url: `${CLIP}?start=1`,
    video: { playTrigger: 'CLICK', loop: false },
  });
  await page.getByRole('button', { name: 'Play video: Clip one' }).click();
  await expect.poll(() => events.length).toBe(1);
  // The play event can come before the metadata, where the seek happens; started at 0, playback
  // would not reach the first second within half a second.
  await expect.poll(() => media()!.currentTime, { timeout: 500 }).toBeGreaterThanOrEqual(1);
});

test('AUTO: plays muted as soon as it is on screen, stops when scrolled away, resumes on return', async () => {
  const { names, media, screen } = await renderVideo({
    video: { playTrigger: 'AUTO', volume: 0.8 },
    spacer: true,
  });
  // Below three screens of spacer: not on screen, not even loaded.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(media()).toBeNull();
  screen.container.querySelector('video, [class*="video"]')!.scrollIntoView();
  await expect.poll(names).toEqual(['VIDEO_PLAYED']);
  expect(media()!.muted).toBe(true);
  window.scrollTo(0, 0);
  await expect.poll(names).toEqual(['VIDEO_PLAYED', 'VIDEO_PAUSED']);
  expect(media()!.paused).toBe(true);
  media()!.scrollIntoView();
  await expect.poll(names).toEqual(['VIDEO_PLAYED', 'VIDEO_PAUSED', 'VIDEO_PLAYED']);
});

test('HOVER: plays while the pointer is over it, pauses when it leaves', async () => {
  const { names, media, screen } = await renderVideo({ video: { playTrigger: 'HOVER' } });
  const root = screen.container.querySelector('[data-playing]')!;
  await userEvent.hover(root);
  await expect.poll(names).toEqual(['VIDEO_PLAYED']);
  await userEvent.unhover(root);
  await expect.poll(names).toEqual(['VIDEO_PLAYED', 'VIDEO_PAUSED']);
  expect(media()!.paused).toBe(true);
});

test("HOVER follows the item shell's hover state when it is given (focus included)", async () => {
  const { names, rerender } = await renderVideo({
    video: { playTrigger: 'HOVER' },
    props: { hovered: false },
  });
  await rerender({ hovered: true });
  await expect.poll(names).toEqual(['VIDEO_PLAYED']);
  await rerender({ hovered: false });
  await expect.poll(names).toEqual(['VIDEO_PLAYED', 'VIDEO_PAUSED']);
});

test('a clicked video stops when it leaves the screen and waits for another click', async () => {
  const { names, media, screen } = await renderVideo({
    video: { playTrigger: 'CLICK' },
    spacer: true,
  });
  screen.container.querySelector('button')!.scrollIntoView();
  await page.getByRole('button', { name: 'Play video: Clip one' }).click();
  await expect.poll(names).toEqual(['VIDEO_PLAYED']);
  window.scrollTo(0, 0);
  await expect.poll(names).toEqual(['VIDEO_PLAYED', 'VIDEO_PAUSED']);
  media()!.scrollIntoView();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(names()).toEqual(['VIDEO_PLAYED', 'VIDEO_PAUSED']);
  expect(screen.container.querySelector('button')!.getAttribute('aria-label')).toBe(
    'Play video: Clip one',
  );
});

test('the defaults: loop on, no controls, muted (volume 0), normal speed', async () => {
  const { media } = await renderVideo({ video: { playTrigger: 'CLICK' } });
  await page.getByRole('button', { name: 'Play video: Clip one' }).click();
  await expect.poll(() => media()?.paused).toBe(false);
  const video = media()!;
  expect([video.loop, video.controls, video.muted, video.playbackRate]).toEqual([
    true,
    false,
    true,
    1,
  ]);
});

test('loop, controls, volume and speed from the options', async () => {
  const { media } = await renderVideo({
    video: { playTrigger: 'CLICK', loop: false, enableControls: true, volume: 0.5, speed: 2 },
  });
  await page.getByRole('button', { name: 'Play video: Clip one' }).click();
  await expect.poll(() => media()?.paused).toBe(false);
  const video = media()!;
  expect([video.loop, video.controls, video.muted, video.volume, video.playbackRate]).toEqual([
    false,
    true,
    false,
    0.5,
    2,
  ]);
});

test('the play icon is 60 px, 28 px in a thumbnail; none when the option turns it off', async () => {
  const main = await renderVideo({ video: { playTrigger: 'CLICK' } });
  const icon = main.screen.container.querySelector('button')!;
  expect([icon.getBoundingClientRect().width, getComputedStyle(icon).opacity]).toEqual([60, '1']);
  await main.screen.unmount();
  const small = await renderVideo({
    video: { playTrigger: 'CLICK', enableThumbnailsPlayButton: true },
    props: { thumbnail: true },
  });
  const button = small.screen.container.querySelector('button')!;
  expect([button.getBoundingClientRect().width, getComputedStyle(button).opacity]).toEqual([
    28,
    '1',
  ]);
  await small.screen.unmount();
  const none = await renderVideo({ video: { playTrigger: 'HOVER', enablePlayButton: false } });
  expect(none.screen.container.querySelector('[aria-hidden="true"]')).toBeNull();
});

test('the poster shows over a placeholder until the video plays', async () => {
  const events: Recorded[] = [];
  const withPoster = await renderVideoWithPoster(events);
  const poster = withPoster.container.querySelector('img')!;
  expect(poster.getAttribute('src')).toBe(POSTER);
  await expect.poll(() => poster.parentElement!.dataset.loaded).toBe('true');
  await page.getByRole('button', { name: 'Play video: Poster clip' }).click();
  await expect.poll(() => withPoster.container.querySelector('img')).toBeNull();
  expect(events).toEqual([['VIDEO_PLAYED', { id: 'poster-clip', idx: 0 }]]);
});

async function renderVideoWithPoster(events: Recorded[], poster = POSTER) {
  const { item } = readGalleryItem(
    {
      itemId: 'poster-clip',
      type: 'video',
      url: CLIP,
      width: 640,
      height: 360,
      metadata: { title: 'Poster clip', poster },
    },
    0,
  );
  return render(
    <div style={{ width: 320, height: 180 }}>
      <VideoMedia
        item={item}
        idx={0}
        width={320}
        height={180}
        options={processOptions({ behaviourParams_item_video_playTrigger: 'CLICK' })}
        emit={(name, data) => events.push([name, data])}
      />
    </div>,
  );
}

test.each([
  `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
  'javascript:alert(1)//poster.png',
])('a poster at %s never reaches a src; the placeholder stays', async (poster) => {
  const screen = await renderVideoWithPoster([], poster);
  expect(screen.container.querySelector('img')).toBeNull();
  expect(screen.container.querySelector('[data-loaded]')).not.toBeNull();
});

test('VIDEO_ERROR for a file that cannot be played', async () => {
  const { events } = await renderVideo({
    url: new URL('/no-such-video.mp4', location.href).href,
    video: { playTrigger: 'CLICK' },
  });
  await page.getByRole('button', { name: 'Play video: Clip one' }).click();
  await expect
    .poll(() => events.filter(([name]) => name === 'VIDEO_ERROR'))
    .toEqual([['VIDEO_ERROR', { ...ITEM, error: MEDIA_NOT_PLAYABLE }]]);
});

test('VIDEO_ERROR, and no element at all, for an address no player takes', async () => {
  const { events, screen } = await renderVideo({
    url: 'javascript:alert(1)//clip.mp4',
    video: { playTrigger: 'CLICK' },
  });
  await page.getByRole('button', { name: 'Play video: Clip one' }).click();
  await expect
    .poll(() => events)
    .toEqual([['VIDEO_ERROR', { ...ITEM, error: NO_PLAYER_FOR_ADDRESS }]]);
  expect(screen.container.querySelector('video, iframe')).toBeNull();
});

test("a YouTube link plays in YouTube's player, sandboxed, with the settings in its address", async () => {
  const { screen } = await renderVideo({
    url: 'https://youtu.be/dQw4w9WgXcQ?t=1m30s',
    video: { playTrigger: 'CLICK' },
  });
  await page.getByRole('button', { name: 'Play video: Clip one' }).click();
  await expect.poll(() => screen.container.querySelector('iframe')).not.toBeNull();
  const iframe = screen.container.querySelector('iframe')!;
  const src = new URL(iframe.src);
  expect(src.origin + src.pathname).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
  expect(Object.fromEntries(src.searchParams)).toEqual({
    start: '90',
    autoplay: '1',
    mute: '1',
    controls: '0',
    loop: '1',
    playlist: 'dQw4w9WgXcQ',
    playsinline: '1',
    enablejsapi: '1',
    origin: location.origin,
  });
  expect(iframe.getAttribute('allow')).toBe('autoplay; fullscreen; picture-in-picture');
  expect(iframe.getAttribute('sandbox')).toBe(
    'allow-scripts allow-same-origin allow-presentation allow-popups',
  );
  expect(iframe.title).toBe('Clip one');
});

test("a Vimeo link plays in Vimeo's player with the settings in its address", async () => {
  const { screen } = await renderVideo({
    url: 'https://vimeo.com/76979871',
    video: { playTrigger: 'CLICK', loop: false, enableControls: true },
  });
  await page.getByRole('button', { name: 'Play video: Clip one' }).click();
  await expect.poll(() => screen.container.querySelector('iframe')).not.toBeNull();
  const iframe = screen.container.querySelector('iframe')!;
  expect(iframe.src).toBe(
    'https://player.vimeo.com/video/76979871?autoplay=1&muted=1&loop=0&controls=1&playsinline=1',
  );
  expect(iframe.title).toBe('Clip one');
});

/** Whether the page has fetched a module of the named package. */
function loaded(name: string): boolean {
  const pattern = new RegExp(`node_modules/.*${name}`);
  return performance.getEntriesByType('resource').some((entry) => pattern.test(entry.name));
}

test('the HLS library is loaded only when an m3u8 stream plays', async () => {
  const file = await renderVideo({ video: { playTrigger: 'CLICK' } });
  await page.getByRole('button', { name: 'Play video: Clip one' }).click();
  await expect.poll(file.names).toEqual(['VIDEO_PLAYED']);
  await file.screen.unmount();
  expect([loaded('hls'), loaded('dash')]).toEqual([false, false]);

  const stream = await renderVideo({
    url: new URL('./no-such-stream/master.m3u8', location.href).href,
    video: { playTrigger: 'CLICK' },
  });
  await page.getByRole('button', { name: 'Play video: Clip one' }).click();
  await expect.poll(() => loaded('hls')).toBe(true);
  // The playlist is missing: hls.js reports it, and the gallery raises VIDEO_ERROR.
  await expect.poll(stream.names, { timeout: 15_000 }).toContain('VIDEO_ERROR');
  expect(loaded('dash')).toBe(false);
});

test('no axe-core violations, before and while playing', async () => {
  const { screen, events } = await renderVideo({
    video: { playTrigger: 'CLICK', enableControls: true },
  });
  const check = async () => (await axe.run(screen.container)).violations.map((v) => v.id);
  expect(await check()).toEqual([]);
  await page.getByRole('button', { name: 'Play video: Clip one' }).click();
  await expect.poll(() => events.length).toBe(1);
  expect(await check()).toEqual([]);
});
