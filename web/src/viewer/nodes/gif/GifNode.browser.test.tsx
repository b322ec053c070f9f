// GIF in Chromium (spec/000 §4 "Gif or video"): plays at once; a click, Enter or Space pauses and
// plays; paused at first under reduced motion; the gif when the mp4 fails; a STICKER's own gif
// and its still; axe-core.

import axe from 'axe-core';
import { expect, test } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { gifNode } from '../media/testing/media-documents.ts';
import { FIXTURES, mountMedia } from '../media/testing/mount-media.tsx';

const MP4 = new URL('clip.webm', FIXTURES).href;
const STILL = new URL('poster.svg', FIXTURES).href;
const GIF = new URL('poster.svg?animated', FIXTURES).href;

const gif = (extra: Record<string, unknown> = {}, mp4 = MP4) =>
  gifNode({ width: 320, height: 180, original: { mp4, gif: GIF, still: STILL }, ...extra });

const button = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('button')!;

test('plays its mp4 at once; a click, Enter and Space pause and play it', async () => {
  const { root } = await mountMedia([gif()]);
  const video = root.querySelector('video')!;
  expect(video.poster).toBe(STILL);
  await expect.poll(() => video.paused).toBe(false);
  expect(video.muted).toBe(true);
  expect(button(root).getAttribute('aria-label')).toBe('Pause');
  await userEvent.click(button(root));
  await expect.poll(() => video.paused).toBe(true);
  expect(button(root).getAttribute('aria-label')).toBe('Play');
  button(root).focus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => video.paused).toBe(false);
  await userEvent.keyboard(' ');
  await expect.poll(() => video.paused).toBe(true);
});

test('under reduced motion it is paused at first; a click plays it', async () => {
  const session = cdp();
  await session.send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
  });
  try {
    const { root } = await mountMedia([gif()]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(root.querySelector('video')!.paused).toBe(true);
    expect(button(root).getAttribute('aria-label')).toBe('Play');
    await userEvent.click(button(root));
    await expect.poll(() => root.querySelector('video')!.paused).toBe(false);
  } finally {
    await session.send('Emulation.setEmulatedMedia', { features: [] });
  }
});

test('when the mp4 fails the gif plays instead, and the still shows while paused', async () => {
  const { root, errors } = await mountMedia([gif({}, new URL('missing.mp4', FIXTURES).href)]);
  await expect.poll(() => root.querySelector('img')?.src).toBe(GIF);
  expect(root.querySelector('video')).toBeNull();
  await userEvent.click(button(root));
  expect(root.querySelector('img')!.src).toBe(STILL);
  expect(errors).toEqual([]);
});

test('a STICKER shows its gif (an mp4 has no transparency), its still while paused', async () => {
  const { root } = await mountMedia([gif({ gifType: 'STICKER' })]);
  await expect.poll(() => root.querySelector('img')?.src).toBe(GIF);
  expect(root.querySelector('video')).toBeNull();
  expect(root.querySelector('[data-gif-type]')!.getAttribute('data-gif-type')).toBe('STICKER');
  await userEvent.click(button(root));
  expect(root.querySelector('img')!.src).toBe(STILL);
});

test('axe-core finds no violations', async () => {
  const { root } = await mountMedia([gif(), gif({ gifType: 'STICKER' }, MP4)]);
  expect((await axe.run(root)).violations).toEqual([]);
});
