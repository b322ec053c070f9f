// Text and 3D items in a gallery (spec/002 §3-4): a text item shows its html, sanitised, on its
// background; a 3D item shows its poster without loading the 3D viewer until it plays; the items
// are groups named by their titles, and the gallery passes axe-core.

import axe from 'axe-core';
import { expect, test } from 'vitest';
import { itemElement, makeItems, MASONRY, mountGallery } from './testing.tsx';

const POSTER = new URL('/web/src/gallery/ui/items/fixtures/sample.svg', location.origin).href;

const ITEMS = [
  ...makeItems(2),
  {
    itemId: 'note',
    metaData: {
      type: 'text',
      width: 400,
      height: 300,
      title: 'A note',
      html: '<p>Hello <b>there</b><img src=x onerror="window.hacked=1"><a href="javascript:alert(1)">click</a></p>',
      textStyle: { backgroundColor: 'rgb(255, 240, 200)' },
    },
  },
  {
    itemId: 'model',
    mediaUrl: new URL('/web/src/gallery/ui/items/fixtures/triangle.gltf', location.origin).href,
    metaData: {
      type: '3d',
      width: 400,
      height: 400,
      title: 'A triangle',
      poster: { url: POSTER, width: 400, height: 400 },
    },
  },
];

test('a text item shows its html sanitised, a 3D item its poster; both are named groups', async () => {
  const { host, gallery } = await mountGallery(900, { items: ITEMS, options: MASONRY });
  const note = itemElement(gallery, 2)!;
  const model = itemElement(gallery, 3)!;
  expect(
    [note, model].map((item) => [item.getAttribute('role'), item.getAttribute('aria-label')]),
  ).toEqual([
    ['group', 'A note'],
    ['group', 'A triangle'],
  ]);
  await expect.poll(() => note.querySelector('b')?.textContent).toBe('there');
  expect(note.textContent).toMatch(/Hello there/);
  expect(note.querySelector('[onerror]')).toBeNull();
  expect(note.querySelector('a[href^="javascript"]')).toBeNull();
  expect((window as { hacked?: number }).hacked).toBeUndefined();
  await expect.poll(() => model.querySelector('img')?.getAttribute('src')).toBe(POSTER);
  const result = await axe.run(host);
  expect(result.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.html).join()}`)).toEqual([]);
});
