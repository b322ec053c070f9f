// Twin of crates/image-url/src/quality.rs: quality tiers by pixel area (spec/001 §9).

export const TIER_TINY = 0;
export const TIER_LOW = 1;
export const TIER_MEDIUM = 2;
export const TIER_HIGH = 3;

export interface TierSpec {
  tier: number;
  /** The tier applies to areas strictly above this many pixels. */
  minAreaExclusive: number;
  quality: number;
  maxUpscale: number;
}

/** From the largest areas down; the first tier whose floor the area exceeds applies. */
export const TIERS: readonly TierSpec[] = [
  { tier: TIER_HIGH, minAreaExclusive: 1_960_000, quality: 90, maxUpscale: 1 },
  { tier: TIER_MEDIUM, minAreaExclusive: 360_000, quality: 85, maxUpscale: 1 },
  { tier: TIER_LOW, minAreaExclusive: 160_000, quality: 80, maxUpscale: 1.2 },
  { tier: TIER_TINY, minAreaExclusive: -Infinity, quality: 80, maxUpscale: 1.4 },
];

/** The tier of an image shown at `width` by `height`; bad sizes count as 0 (the tiny tier). */
export function qualityForArea(width: number, height: number): TierSpec {
  const side = (x: number) => (Number.isFinite(x) && x > 0 ? x : 0);
  const area = side(width) * side(height);
  return TIERS.find((spec) => area > spec.minAreaExclusive) ?? TIERS[TIERS.length - 1];
}
