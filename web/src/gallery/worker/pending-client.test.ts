// A gallery handed an engine that is still starting asks it at once; the asks are answered by the
// engine once it is ready, in the order they were made.

import { expect, test } from 'vitest';
import type { EngineClient } from './client.ts';
import { pendingEngineClient } from './pending-client.ts';

function fakeEngine(backend: 'wasm' | 'ts', calls: string[]): EngineClient {
  const answer = <T>(name: string, value: T) => {
    calls.push(name);
    return Promise.resolve(value);
  };
  return {
    backend,
    layout: () => answer('layout', { rects: new Float64Array(4), width: 1, height: 2, columns: 1 }),
    layoutAppend: () => answer('layoutAppend', {} as never),
    blueprint: () => answer('blueprint', {} as never),
    imageQuality: () => answer('imageQuality', {} as never),
    imageUrls: (requests) =>
      answer(
        'imageUrls',
        requests.map(() => 'https://x/y.jpg'),
      ),
    nearestItem: () => answer('nearestItem', 3),
    dispose: () => calls.push('dispose'),
  };
}

test('asks made before the engine is ready are answered by it once it is', async () => {
  const calls: string[] = [];
  let start!: (engine: EngineClient) => void;
  const pending = pendingEngineClient(new Promise((resolve) => (start = resolve)));
  expect(pending.backend).toBe('wasm');
  const nearest = pending.nearestItem(new Float64Array(8), 0, 'down');
  const urls = pending.imageUrls([{} as never, {} as never]);
  await Promise.resolve();
  expect(calls).toEqual([]);
  start(fakeEngine('ts', calls));
  expect(await nearest).toBe(3);
  expect(await urls).toEqual(['https://x/y.jpg', 'https://x/y.jpg']);
  expect(calls).toEqual(['nearestItem', 'imageUrls']);
  // From then on it reports the engine that answers, and asks it directly.
  expect(pending.backend).toBe('ts');
  expect((await pending.layout(new Float64Array(2), {} as never)).height).toBe(2);
  pending.dispose();
  await Promise.resolve();
  expect(calls).toEqual(['nearestItem', 'imageUrls', 'layout', 'dispose']);
});
