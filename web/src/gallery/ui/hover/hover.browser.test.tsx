// The hover state (spec/002 §4 "Item hover"): the mouse, keyboard focus in accessible mode and
// touch taps hover one item at a time; leaving, blurring and Escape clear it; each change raises
// HOVER_SET with the item's id and idx, or NO_HOVER.

import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { NO_HOVER } from '../../model/events.ts';
import {
  focusedIndex,
  itemElement,
  makeItems,
  MASONRY,
  mountGallery,
  tabIntoGallery,
  zeroTimeout,
} from '../testing.tsx';
import { overlayVisible, parkMouse } from './hover-testing.ts';

const ITEMS = makeItems(12, (i) => ({ title: `Title ${i}` }));
const item = (idx: number) => ({ id: `item-${idx}`, idx });

async function mounted(options: object = MASONRY) {
  const gallery = await mountGallery(900, { items: ITEMS, options }, { recordHover: true });
  await parkMouse(gallery.host);
  gallery.events.length = 0;
  return gallery;
}

test('the mouse hovers the item it is over, one at a time, and leaving clears the hover', async () => {
  const { host, gallery, events } = await mounted();
  expect(overlayVisible(gallery, 2)).toBe(false);
  await userEvent.hover(itemElement(gallery, 2)!);
  expect(events).toEqual([['HOVER_SET', item(2)]]);
  await expect.poll(() => overlayVisible(gallery, 2)).toBe(true);
  // (Scrolling item 5 into view may pass other items under the mouse on the way.)
  await userEvent.hover(itemElement(gallery, 5)!);
  expect(events.at(-1)).toEqual(['HOVER_SET', item(5)]);
  await expect.poll(() => overlayVisible(gallery, 5)).toBe(true);
  const shown = ITEMS.filter((_, idx) => overlayVisible(gallery, idx));
  expect(shown.map(({ id }) => id)).toEqual(['item-5']);
  events.length = 0;
  await userEvent.hover(host.nextElementSibling!);
  expect(events).toEqual([['HOVER_SET', NO_HOVER]]);
  expect(NO_HOVER).toEqual({ id: null, idx: -1 });
  await expect.poll(() => overlayVisible(gallery, 5)).toBe(false);
});

test('keyboard focus hovers the item after ITEM_FOCUSED; Escape leaves the hover, then the gallery', async () => {
  const { host, gallery, events } = await mounted();
  await tabIntoGallery(host);
  expect(events).toEqual([
    ['ITEM_FOCUSED', item(0)],
    ['HOVER_SET', item(0)],
  ]);
  await expect.poll(() => overlayVisible(gallery, 0)).toBe(true);
  events.length = 0;
  await userEvent.keyboard('{ArrowDown}');
  await expect.poll(focusedIndex).not.toBe(0);
  const next = focusedIndex()!;
  // Focus moving from item to item moves the hover, without clearing it in between.
  expect(events).toEqual([
    ['ITEM_LOST_FOCUS', item(0)],
    ['ITEM_FOCUSED', item(next)],
    ['HOVER_SET', item(next)],
  ]);
  events.length = 0;
  await userEvent.keyboard('{Escape}');
  expect(events).toEqual([['HOVER_SET', NO_HOVER]]);
  expect(focusedIndex()).toBe(next);
  await expect.poll(() => overlayVisible(gallery, next)).toBe(false);
  await userEvent.keyboard('{Escape}');
  expect(document.activeElement).toBe(gallery);
  expect(events.slice(1)).toEqual([['ITEM_LOST_FOCUS', item(next)]]);
});

test('blur clears the hover: tabbing out of the gallery', async () => {
  const { host, gallery, events } = await mounted();
  await tabIntoGallery(host);
  events.length = 0;
  await userEvent.tab();
  expect(events).toEqual([
    ['ITEM_LOST_FOCUS', item(0)],
    ['HOVER_SET', NO_HOVER],
  ]);
  expect(overlayVisible(gallery, 0)).toBe(false);
});

test('focus by a script, not by keyboard, does not hover', async () => {
  const { gallery, events } = await mounted();
  await userEvent.click(gallery.ownerDocument.body, { position: { x: 1, y: 1 } });
  events.length = 0;
  itemElement(gallery, 3)!.focus();
  expect(events).toEqual([['ITEM_FOCUSED', item(3)]]);
});

/** A tap: the press, then the click a touch screen sends. Returns false when the click was
 *  cancelled (a link would not be followed). */
function tap(element: Element): boolean {
  element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
  return element.dispatchEvent(
    new PointerEvent('click', { bubbles: true, cancelable: true, pointerType: 'touch' }),
  );
}

test('on touch the first tap shows the hover and does not act; the second acts and clears it', async () => {
  const options = { ...MASONRY, behaviourParams: { item: { clickAction: 'ACTION' } } };
  const { gallery, events } = await mounted(options);
  const third = itemElement(gallery, 3)!;
  expect(tap(third)).toBe(false);
  await zeroTimeout();
  expect(events).toEqual([['HOVER_SET', item(3)]]);
  await expect.poll(() => overlayVisible(gallery, 3)).toBe(true);
  events.length = 0;
  expect(tap(third)).toBe(true);
  await zeroTimeout();
  expect(events).toEqual([
    ['HOVER_SET', NO_HOVER],
    ['ITEM_CLICKED', item(3)],
    ['ITEM_ACTION_TRIGGERED', item(3)],
  ]);
  expect(overlayVisible(gallery, 3)).toBe(false);
});

test('a click of the mouse acts at once', async () => {
  const options = { ...MASONRY, behaviourParams: { item: { clickAction: 'ACTION' } } };
  const { gallery, events } = await mounted(options);
  await userEvent.click(itemElement(gallery, 1)!);
  await zeroTimeout();
  expect(events.filter(([name]) => name !== 'ITEM_FOCUSED')).toEqual([
    ['HOVER_SET', item(1)],
    ['ITEM_CLICKED', item(1)],
    ['ITEM_ACTION_TRIGGERED', item(1)],
  ]);
});
