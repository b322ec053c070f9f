// Once the page's first gallery is on screen, the worker lays out made-up galleries of every kind
// it warms, one per task, and then stops; none of it reaches the page.

import { expect, test } from 'vitest';
import type { Engine } from '../../../../bindings/engine.ts';
import { createTsEngine } from '../../../../bindings/ts/engine.ts';
import { warmUp } from './warm-up.ts';

test('made-up galleries are laid out one per task, then no more', async () => {
  const twin = createTsEngine();
  const laidOut: number[] = [];
  const engine = new Proxy(twin, {
    get(target, key, receiver) {
      if (key === 'layoutAppend')
        return (state: Float64Array, sizes: Float64Array, params: never) => {
          laidOut.push(sizes.length / 2);
          return target.layoutAppend(state, sizes, params);
        };
      return Reflect.get(target, key, receiver) as unknown;
    },
  }) as Engine;
  warmUp(engine);
  // Nothing in the task that asked for it: the worker answers its page first.
  expect(laidOut).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(laidOut).toEqual([4000]);
  await expect.poll(() => laidOut.length, { timeout: 20_000 }).toBe(12);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(laidOut).toHaveLength(12);
});
