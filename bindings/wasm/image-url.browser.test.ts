// The WebAssembly image-address batch in a browser, where addresses are read with TextDecoder
// rather than Node's Buffer: the same addresses as the TypeScript twin, over several chunks.

import { expect, test } from 'vitest';
import { galleryRequests } from '../../bench/image-url-inputs.ts';
import { createTsEngine, createWasmEngine, type ImageUrlRequest } from '../index.ts';

test('a long batch gives the twin’s addresses, ASCII or not', async () => {
  const wasm = await createWasmEngine();
  const ts = createTsEngine();
  const requests: ImageUrlRequest[] = galleryRequests(1000, 7);
  expect(wasm.imageUrls(requests)).toEqual(ts.imageUrls(requests));
  const mixed = requests.map((r, i) =>
    i % 97 === 5 ? { ...r, id: `ü${i}.jpg`, options: { name: 'größe 🙂' } } : r,
  );
  expect(wasm.imageUrls(mixed, 'https://img.example/')).toEqual(
    ts.imageUrls(mixed, 'https://img.example/'),
  );
});
