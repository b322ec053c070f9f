// The content module's disguised script and data links (web/src/content/links) never reach a
// player, nor parse as a video link, even with a media address or a file name appended.

import { describe, expect, test } from 'vitest';
import { HOSTILE_LINKS } from '../content/links/hostile-links.ts';
import { parseVideoLink, recognisePlayerUrl } from './index.ts';

const DISGUISED = HOSTILE_LINKS.flatMap((link) => [
  link,
  `${link}//https://youtu.be/dQw4w9WgXcQ`,
  `${link}/movie.mp4`,
]);

describe('hostile links', () => {
  test.each(DISGUISED.map((link) => [JSON.stringify(link), link]))('%s', (_shown, link) => {
    expect(parseVideoLink(link)).toBeNull();
    expect(recognisePlayerUrl(link)).toBeNull();
  });
});
