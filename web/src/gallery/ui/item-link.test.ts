import { expect, test } from 'vitest';
import type { GalleryItem } from '../model/index.ts';
import { itemLink } from './item-link.ts';

const item = (fields: object): GalleryItem => ({ id: 'a', width: 1, height: 1, ...fields });

test('an item links to its linkUrl, in a new tab unless it says otherwise', () => {
  expect(itemLink(item({ linkUrl: 'https://example.com/x' }))).toEqual({
    href: 'https://example.com/x',
    target: '_blank',
    rel: 'noopener',
  });
  expect(itemLink(item({ linkUrl: '/page', linkOpenType: '_self' }))).toMatchObject({
    href: '/page',
    target: '_self',
  });
  expect(
    itemLink(item({ linkUrl: 'mailto:a@example.com', linkOpenType: 'constructor' })),
  ).toMatchObject({ href: 'mailto:a@example.com', target: '_blank' });
});

test('no link without a linkUrl, nor for a scheme the link rules refuse', () => {
  expect(itemLink(item({ url: 'https://example.com/picture.jpg' }))).toBeNull();
  expect(itemLink(item({ linkUrl: '  ' }))).toBeNull();
  expect(itemLink(item({ linkUrl: 'javascript:alert(1)' }))).toBeNull();
  expect(itemLink(item({ linkUrl: ' JaVaScRiPt:alert(1)' }))).toBeNull();
  expect(itemLink(item({ linkUrl: 'data:text/html,x' }))).toBeNull();
});
