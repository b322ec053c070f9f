// The console messages of spec/002 §8 that the gallery's keyboard can meet: no neighbour that way
// (a warning; focus keeps its item), focus that cannot be moved ('Could not set focus to active
// element'), and a target index the layout no longer has ('Target item position not found';
// nothing moves).

import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  FOCUS_FAILED,
  NO_NEIGHBOUR_FOUND,
  TARGET_ITEM_POSITION_NOT_FOUND,
} from '../../model/messages.ts';
import { createEngineClient, type EngineClient } from '../../worker/index.ts';
import {
  focusedIndex,
  GRID,
  makeItems,
  mountGallery,
  tabIntoGallery,
  zeroTimeout,
} from '../testing.tsx';

afterEach(() => vi.restoreAllMocks());

const ITEMS = makeItems(12);

test('an arrow key with no neighbour that way warns, and focus keeps its item', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { host } = await mountGallery(900, { items: ITEMS, options: GRID });
  await tabIntoGallery(host);
  expect(focusedIndex()).toBe(0);
  await userEvent.keyboard('{ArrowUp}');
  await expect.poll(() => warn.mock.calls).toEqual([[NO_NEIGHBOUR_FOUND]]);
  expect(focusedIndex()).toBe(0);
});

test('focus that cannot be moved to the next item is logged', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { host } = await mountGallery(900, { items: ITEMS, options: GRID });
  await tabIntoGallery(host);
  // The page refuses to move focus.
  vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(() => {});
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => error.mock.calls).toEqual([[FOCUS_FAILED]]);
  expect(focusedIndex()).toBe(0);
});

test('a neighbour the layout no longer has is not moved to, and is logged', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const engine = await createEngineClient();
  // The engine answers only when the test lets it, after the items have changed.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const client: EngineClient = {
    backend: engine.backend,
    layout: (...args) => engine.layout(...args),
    layoutAppend: (...args) => engine.layoutAppend(...args),
    blueprint: (...args) => engine.blueprint(...args),
    imageQuality: (...args) => engine.imageQuality(...args),
    imageUrls: (...args) => engine.imageUrls(...args),
    nearestItem: (...args) => answered.then(() => engine.nearestItem(...args)),
    dispose: () => engine.dispose(),
  };
  const { host, rerender, layouts } = await mountGallery(900, {
    items: ITEMS,
    options: GRID,
    client,
  });
  await tabIntoGallery(host);
  await userEvent.keyboard('{ArrowDown}');
  // Before the engine answers, the host leaves one item.
  const laidOut = layouts.length;
  await rerender({ items: ITEMS.slice(0, 1), options: GRID, client });
  await expect.poll(() => layouts.length).toBeGreaterThan(laidOut);
  answer();
  await expect.poll(() => error.mock.calls).toEqual([[TARGET_ITEM_POSITION_NOT_FOUND]]);
  await zeroTimeout();
  expect(focusedIndex()).toBe(0);
});
