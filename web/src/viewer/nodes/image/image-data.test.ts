// Reading an IMAGE node's data (spec/000 §3 "Image data"): every field, old forms, and addresses
// that must never reach a src.

import { describe, expect, test } from 'vitest';
import type { RicosNode } from '../../../content/node.ts';
import { readImageContent, RefusedImageAddressError } from './image-data.ts';

const image = (imageData: Record<string, unknown>): RicosNode => ({
  id: 'i',
  type: 'IMAGE',
  nodes: [],
  imageData,
});

describe('the picture', () => {
  test('an id, a full address, or the older custom id', () => {
    const read = (src: unknown) => readImageContent(image({ image: { src } }))?.source;
    expect(read({ id: 'a1_b.jpg' })).toEqual({ id: 'a1_b.jpg' });
    expect(read({ url: 'https://cdn.example/p.png' })).toEqual({
      url: 'https://cdn.example/p.png',
    });
    expect(read({ url: '//static.example/p.png' })).toEqual({ url: '//static.example/p.png' });
    expect(read({ custom: 'old_id.jpg' })).toEqual({ id: 'old_id.jpg' });
    // A scheme-less name in url is an id on the media host.
    expect(read({ url: 'a1_b.jpg' })).toEqual({ id: 'a1_b.jpg' });
  });

  test('no picture: nothing to show', () => {
    expect(readImageContent(image({}))).toBeUndefined();
    expect(readImageContent(image({ image: { src: { id: '  ' } } }))).toBeUndefined();
  });

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' java\tscript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:x',
    'file:///etc/passwd',
    'blob:https://x/1',
  ])('%j is refused, whether given as url or id', (address) => {
    expect(() => readImageContent(image({ image: { src: { url: address } } }))).toThrow(
      RefusedImageAddressError,
    );
    expect(() => readImageContent(image({ image: { src: { id: address } } }))).toThrow(
      RefusedImageAddressError,
    );
  });
});

test('size, text, settings and border', () => {
  const content = readImageContent(
    image({
      image: { src: { id: 'p.jpg' }, width: '4500', height: 3228 },
      altText: ' Dad holding his baby ',
      caption: 'Caption',
      disableDownload: true,
      disableExpand: true,
      link: { url: 'wix.com', target: 'BLANK' },
      styles: { border: { width: 2, radius: 8, color: '#ff0000' } },
      containerData: { alignment: 'LEFT' },
    }),
  );
  expect(content).toEqual({
    source: { id: 'p.jpg' },
    width: 4500,
    height: 3228,
    alt: 'Dad holding his baby',
    decorative: false,
    caption: 'Caption',
    disableDownload: true,
    disableExpand: true,
    link: { url: 'wix.com', target: 'BLANK' },
    border: { width: 2, radius: 8, color: '#ff0000' },
    containerData: { alignment: 'LEFT' },
  });
});

test('a decorative image has no alternative text, whatever the data says', () => {
  const content = readImageContent(
    image({ image: { src: { id: 'p.jpg' } }, altText: 'A tree', decorative: true }),
  );
  expect(content?.alt).toBe('');
  expect(content?.decorative).toBe(true);
});

test('odd values take safe defaults: no size, no invalid colour, no negative border', () => {
  const content = readImageContent(
    image({
      image: { src: { id: 'p.jpg' }, width: 'wide', height: -3 },
      altText: 7,
      disableExpand: 'yes',
      styles: { border: { width: -1, radius: '4', color: 'red; background: url(x)' } },
    }),
  );
  expect(content).toMatchObject({
    width: 0,
    height: 0,
    alt: '',
    disableExpand: false,
    border: { width: undefined, radius: 4, color: undefined },
  });
});
