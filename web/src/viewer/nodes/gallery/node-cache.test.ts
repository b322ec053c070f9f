// The per-node cache: a result is made once per node and inputs, and made again when either changes.

import { expect, test, vi } from 'vitest';
import { nodeCache } from './node-cache.ts';

test('the same node and inputs give the same result without making it again', () => {
  const cache = nodeCache<object>();
  const node = {};
  const make = vi.fn(() => ({}));
  const first = cache(node, [1, 'a'], make);
  expect(cache(node, [1, 'a'], make)).toBe(first);
  expect(make).toHaveBeenCalledTimes(1);
  expect(cache(node, [2, 'a'], make)).not.toBe(first);
  expect(cache({}, [1, 'a'], make)).not.toBe(first);
  expect(make).toHaveBeenCalledTimes(3);
});

test('it keeps the last four inputs of a node', () => {
  const cache = nodeCache<number>();
  const node = {};
  const make = vi.fn((n: number) => n);
  for (const n of [1, 2, 3, 4, 5]) cache(node, [n], () => make(n));
  cache(node, [5], () => make(5));
  cache(node, [2], () => make(2));
  expect(make).toHaveBeenCalledTimes(5);
  cache(node, [1], () => make(1));
  expect(make).toHaveBeenCalledTimes(6);
});
