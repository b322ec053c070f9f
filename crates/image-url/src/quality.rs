//! Quality tiers by pixel area (spec/001 §9): above 1,960,000 px is high (quality 90, upscale at
//! most 1); above 360,000 medium (85, 1); above 160,000 low (80, 1.2); otherwise tiny (80, 1.4).

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum QualityTier {
    Tiny = 0,
    Low = 1,
    Medium = 2,
    High = 3,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TierSpec {
    pub tier: QualityTier,
    /// The tier applies to areas strictly above this many pixels.
    pub min_area_exclusive: f64,
    pub quality: f64,
    pub max_upscale: f64,
}

/// From the largest areas down; the first tier whose floor the area exceeds applies.
pub const TIERS: [TierSpec; 4] = [
    TierSpec {
        tier: QualityTier::High,
        min_area_exclusive: 1_960_000.0,
        quality: 90.0,
        max_upscale: 1.0,
    },
    TierSpec {
        tier: QualityTier::Medium,
        min_area_exclusive: 360_000.0,
        quality: 85.0,
        max_upscale: 1.0,
    },
    TierSpec {
        tier: QualityTier::Low,
        min_area_exclusive: 160_000.0,
        quality: 80.0,
        max_upscale: 1.2,
    },
    TierSpec {
        tier: QualityTier::Tiny,
        min_area_exclusive: f64::NEG_INFINITY,
        quality: 80.0,
        max_upscale: 1.4,
    },
];

/// The tier for an image shown at `width` by `height` pixels. Sizes that are not finite
/// positive numbers count as 0, which is the tiny tier.
pub fn quality_for_area(width: f64, height: f64) -> &'static TierSpec {
    let side = |x: f64| if x.is_finite() && x > 0.0 { x } else { 0.0 };
    let area = side(width) * side(height);
    TIERS
        .iter()
        .find(|spec| area > spec.min_area_exclusive)
        .unwrap_or(&TIERS[TIERS.len() - 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiers_change_just_above_each_boundary() {
        assert_eq!(quality_for_area(1400.0, 1400.0).tier, QualityTier::Medium);
        assert_eq!(quality_for_area(1400.0, 1400.001).tier, QualityTier::High);
        assert_eq!(quality_for_area(600.0, 600.0).tier, QualityTier::Low);
        assert_eq!(quality_for_area(600.0, 601.0).tier, QualityTier::Medium);
        assert_eq!(quality_for_area(400.0, 400.0).tier, QualityTier::Tiny);
        assert_eq!(quality_for_area(400.0, 401.0).tier, QualityTier::Low);
    }

    #[test]
    fn tiers_carry_quality_and_upscale_limit() {
        let high = quality_for_area(4000.0, 3000.0);
        assert_eq!((high.quality, high.max_upscale), (90.0, 1.0));
        let tiny = quality_for_area(100.0, 100.0);
        assert_eq!((tiny.quality, tiny.max_upscale), (80.0, 1.4));
    }

    #[test]
    fn bad_sizes_are_tiny() {
        assert_eq!(quality_for_area(f64::NAN, 5000.0).tier, QualityTier::Tiny);
        assert_eq!(quality_for_area(-3000.0, -3000.0).tier, QualityTier::Tiny);
        assert_eq!(
            quality_for_area(f64::INFINITY, 10.0).tier,
            QualityTier::Tiny
        );
    }
}
