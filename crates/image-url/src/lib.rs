//! Image address math. This version holds the quality tiers of spec/001 §9 "Image constants":
//! the quality and the upscale limit an image gets by the pixel area it is shown at.

pub mod quality;

pub use quality::{quality_for_area, QualityTier, TierSpec, TIERS};
