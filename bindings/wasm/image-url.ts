// The image-address half of the WebAssembly backend.

import { type ImageQuality, type ImageUrlEngine, QUALITY_TIER_NAMES } from '../contract/image-url.ts';
import type { ImageUrlExports, MemoryExports } from './exports.ts';

export function wasmImageUrlEngine(wasm: MemoryExports & ImageUrlExports): ImageUrlEngine {
  return {
    imageQuality(width, height): ImageQuality {
      return {
        tier: QUALITY_TIER_NAMES[wasm.tessera_image_quality_tier(width, height)],
        quality: wasm.tessera_image_quality(width, height),
        maxUpscale: wasm.tessera_image_max_upscale(width, height),
      };
    },
  };
}
