// The viewer's image limits (spec/000 §5) before the address builder's own (spec/001 §5): what
// the address of an image in the viewer carries.

import { describe, expect, test } from 'vitest';
import { createTsEngine, type ImageUrlRequest } from '../../../../bindings/index.ts';
import { limitViewerImageOptions, VIEWER_MAX_QUALITY, viewerImageRequest } from './limits.ts';

const engine = createTsEngine();
const PHOTO: ImageUrlRequest = {
  fit: 'fill',
  id: 'photo.jpg',
  width: 4000,
  height: 3000,
  targetWidth: 400,
  targetHeight: 300,
};
const address = (options: ImageUrlRequest['options']) =>
  engine.imageUrl(viewerImageRequest({ ...PHOTO, options }));

describe('quality', () => {
  test('is capped at 90 in the viewer, where the builder alone would fall back to the tier', () => {
    expect(engine.imageUrl({ ...PHOTO, options: { quality: 95 } })).toContain(',q_80,');
    expect(address({ quality: 95 })).toContain(`,q_${VIEWER_MAX_QUALITY},`);
  });

  test('below the cap it is left alone, and the builder still ignores what is under 5', () => {
    expect(address({ quality: 60 })).toContain(',q_60,');
    expect(address({ quality: 3 })).toContain(',q_80,');
  });
});

describe('sharpening', () => {
  test('amount, radius and threshold are clamped to 5, 128 and 1', () => {
    expect(address({ unsharpMask: { radius: 300, amount: 8, threshold: 40 } })).toContain(
      ',usm_128.00_5.00_1.00,',
    );
  });

  test('negative values go to 0, where the builder refuses a radius below 0.1 and uses its default', () => {
    expect(
      limitViewerImageOptions({ unsharpMask: { radius: -2, amount: -1, threshold: -0.5 } })
        .unsharpMask,
    ).toEqual({
      radius: 0,
      amount: 0,
      threshold: 0,
    });
    expect(address({ unsharpMask: { radius: -2, amount: 1, threshold: 0.5 } })).toContain(
      ',usm_0.66_1.00_0.01,',
    );
  });

  test('values inside both ranges pass through unchanged', () => {
    expect(address({ unsharpMask: { radius: 1.5, amount: 2, threshold: 0.25 } })).toContain(
      ',usm_1.50_2.00_0.25,',
    );
  });
});

test("the caller's request is never changed", () => {
  const options = { quality: 99, unsharpMask: { radius: 500, amount: 9, threshold: 9 } };
  const request = { ...PHOTO, options };
  const frozen = JSON.stringify(request);
  viewerImageRequest(request);
  expect(JSON.stringify(request)).toBe(frozen);
  expect(viewerImageRequest(PHOTO)).toBe(PHOTO);
});
