// The reference image-address builder, @wix/image-kit 1.125.0, run as a black box through its
// exported sdk calls. Used by the conformance test and the benchmark only.

import * as imageKit from '@wix/image-kit';
import type { ImageUrlRequest } from '../bindings/index.ts';

type Options = Record<string, unknown>;

interface ImageKitSdk {
  getScaleToFillImageURL(
    id: string,
    w: number,
    h: number,
    tw: number,
    th: number,
    options?: Options,
  ): string;
  getScaleToFitImageURL(
    id: string,
    w: number,
    h: number,
    tw: number,
    th: number,
    options?: Options,
  ): string;
  getCropImageURL(
    id: string,
    w: number,
    h: number,
    x: number,
    y: number,
    cw: number,
    ch: number,
    tw: number,
    th: number,
    options?: Options,
  ): string;
}

const sdk = (imageKit as unknown as { sdk: ImageKitSdk }).sdk;

/** The host the reference puts in front of every address. */
export const REFERENCE_HOST = 'https://static.wixstatic.com/media/';

/** The reference's address for a 'resized' request (the variants are Tessera's own). */
export function referenceImageUrl(request: ImageUrlRequest): string {
  const { id, width, height, targetWidth, targetHeight } = request;
  const options = (request.options ?? {}) as Options;
  if (request.fit === 'fit')
    return sdk.getScaleToFitImageURL(id, width, height, targetWidth, targetHeight, options);
  if (request.fit === 'crop') {
    const crop = request.crop ?? { x: 0, y: 0, width: 0, height: 0 };
    return sdk.getCropImageURL(
      id,
      width,
      height,
      crop.x,
      crop.y,
      crop.width,
      crop.height,
      targetWidth,
      targetHeight,
      options,
    );
  }
  return sdk.getScaleToFillImageURL(id, width, height, targetWidth, targetHeight, options);
}
