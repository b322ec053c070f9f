import { expect, test } from 'vitest';
import type { ImageUrlRequest } from '../../../../bindings/engine.ts';
import {
  decodeAddresses,
  decodeImageBatch,
  encodeAddresses,
  encodeImageBatch,
} from './image-batch.ts';

const REQUESTS: ImageUrlRequest[] = [
  { fit: 'fill', id: 'a.jpg', width: 4000, height: 3000, targetWidth: 400.5, targetHeight: 300 },
  {
    fit: 'crop',
    id: 'ünïcode naïve.png',
    width: 1000,
    height: 800,
    targetWidth: 200,
    targetHeight: 160,
    crop: { x: 10, y: 20, width: 500, height: 400 },
    variant: 'low-res',
    options: {
      focalPoint: { x: 12.5, y: 100 },
      quality: 90,
      unsharpMask: { radius: 0.5, threshold: 0 },
      filters: { contrast: -20, blur: 3 },
      upscaleMethod: 'super',
      devicePixelRatio: 2,
      name: 'Sea view.png',
      encoding: 'AVIF',
      autoEncode: false,
      progressive: true,
      watermark: 'wm-1',
    },
  },
  { fit: 'fit', id: '', width: 1, height: 1, targetWidth: 1, targetHeight: 1, options: {} },
];

test('a batch of image requests crosses as numbers and one string, and comes back whole', () => {
  const batch = encodeImageBatch(REQUESTS);
  expect(batch.numbers).toBeInstanceOf(Float64Array);
  expect(typeof batch.texts).toBe('string');
  expect(decodeImageBatch(batch)).toEqual(REQUESTS);
  expect(decodeImageBatch(encodeImageBatch([]))).toEqual([]);
});

test('addresses cross as one string and their lengths', () => {
  const addresses = ['https://h/a.jpg/v1/fill/w_1', '', 'https://h/ü.png'];
  const batch = encodeAddresses(addresses);
  expect(batch.lengths).toBeInstanceOf(Uint32Array);
  expect(decodeAddresses(batch)).toEqual(addresses);
});
