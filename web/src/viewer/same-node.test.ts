import { expect, test } from 'vitest';
import { clearServerLayouts } from '../gallery/ui/server/server-layout.ts';
import { sameNodeByValue } from './same-node.ts';

const gallery = () => ({
  type: 'GALLERY',
  id: 'g1',
  galleryData: { items: [{ image: { media: { src: { id: 'a.jpg' }, width: 4, height: 3 } } }] },
});

test('a node with the content of one seen before is that one, a copy no caller holds', () => {
  clearServerLayouts();
  const first = gallery();
  const kept = sameNodeByValue(first);
  expect(kept).toEqual(first);
  expect(kept).not.toBe(first);
  expect(sameNodeByValue(gallery())).toBe(kept);
  first.galleryData.items.length = 0; // the caller changes its own object: the kept one is not it
  expect(sameNodeByValue(gallery())).toBe(kept);
  expect(kept.galleryData.items).toHaveLength(1);
});

test('another content is another node', () => {
  const other = { ...gallery(), id: 'g2' };
  expect(sameNodeByValue(other)).not.toBe(sameNodeByValue(gallery()));
  expect(sameNodeByValue(other).id).toBe('g2');
});

test('a node JSON would not give back as it is stays its own object', () => {
  for (const odd of [NaN, Infinity, -0, () => 1, new Date(0), 1n, undefined]) {
    const node = { ...gallery(), odd };
    expect(sameNodeByValue(node)).toBe(node);
  }
  const cyclic: Record<string, unknown> = gallery();
  cyclic.self = cyclic;
  expect(sameNodeByValue(cyclic)).toBe(cyclic);
});

test('clearServerLayouts forgets them: a first render reads its nodes anew', () => {
  const kept = sameNodeByValue(gallery());
  clearServerLayouts();
  expect(sameNodeByValue(gallery())).not.toBe(kept);
});

test('bounded: the least recently used is forgotten', () => {
  clearServerLayouts();
  const kept = sameNodeByValue(gallery());
  for (let i = 0; i < 200; i++) sameNodeByValue({ ...gallery(), id: `n${i}` });
  expect(sameNodeByValue(gallery())).not.toBe(kept);
});

test('a node differing from one remembered in any value, or in a field, is not that one', () => {
  clearServerLayouts();
  const kept = sameNodeByValue(gallery());
  const variants: Record<string, unknown>[] = [
    { ...gallery(), extra: 1 },
    { type: 'GALLERY', id: 'g1' },
    { ...gallery(), galleryData: { items: [] } },
    {
      ...gallery(),
      galleryData: { items: [{ image: { media: { src: { id: 'a.jpg' }, width: 4, height: 4 } } }] },
    },
    {
      ...gallery(),
      galleryData: {
        items: [{ image: { media: { src: { id: 'a.jpg' }, width: 4, height: '3' } } }],
      },
    },
    {
      ...gallery(),
      galleryData: {
        items: [{ image: { media: { src: { id: 'a.jpg' }, width: 4, height: -0 } } }],
      },
    },
    { ...gallery(), galleryData: { items: {} } },
  ];
  for (const variant of variants) expect(sameNodeByValue(variant)).not.toBe(kept);
  expect(sameNodeByValue(gallery())).toBe(kept);
});
