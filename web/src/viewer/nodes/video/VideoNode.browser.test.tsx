// VIDEO in Chromium (spec/000 §4, §5): the thumbnail until played; a click, Enter or Space plays
// with the player its address needs — each service's own frame at its embed address, a <video>
// for each file type; autoplay in view and paused out of view, a manual pause ending that; reduced
// motion; a new address while the player loads waits; player errors reach onError; the oEmbed
// lookup's states; axe-core.

import axe from 'axe-core';
import { expect, test } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import type { OEmbedResult } from '../../services.ts';
import { videoNode, YOUTUBE_VIDEO } from '../media/testing/media-documents.ts';
import { FIXTURES, mountMedia } from '../media/testing/mount-media.tsx';

const CLIP = new URL('clip.webm', FIXTURES).href;
const POSTER = new URL('poster.svg', FIXTURES).href;

const clip = (options: Record<string, unknown> = {}, url = CLIP, id = 'video') =>
  videoNode(
    {
      video: { src: { url } },
      thumbnail: { src: { url: POSTER }, width: 320, height: 180 },
      title: 'The clip',
      options,
    },
    id,
  );

const box = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-player-state]')!;
const video = (root: HTMLElement) => root.querySelector('video');

test('the thumbnail and title until played; a click plays; with controls the player takes over', async () => {
  const { root, errors } = await mountMedia([clip()]);
  expect(root.querySelector('img')!.src).toBe(POSTER);
  expect(root.querySelector('p')).toHaveTextContent('The clip');
  expect(video(root)).toBeNull();
  await userEvent.click(root.querySelector('[aria-label="Play: The clip"]')!);
  await expect.poll(() => video(root)?.paused).toBe(false);
  expect(video(root)!.controls).toBe(true);
  expect(video(root)!.muted).toBe(false);
  await expect.poll(() => box(root).dataset.playerState).toBe('playing');
  // The visitor pauses with the player's own controls: the node follows.
  video(root)!.pause();
  await expect.poll(() => box(root).dataset.playerState).toBe('paused');
  expect(box(root).dataset.playing).toBe('false');
  expect(errors).toEqual([]);
});

test('without controls, Enter and Space play and pause; playInLoop loops', async () => {
  const { root } = await mountMedia([clip({ showControls: false, playInLoop: true })]);
  root.querySelector<HTMLButtonElement>('button')!.focus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => video(root)?.paused).toBe(false);
  expect(video(root)!.controls).toBe(false);
  expect(video(root)!.loop).toBe(true);
  const toggle = root.querySelector<HTMLButtonElement>('[aria-label="Pause: The clip"]')!;
  toggle.focus();
  await userEvent.keyboard(' ');
  await expect.poll(() => video(root)!.paused).toBe(true);
  expect(toggle.getAttribute('aria-label')).toBe('Play: The clip');
  await userEvent.keyboard(' ');
  await expect.poll(() => video(root)!.paused).toBe(false);
});

test('a start time in the address is where it starts', async () => {
  const { root } = await mountMedia([clip({}, `${CLIP}?t=1`)]);
  await userEvent.click(root.querySelector('button')!);
  await expect.poll(() => video(root)?.currentTime ?? 0).toBeGreaterThanOrEqual(1);
});

async function scrollTo(root: HTMLElement, where: 'node' | 'top') {
  if (where === 'node') box(root).scrollIntoView({ block: 'center' });
  else document.scrollingElement!.scrollTop = 0;
  window.scrollTo(0, where === 'top' ? 0 : window.scrollY);
}

test('autoplay plays muted when scrolled into view and pauses when scrolled out; a manual pause ends that', async () => {
  const { root } = await mountMedia([clip({ autoPlay: true, playInLoop: true })], undefined, 2000);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(video(root)).toBeNull();
  await scrollTo(root, 'node');
  await expect.poll(() => video(root)?.paused).toBe(false);
  expect(video(root)!.muted).toBe(true);
  await scrollTo(root, 'top');
  await expect.poll(() => video(root)!.paused).toBe(true);
  await scrollTo(root, 'node');
  await expect.poll(() => video(root)!.paused).toBe(false);
  // The visitor pauses it: scrolling away and back does not start it again.
  video(root)!.pause();
  await expect.poll(() => box(root).dataset.playerState).toBe('paused');
  await scrollTo(root, 'top');
  await scrollTo(root, 'node');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(video(root)!.paused).toBe(true);
});

test('under reduced motion an autoplay video starts paused; a click still plays it', async () => {
  const session = cdp();
  await session.send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
  });
  try {
    const { root } = await mountMedia([clip({ autoPlay: true })]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(video(root)).toBeNull();
    expect(box(root).dataset.playing).toBe('false');
    await userEvent.click(root.querySelector('button')!);
    await expect.poll(() => video(root)?.paused).toBe(false);
  } finally {
    await session.send('Emulation.setEmulatedMedia', { features: [] });
  }
});

test('a player that failed takes a new address at once', async () => {
  const missing = new URL('missing-clip.mp4', FIXTURES).href;
  const { root, rerender, errors } = await mountMedia([clip({}, missing)]);
  await userEvent.click(root.querySelector('button')!);
  await expect.poll(() => errors.length).toBe(1);
  await rerender([clip({}, CLIP)]);
  await expect.poll(() => video(root)?.src).toBe(CLIP);
});

