// The image-address half of the engine contract (spec/001 §9, spec/002 §3).

export type QualityTierName = 'tiny' | 'low' | 'medium' | 'high';
export const QUALITY_TIER_NAMES: readonly QualityTierName[] = ['tiny', 'low', 'medium', 'high'];

export interface ImageQuality {
  tier: QualityTierName;
  quality: number;
  maxUpscale: number;
}

export interface ImageUrlEngine {
  /** The quality tier and upscale limit for an image shown at width by height (spec/001 §9). */
  imageQuality(width: number, height: number): ImageQuality;
}
