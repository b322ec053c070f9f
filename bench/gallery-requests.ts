// A seeded batch of the image-address requests a gallery makes, for the benchmarks (node and the
// benchmark page): without fast-check, so that a browser page can bundle it.

import type { ImageUrlRequest } from '../bindings/engine.ts';
import { seededRandom } from '../bindings/testing/seeded-random.ts';

/** `count` requests as a gallery makes them: photos of common sizes shown at their cell sizes. */
export function galleryRequests(count: number, seed: number): ImageUrlRequest[] {
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
  const requests: ImageUrlRequest[] = [];
  for (let i = 0; i < count; i++) {
    const hex = Math.floor(random() * 0xffffffff)
      .toString(16)
      .padStart(8, '0');
    const width = pick([1080, 1920, 2048, 3000, 4000, 6000]);
    const height = Math.round(width * (0.5 + random()));
    const targetWidth = Math.round(150 + random() * 450);
    const fit = pick(['fill', 'fill', 'fill', 'fit'] as const);
    requests.push({
      fit,
      id: `8bb438_${hex}~mv2.${pick(['jpg', 'jpg', 'jpg', 'png', 'jpeg'])}`,
      width,
      height,
      targetWidth,
      targetHeight: Math.round(targetWidth * (0.6 + random() * 0.8)),
      options: {
        devicePixelRatio: pick([1, 1, 2]),
        ...(random() < 0.3
          ? { focalPoint: { x: Math.round(random() * 100), y: Math.round(random() * 100) } }
          : {}),
        ...(random() < 0.2 ? { quality: 90 } : {}),
      },
    });
  }
  return requests;
}
