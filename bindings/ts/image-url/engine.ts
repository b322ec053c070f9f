// The image-address half of the TypeScript twin as an `ImageUrlEngine`.

import { type ImageQuality, type ImageUrlEngine, QUALITY_TIER_NAMES } from '../../contract/image-url.ts';
import { qualityForArea } from './quality.ts';

export const tsImageUrlEngine: ImageUrlEngine = {
  imageQuality(width, height): ImageQuality {
    const spec = qualityForArea(width, height);
    return { tier: QUALITY_TIER_NAMES[spec.tier], quality: spec.quality, maxUpscale: spec.maxUpscale };
  },
};
