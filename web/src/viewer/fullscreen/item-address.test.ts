// Where the full-screen viewer's pictures come from: media ids at the screen's size (the viewer's
// limits applied), the original when the source size is unknown, and only web addresses as given.

import { describe, expect, test } from 'vitest';
import { createTsEngine } from '../../../../bindings/index.ts';
import { HOSTILE_LINKS } from '../../content/links/hostile-links.ts';
import { itemImageUrl, safeMediaUrl } from './item-address.ts';

const engine = createTsEngine();
const HOST = 'https://static.wixstatic.com/media/';
const SCREEN = { width: 1300, height: 800, devicePixelRatio: 2 };

describe('a media-host id', () => {
  test('is fitted to the screen times the device pixel ratio', () => {
    const photo = { kind: 'image', id: 'abc_123~mv2.jpg', width: 4000, height: 3000 } as const;
    expect(itemImageUrl(photo, engine, SCREEN)).toBe(
      `${HOST}abc_123~mv2.jpg/v1/fill/w_2133,h_1600,al_c,q_90,usm_0.66_1.00_0.01,enc_auto/abc_123~mv2.jpg`,
    );
    expect(itemImageUrl(photo, engine, { ...SCREEN, devicePixelRatio: 1 })).toContain(
      '/fill/w_1067,h_800,',
    );
  });

  test('without its size is the original file', () => {
    expect(itemImageUrl({ kind: 'image', id: 'abc_123~mv2.jpg' }, engine, SCREEN)).toBe(
      `${HOST}abc_123~mv2.jpg`,
    );
  });

  test('waits for the engine, and is a video’s poster', () => {
    expect(itemImageUrl({ kind: 'image', id: 'a.jpg' }, undefined, SCREEN)).toBeUndefined();
    const video = { kind: 'video', id: 'poster.jpg', url: 'https://example.com/clip.mp4' } as const;
    expect(itemImageUrl(video, engine, SCREEN)).toBe(`${HOST}poster.jpg`);
  });
});

describe('an address', () => {
  test('http, https and relative addresses are used as given', () => {
    for (const url of ['https://example.com/a.jpg', 'http://example.com/a.jpg', '/media/a.jpg'])
      expect(itemImageUrl({ kind: 'image', url }, engine, SCREEN)).toBe(url);
    expect(
      itemImageUrl(
        { kind: 'video', url: 'https://x.test/v.mp4', poster: '/p.jpg' },
        engine,
        SCREEN,
      ),
    ).toBe('/p.jpg');
  });

  test('script, data and other schemes never reach a src', () => {
    for (const url of [...HOSTILE_LINKS, 'data:image/png;base64,AAAA', 'blob:https://x/1', ''])
      expect(safeMediaUrl(url), url).toBeUndefined();
    expect(itemImageUrl({ kind: 'image', url: 'javascript:alert(1)' }, engine, SCREEN)).toBe(
      undefined,
    );
  });
});
