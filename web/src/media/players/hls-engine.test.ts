import { expect, test } from 'vitest';
import { hlsEngine } from './hls-engine.ts';

test('hls.js wherever Media Source Extensions exist, even beside native HLS', () => {
  expect(hlsEngine({ mediaSource: true, nativeHls: true })).toBe('hls.js');
  expect(hlsEngine({ mediaSource: true, nativeHls: false })).toBe('hls.js');
});

test("the browser's own HLS where there is no MSE", () => {
  expect(hlsEngine({ mediaSource: false, nativeHls: true })).toBe('native');
});

test('hls.js when neither (it reports that it cannot play)', () => {
  expect(hlsEngine({ mediaSource: false, nativeHls: false })).toBe('hls.js');
});
