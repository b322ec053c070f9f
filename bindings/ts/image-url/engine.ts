// The image-address half of the TypeScript twin as an `ImageUrlEngine`.

import {
  DEFAULT_IMAGE_HOST,
  type ImageQuality,
  type ImageUrlEngine,
  type ImageUrlRequest,
  QUALITY_TIER_NAMES,
} from '../../contract/image-url.ts';
import { buildAddresses } from './batch.ts';
import { encodeRequests } from './encode.ts';
import { qualityForArea } from './quality.ts';
import { wellFormed } from './text.ts';

function imageUrls(
  requests: readonly ImageUrlRequest[],
  host: string = DEFAULT_IMAGE_HOST,
): string[] {
  const { rows, texts } = encodeRequests(requests);
  // Texts reach the wasm backend as UTF-8, which replaces lone surrogates; so does the twin.
  for (let i = 0; i < texts.length; i++) texts[i] = wellFormed(texts[i]);
  return buildAddresses(rows, texts, wellFormed(host));
}

export const tsImageUrlEngine: ImageUrlEngine = {
  imageQuality(width, height): ImageQuality {
    const spec = qualityForArea(width, height);
    return {
      tier: QUALITY_TIER_NAMES[spec.tier],
      quality: spec.quality,
      maxUpscale: spec.maxUpscale,
    };
  },
  imageUrl: (request, host) => imageUrls([request], host)[0],
  imageUrls,
};
