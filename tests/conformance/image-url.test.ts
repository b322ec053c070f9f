// Conformance of the image addresses with the reference builder, @wix/image-kit 1.125.0 (run as a
// black box through bench/image-url-reference.ts): random requests over every rule of spec/001
// §5, each address after the host equal to the reference's, on both backends.
//
// The seed is fixed so the suite is repeatable; CONFORMANCE_SEED=<n> (or `random`) and
// CONFORMANCE_RUNS=<n> explore further. On a failure fast-check prints the seed and the shrunk case.

import fc from 'fast-check';
import { beforeAll, expect, test } from 'vitest';
import { imageUrlRequest } from '../../bench/image-url-inputs.ts';
import { REFERENCE_HOST, referenceImageUrl } from '../../bench/image-url-reference.ts';
import {
  createTsEngine,
  createWasmEngine,
  type Engine,
  type ImageUrlRequest,
} from '../../bindings/index.ts';

const SEED =
  process.env.CONFORMANCE_SEED === 'random'
    ? undefined
    : Number(process.env.CONFORMANCE_SEED ?? 0x1a6e);
const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 1500);
/**
 * Tessera's host, different from the reference's, to show the comparison starts after it. Like
 * the reference's, it ends with the media folder, which an id may name itself (`Media/...`).
 */
const ORIGIN = 'https://media.tessera.test/';
const HOST = `${ORIGIN}media/`;
const REFERENCE_ORIGIN = REFERENCE_HOST.slice(0, -'media/'.length);

let engines: Engine[];
beforeAll(async () => {
  engines = [await createWasmEngine(), createTsEngine()];
});

function afterHost(url: string, host: string): string {
  expect(url.startsWith(host)).toBe(true);
  return url.slice(host.length);
}

test("every address equals the reference builder's after the host", () => {
  fc.assert(
    fc.property(imageUrlRequest, (request) => {
      const expected = afterHost(referenceImageUrl(request), REFERENCE_ORIGIN);
      for (const engine of engines)
        expect(afterHost(engine.imageUrl(request, HOST), ORIGIN)).toBe(expected);
    }),
    { seed: SEED, numRuns: RUNS },
  );
});

test('a batch equals the reference request by request', () => {
  const requests: ImageUrlRequest[] = fc.sample(imageUrlRequest, { numRuns: 300, seed: SEED });
  const expected = requests.map((r) => afterHost(referenceImageUrl(r), REFERENCE_ORIGIN));
  for (const engine of engines)
    expect(engine.imageUrls(requests, HOST).map((url) => afterHost(url, ORIGIN))).toEqual(expected);
});
