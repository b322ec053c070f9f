// The events the gallery raises to its host's eventsListener, with their payloads and in order
// (spec/001 §4, spec/002 §7).

import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { GALLERY_EVENTS } from '../model/events.ts';
import {
  GRID,
  itemElement,
  makeItems,
  MASONRY,
  mountGallery,
  type Recorded,
  tabIntoGallery,
  zeroTimeout,
} from './testing.tsx';

// The host gives all its items (totalItemsCount), so the gallery asks for no more (NEED_MORE_ITEMS).
const ITEMS = makeItems(12);
const ALL = ITEMS.length;
const names = (events: Recorded[]) => events.map(([name]) => name);

test('a first layout raises GALLERY_CHANGE (rebuilt), ITEM_CREATED per item, then APP_LOADED', async () => {
  const { gallery, layouts, events } = await mountGallery(900, {
    items: ITEMS,
    options: MASONRY,
    totalItemsCount: ALL,
  });
  await expect.poll(() => names(events)).toContain('APP_LOADED');
  const layout = layouts.at(-1)!;
  expect(events).toEqual([
    [
      'GALLERY_CHANGE',
      {
        change: 'REBUILT',
        itemsCount: 12,
        layoutWidth: layout.width,
        layoutHeight: layout.height,
      },
    ],
    ...ITEMS.map((item, idx) => ['ITEM_CREATED', { id: item.id, idx }]),
    ['APP_LOADED', {}],
  ]);
  expect(gallery.getBoundingClientRect().height).toBe(layout.height);
});

test('more items raise GALLERY_CHANGE (appended) and ITEM_CREATED for the new ones only; new options rebuild', async () => {
  const first = ITEMS.slice(0, 8);
  const mounted = await mountGallery(900, {
    items: first,
    options: MASONRY,
    totalItemsCount: first.length,
  });
  await expect.poll(() => names(mounted.events)).toContain('APP_LOADED');
  mounted.events.length = 0;

  await mounted.rerender({ items: ITEMS, options: MASONRY, totalItemsCount: ALL });
  await expect.poll(() => mounted.events.length).toBe(5);
  expect(mounted.events).toEqual([
    [
      'GALLERY_CHANGE',
      {
        change: 'APPENDED',
        itemsCount: 12,
        layoutWidth: mounted.layouts.at(-1)!.width,
        layoutHeight: mounted.layouts.at(-1)!.height,
      },
    ],
    ...ITEMS.slice(8).map((item, i) => ['ITEM_CREATED', { id: item.id, idx: 8 + i }]),
  ]);

  mounted.events.length = 0;
  await mounted.rerender({ items: ITEMS, options: GRID, totalItemsCount: ALL });
  await expect.poll(() => mounted.events.length).toBe(1);
  expect(mounted.events[0]).toEqual([
    'GALLERY_CHANGE',
    {
      change: 'REBUILT',
      itemsCount: 12,
      layoutWidth: mounted.layouts.at(-1)!.width,
      layoutHeight: mounted.layouts.at(-1)!.height,
    },
  ]);
  // Still loaded: APP_LOADED came once.
  await zeroTimeout();
  expect(names(mounted.events)).toEqual(['GALLERY_CHANGE']);
});

test('focus raises ITEM_FOCUSED and ITEM_LOST_FOCUS with the item', async () => {
  const { host, gallery, events } = await mountGallery(900, {
    items: ITEMS,
    options: MASONRY,
    totalItemsCount: ALL,
  });
  events.length = 0;
  await tabIntoGallery(host);
  expect(events).toEqual([['ITEM_FOCUSED', { id: 'item-0', idx: 0 }]]);
  itemElement(gallery, 5)!.focus();
  expect(events.slice(1)).toEqual([
    ['ITEM_LOST_FOCUS', { id: 'item-0', idx: 0 }],
    ['ITEM_FOCUSED', { id: 'item-5', idx: 5 }],
  ]);
  await userEvent.tab();
  expect(events.at(-1)).toEqual(['ITEM_LOST_FOCUS', { id: 'item-5', idx: 5 }]);
});

test('a click raises ITEM_CLICKED, then ITEM_ACTION_TRIGGERED for ACTION, each after a zero timeout', async () => {
  const options = { ...MASONRY, behaviourParams: { item: { clickAction: 'ACTION' } } };
  const { gallery, events } = await mountGallery(900, {
    items: ITEMS,
    options,
    totalItemsCount: ALL,
  });
  events.length = 0;
  itemElement(gallery, 3)!.click();
  expect(names(events)).not.toContain(GALLERY_EVENTS.ITEM_CLICKED);
  await zeroTimeout();
  expect(events).toEqual([
    ['ITEM_CLICKED', { id: 'item-3', idx: 3 }],
    ['ITEM_ACTION_TRIGGERED', { id: 'item-3', idx: 3 }],
  ]);
});
