import { expect, test } from 'vitest';
import { qualityFor } from './video-source.ts';

const QUALITIES = [
  { quality: '1080p', height: 1080, width: 1920, url: 'https://video.example/1080.mp4' },
  { quality: '480p', height: 480, width: 854, url: 'https://video.example/480.mp4' },
  { quality: '720p', height: 720, width: 1280, url: 'https://video.example/720.mp4' },
  { quality: 'storyboard', height: 90 },
];

test('the smallest encoding at least as tall as the pixels on screen', () => {
  expect(qualityFor(QUALITIES, 400)?.quality).toBe('480p');
  expect(qualityFor(QUALITIES, 481)?.quality).toBe('720p');
  expect(qualityFor(QUALITIES, 720)?.quality).toBe('720p');
});

test('the tallest when none is tall enough; none without addresses', () => {
  expect(qualityFor(QUALITIES, 2160)?.quality).toBe('1080p');
  expect(qualityFor([{ quality: 'storyboard', height: 90 }], 100)).toBeUndefined();
  expect(qualityFor([], 100)).toBeUndefined();
});
