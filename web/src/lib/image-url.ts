// `tessera/image-url`: image addresses (spec/001 §9) by the TypeScript twin's image half, a few
// kilobytes, synchronous; the same addresses as the engine's, bit for bit.

import { tsImageUrlEngine } from '../../../bindings/ts-image-url.ts';

export {
  DEFAULT_IMAGE_HOST,
  IMAGE_FITS,
  IMAGE_VARIANTS,
  type ImageFilters,
  type ImageFit,
  type ImageQuality,
  type ImageRect,
  type ImageUrlEngine,
  type ImageUrlOptions,
  type ImageUrlRequest,
  type ImageVariant,
  type QualityTierName,
} from '../../../bindings/engine.ts';

export const imageUrlEngine = tsImageUrlEngine;
export const imageQuality = tsImageUrlEngine.imageQuality;
export const imageUrl = tsImageUrlEngine.imageUrl;
export const imageUrls = tsImageUrlEngine.imageUrls;
