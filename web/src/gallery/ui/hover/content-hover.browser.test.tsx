// What hovering does to an item's media (spec/001 §3 behaviourParams.item.content and
// secondaryMedia): each content hover effect changes the media's look, and with the trigger HOVER
// an item's secondary media appears over its own.

import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { itemElement, makeItems, MASONRY, mountGallery } from '../testing.tsx';
import { contentOf, parkMouse } from './hover-testing.ts';

function picture(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="100%" height="100%" fill="${colour}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const withItem = (item: object) => ({ ...MASONRY, behaviourParams: { item } });

/** The computed filter and transform an element would have with these declarations. */
function computed(declarations: { filter?: string; transform?: string }) {
  const probe = document.createElement('div');
  Object.assign(probe.style, declarations);
  document.body.append(probe);
  const style = getComputedStyle(probe);
  const look = { filter: style.filter, transform: style.transform };
  probe.remove();
  return look;
}

const lookOf = (element: Element) => {
  const style = getComputedStyle(element);
  return { filter: style.filter, transform: style.transform };
};

test.each([
  ['BLUR', {}, { filter: 'blur(4px)' }],
  ['COLOR_IN', { filter: 'grayscale(1)' }, { filter: 'grayscale(0)' }],
  ['DARKENED', {}, { filter: 'brightness(0.6)' }],
  ['GRAYSCALE', {}, { filter: 'grayscale(1)' }],
  ['INVERT', {}, { filter: 'invert(1)' }],
  ['SHRINK', {}, { transform: 'scale(0.9)' }],
  ['TILT', {}, { transform: 'rotate(-4deg) scale(1.15)' }],
  ['ZOOM_IN', {}, { transform: 'scale(1.1)' }],
  ['NO_EFFECT', {}, {}],
])('the content hover effect %s', async (hoverAnimation, before, hovered) => {
  const items = makeItems(6, (i) => ({ url: picture(i % 2 ? '#7a9' : '#c63') }));
  const { host, gallery } = await mountGallery(900, {
    items,
    options: withItem({ content: { hoverAnimation } }),
  });
  await parkMouse(host);
  const media = contentOf(gallery, 1);
  await expect.poll(() => lookOf(media)).toEqual(computed(before));
  await userEvent.hover(itemElement(gallery, 1)!);
  await expect.poll(() => lookOf(media)).toEqual(computed(hovered));
  // The items not hovered keep their look.
  expect(lookOf(contentOf(gallery, 0))).toEqual(computed(before));
});

test('TILT turns the media by the tilt angle of the options', async () => {
  const { host, gallery } = await mountGallery(900, {
    items: makeItems(4),
    options: withItem({ content: { hoverAnimation: 'TILT', tiltAngleValue: 9 } }),
  });
  await parkMouse(host);
  await userEvent.hover(itemElement(gallery, 0)!);
  await expect
    .poll(() => lookOf(contentOf(gallery, 0)))
    .toEqual(computed({ transform: 'rotate(9deg) scale(1.15)' }));
});

const SECONDARY = picture('#135');
const withSecondary = makeItems(4, (i) => ({
  url: picture('#c63'),
  ...(i === 1
    ? { secondaryMedia: { itemId: 'hover-1', url: SECONDARY, width: 40, height: 30 } }
    : {}),
}));

const secondaryImage = (gallery: Element, idx: number) =>
  itemElement(gallery, idx)!.querySelector<HTMLImageElement>('[data-secondary-media] img');

test('the secondary media appears over the item on hover with the trigger HOVER', async () => {
  const { host, gallery } = await mountGallery(900, {
    items: withSecondary,
    options: withItem({ secondaryMedia: { trigger: 'HOVER', behaviour: 'APPEARS' } }),
  });
  await parkMouse(host);
  expect(secondaryImage(gallery, 1)).toBeNull();
  await userEvent.hover(itemElement(gallery, 1)!);
  await expect.poll(() => secondaryImage(gallery, 1)?.src).toBe(SECONDARY);
  const image = secondaryImage(gallery, 1)!;
  await expect.poll(() => image.complete && image.naturalWidth > 0).toBe(true);
  // Over the item's own picture, covering it.
  const item = itemElement(gallery, 1)!.getBoundingClientRect();
  const box = image.getBoundingClientRect();
  expect([box.left, box.top, box.width, box.height]).toEqual([
    item.left,
    item.top,
    item.width,
    item.height,
  ]);
  const topmost = document.elementFromPoint(item.left + item.width / 2, item.top + item.height / 2);
  expect(topmost === image || image.parentElement!.contains(topmost)).toBe(true);
  await userEvent.hover(host.nextElementSibling!);
  await expect.poll(() => secondaryImage(gallery, 1)).toBeNull();
});

test('no secondary media with the trigger OFF (the default)', async () => {
  const { gallery } = await mountGallery(900, { items: withSecondary, options: MASONRY });
  await userEvent.hover(itemElement(gallery, 1)!);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(secondaryImage(gallery, 1)).toBeNull();
});
