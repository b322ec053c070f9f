// The address book asks the engine once per picture and keeps the latest addresses only: one
// dropped after many others is asked for again when its item returns.

import { expect, test } from 'vitest';
import type { ImageUrlRequest } from '../../../../../bindings/engine.ts';
import { createItemReader } from '../../model/items/item-reader.ts';
import { createImageAddressBook, KEPT_ADDRESSES } from './image-address-book.ts';

const reader = createItemReader();
const picture = (index: number) =>
  reader.read(
    { itemId: `p${index}`, mediaUrl: `photo_${index}.jpg`, width: 800, height: 600 },
    index,
  );

function countingEngine() {
  const asked: string[] = [];
  return {
    asked,
    engine: {
      async imageUrls(requests: readonly ImageUrlRequest[]) {
        asked.push(...requests.map((request) => request.id));
        return requests.map((request) => `https://img.example/${request.id}`);
      },
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a picture is asked for once, then its address is known', async () => {
  const { asked, engine } = countingEngine();
  const book = createImageAddressBook({ engine, options: {}, pixelRatio: 1 });
  const want = { item: picture(0), variant: 'resized' as const, width: 200, height: 150 };
  book.ask(want);
  book.ask(want);
  await settle();
  expect(asked).toEqual(['photo_0.jpg']);
  expect(book.addressOf(want)).toBe('https://img.example/photo_0.jpg');
});

test('only the latest addresses are kept; a dropped one is asked for again', async () => {
  const { asked, engine } = countingEngine();
  const book = createImageAddressBook({ engine, options: {}, pixelRatio: 1 });
  const want = (index: number) => ({
    item: picture(index),
    variant: 'resized' as const,
    width: 200,
    height: 150,
  });
  for (let index = 0; index <= KEPT_ADDRESSES; index++) book.ask(want(index));
  await settle();
  expect(asked).toHaveLength(KEPT_ADDRESSES + 1);
  expect(book.addressOf(want(0))).toBeUndefined();
  expect(book.addressOf(want(KEPT_ADDRESSES))).toBe(
    `https://img.example/photo_${KEPT_ADDRESSES}.jpg`,
  );
  book.ask(want(0));
  await settle();
  expect(asked.at(-1)).toBe('photo_0.jpg');
  expect(book.addressOf(want(0))).toBe('https://img.example/photo_0.jpg');
});
