// Image-address requests for the conformance test and the benchmark: a fast-check arbitrary that
// reaches every rule of spec/001 §5 (and the edges around each range), and a seeded batch of the
// requests a gallery makes.

import fc from 'fast-check';
import type {
  ImageFilters,
  ImageUrlOptions,
  ImageUrlRequest,
  UnsharpMask,
} from '../bindings/index.ts';

const EXTENSIONS = [
  'jpg',
  'jpg',
  'jpg',
  'jpeg',
  'JPG',
  'png',
  'png',
  'PNG',
  'webp',
  'avif',
  'jpe',
  'wix_mp',
  'wix_ico_mp',
  'gif',
  'svg',
  'bmp',
];

const baseName = fc.stringMatching(/^[0-9a-f]{6}_[0-9a-f]{8}(~mv2)?$/);

/** The media folder an id may start with, in any case (spec/001 §7). */
const mediaFolder = fc.constantFrom('media/', 'Media/', 'MEDIA/', 'mEdIa/');

const plainId: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .tuple(baseName, fc.constantFrom(...EXTENSIONS))
      .map(([base, ext]) => `${base}.${ext}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'x/y', 'dir'), baseName)
      .map(([dir, base]) => `${dir}/${base}.jpg`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ unit: 'grapheme', maxLength: 8 }), fc.constantFrom(...EXTENSIONS))
      .map(([base, ext]) => `${base}.${ext}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '  ',
      'none',
      'NONE',
      'no-extension',
      'https://example.com/a.jpg',
      'http://example.com/b.png',
      '//cdn.example.com/c.jpg',
      'data:image/png;base64,AAAA.png',
      'a.',
      'file.jpg?x=1',
    ),
  },
);

const id: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: plainId },
  { weight: 1, arbitrary: fc.tuple(mediaFolder, plainId).map(([folder, rest]) => folder + rest) },
);

/** Numbers with two or seven decimals, and the exact edges of the ranges under test. */
function around(min: number, max: number, edges: readonly number[]): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100) },
    { weight: 2, arbitrary: fc.integer({ min: min * 1e7, max: max * 1e7 }).map((n) => n / 1e7) },
    { weight: 2, arbitrary: fc.constantFrom(...edges) },
  );
}

/** A source side; 0 is a side the media item does not give. */
const side = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 8000 }) },
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 160_000 }).map((n) => n / 20) },
  { weight: 1, arbitrary: fc.constantFrom(100, 1000, 1400, 5000, 10_000) },
);
const target = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 3000 }) },
  { weight: 2, arbitrary: fc.integer({ min: 10, max: 60_000 }).map((n) => n / 20) },
  { weight: 1, arbitrary: fc.constantFrom(100, 140, 150, 200, 400, 1000, 1400, 5000, 9000) },
);

const unsharpMask: fc.Arbitrary<UnsharpMask> = fc.oneof(
  fc.record({
    radius: around(0, 600, [0, 0.1, 0.09, 500, 500.01, 0.125, 1.005, 1.115, 2.675]),
    amount: around(-1, 12, [0, 10, 10.01, 0.125, 0.995]),
    threshold: around(-1, 300, [0, 255, 255.5, 0.005, 0.015]),
  }),
  fc.constant({ radius: 0, amount: 0, threshold: 0 }),
  fc.record({ radius: around(0, 10, [0.5]) }, { requiredKeys: [] }),
);

const level = around(-120, 120, [0, -100, 100, -100.5, 100.5, 0.1 + 0.2, 1e-7]);
const filters: fc.Arbitrary<ImageFilters> = fc.record(
  {
    contrast: level,
    brightness: level,
    saturation: level,
    hue: around(-200, 200, [0, -180, 180, 180.5, 1e-300]),
    blur: around(-5, 110, [0, 100, 100.5, 5e-324, 1e-7]),
  },
  { requiredKeys: [] },
);

const options: fc.Arbitrary<ImageUrlOptions> = fc.record(
  {
    focalPoint: fc.record({
      x: around(-20, 120, [0, 100, 11.5, 0.45, 0.55]),
      y: around(-20, 120, [0, 100, 33.333]),
    }),
    quality: around(0, 100, [4, 5, 90, 90.1, 12.345678, 0.1 + 0.2]),
    unsharpMask,
    filters,
    upscaleMethod: fc.constantFrom('auto' as const, 'classic' as const, 'super' as const),
    devicePixelRatio: around(0.5, 3, [1, 1.5, 2, 2.5, 3]),
    name: fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'grapheme', maxLength: 8 }),
      fc.constantFrom(
        'my photo.jpg',
        'x.jpeg',
        'a.b.c',
        'sun?.PNG',
        'ä€ 🙂.webp',
        'a/b\\c|d',
        'n.gif',
        '',
      ),
    ),
    encoding: fc.constantFrom('AVIF' as const, 'PAVIF' as const),
    autoEncode: fc.boolean(),
    progressive: fc.boolean(),
    watermark: fc.stringMatching(/^[a-z0-9]{1,8}$/),
    allowWebpAvifTransforms: fc.boolean(),
    isSEOBot: fc.boolean(),
  },
  { requiredKeys: [] },
);

const cropStart = fc.oneof(
  fc.integer({ min: -200, max: 6000 }),
  fc.integer({ min: -10_000, max: 400_000 }).map((n) => n / 100),
);
const cropSide = fc.oneof(
  fc.integer({ min: 0, max: 8000 }),
  fc.integer({ min: 1, max: 400_000 }).map((n) => n / 100),
);
const crop = fc.record({ x: cropStart, y: cropStart, width: cropSide, height: cropSide });

/** A request the reference can answer: a 'resized' address of any fit, with any options. */
export const imageUrlRequest: fc.Arbitrary<ImageUrlRequest> = fc
  .record({
    fit: fc.constantFrom('fill' as const, 'fit' as const, 'crop' as const),
    id,
    width: side,
    height: side,
    targetWidth: target,
    targetHeight: target,
    crop,
    options: fc.oneof({ weight: 1, arbitrary: fc.constant({}) }, { weight: 4, arbitrary: options }),
  })
  .map(({ crop: rect, ...request }) =>
    request.fit === 'crop' ? { ...request, crop: rect } : request,
  );

export { galleryRequests } from './gallery-requests.ts';
