import { expect, test, vi } from 'vitest';
import { tsImageUrlEngine } from '../../../../bindings/ts/image-url/engine.ts';
import type { ImageUrlEngine } from '../../../../bindings/index.ts';
import { forgetImageAddresses, rememberedAddresses } from './remembered-addresses.ts';

const otherEngine: ImageUrlEngine = { ...tsImageUrlEngine };

test('an address is made once per engine and key, until forgotten', () => {
  forgetImageAddresses();
  const make = vi.fn(() => ({ src: 'https://example.com/a.jpg' }));
  const first = rememberedAddresses(tsImageUrlEngine, 'a 100 100 200', make);
  expect(rememberedAddresses(tsImageUrlEngine, 'a 100 100 200', make)).toBe(first);
  expect(make).toHaveBeenCalledTimes(1);
  rememberedAddresses(tsImageUrlEngine, 'a 100 100 300', make);
  rememberedAddresses(otherEngine, 'a 100 100 200', make);
  expect(make).toHaveBeenCalledTimes(3);
  forgetImageAddresses();
  rememberedAddresses(tsImageUrlEngine, 'a 100 100 200', make);
  expect(make).toHaveBeenCalledTimes(4);
});

test('an address that could not be made is asked for again next time', () => {
  forgetImageAddresses();
  const make = vi.fn(() => undefined);
  expect(rememberedAddresses(tsImageUrlEngine, 'refused', make)).toBeUndefined();
  expect(rememberedAddresses(tsImageUrlEngine, 'refused', make)).toBeUndefined();
  expect(make).toHaveBeenCalledTimes(2);
});

test('past its bound the memory starts afresh, so a server does not grow without end', () => {
  forgetImageAddresses();
  const make = vi.fn((key: string) => key);
  for (let i = 0; i < 5000; i++)
    rememberedAddresses(tsImageUrlEngine, `k${i}`, () => make(`k${i}`));
  expect(rememberedAddresses(tsImageUrlEngine, 'k4999', () => make('again'))).toBe('k4999');
  expect(rememberedAddresses(tsImageUrlEngine, 'k0', () => make('again'))).toBe('again');
});
