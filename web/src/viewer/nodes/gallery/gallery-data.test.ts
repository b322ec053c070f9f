// A GALLERY node's data as a whole: the gallery id rule of spec/000 §5, expansion (disableExpand,
// or no full-screen viewer on the page) and download.

import { describe, expect, test } from 'vitest';
import type { RicosNode } from '../../../content/node.ts';
import { readGalleryContent } from './gallery-data.ts';
import { galleryIdOf } from './gallery-id.ts';

const node = (galleryData: object, id = 'g1'): RicosNode => ({
  id,
  type: 'GALLERY',
  nodes: [],
  galleryData: {
    items: [{ image: { media: { src: { id: 'a.jpg' }, width: 10, height: 10 } } }],
    ...galleryData,
  },
});
const CONTEXT = { isMobile: false, links: {}, canExpand: true };

describe('the gallery id (spec/000 §5)', () => {
  test('is used when it is letters, digits, hyphens and underscores', () => {
    expect(galleryIdOf('aB3_x-9')).toBe('aB3_x-9');
    expect(readGalleryContent(node({}, 'ubva'), CONTEXT).id).toBe('ubva');
  });

  test('is not used otherwise', () => {
    for (const id of ['', 'a b', 'a.b', 'é', '<x>', 'a/b', undefined, 42])
      expect(galleryIdOf(id)).toBeUndefined();
  });
});

describe('expansion', () => {
  test('a click opens the full-screen viewer (ACTION) when the page has one', () => {
    const content = readGalleryContent(node({}), CONTEXT);
    expect(content.expands).toBe(true);
    expect(content.options.behaviourParams_item_clickAction).toBe('ACTION');
    expect(content.fullscreenItems).toEqual([
      { kind: 'image', id: 'a.jpg', width: 10, height: 10 },
    ]);
  });

  test('disableExpand, or no full-screen viewer, makes an item its link (LINK)', () => {
    for (const content of [
      readGalleryContent(node({ disableExpand: true }), CONTEXT),
      readGalleryContent(node({}), { ...CONTEXT, canExpand: false }),
    ]) {
      expect(content.expands).toBe(false);
      expect(content.options.behaviourParams_item_clickAction).toBe('LINK');
    }
  });
});

test('disableDownload blocks the right-click menu', () => {
  expect(
    readGalleryContent(node({ disableDownload: true }), CONTEXT).options
      .behaviourParams_gallery_blockContextMenu,
  ).toBe(true);
});

test('the container data is handed through', () => {
  const containerData = { alignment: 'LEFT', width: { size: 'SMALL' } };
  expect(readGalleryContent(node({ containerData }), CONTEXT).containerData).toBe(containerData);
});
