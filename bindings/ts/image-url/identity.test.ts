// The two backends build the same addresses, character for character: randomised requests
// (fast-check prints the seed and the shrunk counterexample when they differ), awkward numbers,
// every variant and any text included. IMAGE_URL_SEED and IMAGE_URL_RUNS explore further.

import fc from 'fast-check';
import { beforeAll, expect, test } from 'vitest';
import { imageUrlRequest } from '../../../bench/image-url-inputs.ts';
import { type Engine, IMAGE_VARIANTS, type ImageUrlRequest } from '../../engine.ts';
import { loadBackends } from '../../testing/backends.ts';
import { instantiateTessera } from '../../wasm/load.ts';
import { REQUEST_STRIDE } from '../../contract/image-url-request.ts';

const SEED =
  process.env.IMAGE_URL_SEED === 'random'
    ? undefined
    : Number(process.env.IMAGE_URL_SEED ?? 0x1d3a7);
const RUNS = Number(process.env.IMAGE_URL_RUNS ?? 400);

let backends: Record<'wasm' | 'ts', Engine>;
beforeAll(async () => {
  backends = await loadBackends();
});

const awkward = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  Number.NaN,
  Infinity,
  -Infinity,
  1e-300,
  5e-324,
  1e300,
  Number.MAX_VALUE,
  2 ** 53 + 2,
);
const anyNumber = fc.oneof(fc.double(), awkward);
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
);

/** Any request: the conformance arbitrary, then some numbers and texts made awkward. */
const anyRequest: fc.Arbitrary<ImageUrlRequest> = fc
  .tuple(
    imageUrlRequest,
    fc.constantFrom(...IMAGE_VARIANTS),
    fc.record(
      {
        width: anyNumber,
        targetWidth: anyNumber,
        quality: anyNumber,
        hue: anyNumber,
        blur: anyNumber,
        radius: anyNumber,
        ratio: anyNumber,
        name: anyText,
        id: fc
          .tuple(anyText, fc.constantFrom('.jpg', '.png', '.wix_mp', ''))
          .map(([base, ext]) => base + ext),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([request, variant, odd]) => {
    const options = { ...request.options };
    if ('quality' in odd) options.quality = odd.quality;
    if ('hue' in odd || 'blur' in odd)
      options.filters = { ...options.filters, hue: odd.hue, blur: odd.blur };
    if ('radius' in odd) options.unsharpMask = { radius: odd.radius, amount: 1, threshold: 1 };
    if ('ratio' in odd) options.devicePixelRatio = odd.ratio;
    if ('name' in odd) options.name = odd.name;
    return {
      ...request,
      variant,
      width: odd.width ?? request.width,
      targetWidth: odd.targetWidth ?? request.targetWidth,
      id: odd.id ?? request.id,
      options,
    };
  });

test('wasm and the TypeScript twin build the same address for every request', () => {
  fc.assert(
    fc.property(anyRequest, (request) => {
      expect(backends.wasm.imageUrl(request)).toBe(backends.ts.imageUrl(request));
    }),
    { seed: SEED, numRuns: RUNS * 5 },
  );
});

test('wasm and the TypeScript twin agree on whole batches and any host', () => {
  fc.assert(
    fc.property(fc.array(anyRequest, { maxLength: 60 }), anyText, (requests, host) => {
      expect(backends.wasm.imageUrls(requests, host)).toEqual(
        backends.ts.imageUrls(requests, host),
      );
    }),
    { seed: SEED, numRuns: RUNS },
  );
});

test('both sides read request rows of the same width', async () => {
  expect((await instantiateTessera()).tessera_image_request_stride()).toBe(REQUEST_STRIDE);
});