const SERVICES: [string, string][] = [
  [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90&autoplay=1&mute=0&controls=1&loop=0&playsinline=1&enablejsapi=1&origin=',
  ],
  [
    'https://soundcloud.com/forss/flickermood',
    'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood&auto_play=true',
  ],
  [
    'vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871?autoplay=1&muted=0&loop=0&controls=1&playsinline=1',
  ],
  [
    'https://www.facebook.com/facebook/videos/10153231379946729/',
    'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Ffacebook%2Fvideos%2F10153231379946729%2F&autoplay=true&mute=0',
  ],
  ['https://streamable.com/moo', 'https://streamable.com/e/moo?autoplay=1&muted=0&loop=0'],
  [
    'https://home.wistia.com/medias/e4a27b971d',
    'https://fast.wistia.net/embed/iframe/e4a27b971d?autoPlay=true&muted=false&endVideoBehavior=default&controlsVisibleOnLoad=true',
  ],
  [
    'https://www.twitch.tv/shroud',
    `https://player.twitch.tv/?channel=shroud&parent=${location.hostname}&autoplay=true&muted=false`,
  ],
  [
    'https://www.dailymotion.com/video/x7tgad0',
    'https://www.dailymotion.com/embed/video/x7tgad0?autoplay=1&mute=0&controls=1',
  ],
  [
    'https://www.mixcloud.com/spartacus/party-time/',
    'https://player-widget.mixcloud.com/widget/iframe/?feed=%2Fspartacus%2Fparty-time%2F&autoplay=1',
  ],
];

test.each(SERVICES)('%s plays in the service’s own player', async (url, embed) => {
  const { root } = await mountMedia([videoNode({ video: { src: { url } } })]);
  await userEvent.click(root.querySelector('button')!);
  await expect.poll(() => root.querySelector('iframe')?.src ?? '').toMatch(/^https:/);
  expect(root.querySelector('iframe')!.src.startsWith(embed)).toBe(true);
  expect(root.querySelector('iframe')!.title).toBe(
    new URL(url, 'https://x/').protocol === 'https:' && url.startsWith('vimeo')
      ? 'https://vimeo.com/76979871'
      : url,
  );
});

test.each(['mp4', 'ogg', 'mov', 'm4v', 'm3u8', 'mpd'])(
  'a .%s file plays in a <video>; one that cannot play goes to onError',
  async (extension) => {
    const url = new URL(`missing-clip.${extension}`, FIXTURES).href;
    const { root, errors } = await mountMedia([videoNode({ video: { src: { url } } })]);
    await userEvent.click(root.querySelector('button')!);
    await expect.poll(() => video(root)).not.toBeNull();
    if (extension === 'm3u8' || extension === 'mpd') return;
    await expect
      .poll(() => errors.map((error) => error.message))
      .toEqual(['The media cannot be played']);
    expect(errors[0]!.node?.id).toBe('video');
  },
);

test('disableDownload: no download in the controls or the context menu', async () => {
  const node = clip();
  (node.videoData as Record<string, unknown>).disableDownload = true;
  const { root } = await mountMedia([node, clip({}, CLIP, 'open')]);
  for (const button of root.querySelectorAll('button')) await userEvent.click(button);
  await expect.poll(() => root.querySelectorAll('video').length).toBe(2);
  const [locked, open] = [...root.querySelectorAll('video')];
  expect(locked!.getAttribute('controlslist')).toBe('nodownload');
  expect(open!.hasAttribute('controlslist')).toBe(false);
  const menu = (target: Element) =>
    target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
  expect(menu(locked!)).toBe(false);
  expect(menu(open!)).toBe(true);
});

test('an uploaded video’s id plays from the static video host', async () => {
  const { root } = await mountMedia([
    videoNode({ video: { src: { id: 'video/11062b_a55/1080p/mp4/file.mp4' } } }),
  ]);
  await userEvent.click(root.querySelector('button')!);
  await expect
    .poll(() => video(root)?.src)
    .toBe('https://video.wixstatic.com/video/11062b_a55/1080p/mp4/file.mp4');
});

test('the oEmbed lookup: none without the host’s service; loading, then its thumbnail; a failure shows nothing', async () => {
  const link = { video: { src: { url: YOUTUBE_VIDEO.video.src.url } } };
  const without = await mountMedia([videoNode(link)]);
  expect(box(without.root).dataset.thumbnailState).toBe('initial');
  expect(without.root.querySelector('img')).toBeNull();

  let answer!: (result: OEmbedResult) => void;
  const asked: string[] = [];
  const oEmbed = (url: string) => {
    asked.push(url);
    return new Promise<OEmbedResult>((resolve) => (answer = resolve));
  };
  const { root } = await mountMedia([videoNode(link)], { oEmbed });
  expect(box(root).dataset.thumbnailState).toBe('loading');
  expect(asked).toEqual([YOUTUBE_VIDEO.video.src.url]);
  answer({ thumbnail_url: POSTER });
  await expect.poll(() => box(root).dataset.thumbnailState).toBe('ready');
  expect(root.querySelector('img')!.src).toBe(POSTER);

  const failed = await mountMedia([videoNode(link)], {
    oEmbed: () => Promise.reject(new Error('offline')),
  });
  await expect.poll(() => box(failed.root).dataset.thumbnailState).toBe('ready');
  expect(failed.root.querySelector('img')).toBeNull();
  // A thumbnail address that is not http(s) is never shown.
  const hostile = await mountMedia([videoNode(link)], {
    oEmbed: async () => ({ thumbnail_url: 'javascript:alert(1)' }),
  });
  await expect.poll(() => box(hostile.root).dataset.thumbnailState).toBe('ready');
  expect(hostile.root.querySelector('img')).toBeNull();
});

test('axe-core finds no violations before and while playing', async () => {
  const { root } = await mountMedia([clip(), clip({ showControls: false }, CLIP, 'second')]);
  expect((await axe.run(root)).violations).toEqual([]);
  for (const button of root.querySelectorAll('button')) await userEvent.click(button);
  await expect.poll(() => root.querySelectorAll('video').length).toBe(2);
  expect((await axe.run(root)).violations).toEqual([]);
});
