// The same parser in Chromium: its own WHATWG URL parser must read every provider's links as Node's
// does, and refuse the same hostile ones.

import { describe, expect, test } from 'vitest';
import { buildVideoUrl, parseVideoLink, recognisePlayerUrl } from './index.ts';
import { PARSED } from './video-link/test-links.ts';

describe('in the browser', () => {
  test.each(PARSED)('%s', (link, parsed) => {
    expect(parseVideoLink(link)).toStrictEqual(parsed);
    const watch = buildVideoUrl(parsed, 'watch');
    if (watch !== null) expect(parseVideoLink(watch)?.id).toBe(parsed.id);
  });

  test.each([
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.net/watch?v=dQw4w9WgXcQ',
    'java\nscript:alert(1)//https://youtu.be/dQw4w9WgXcQ',
    'data:video/mp4;base64,AAAAIGZ0eXBpc29t',
  ])('refuses %s', (link) => {
    expect(parseVideoLink(link)).toBeNull();
    expect(recognisePlayerUrl(link)).toBeNull();
  });

  test('recognises players and files', () => {
    expect(recognisePlayerUrl('vimeo.com/76979871')).toStrictEqual({
      player: 'vimeo',
      url: 'https://vimeo.com/76979871',
    });
    expect(recognisePlayerUrl('https://example.com/live/master.m3u8')?.fileType).toBe('hls');
  });
});
