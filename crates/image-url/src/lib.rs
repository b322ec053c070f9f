//! Image address math (spec/001 §3 "Media item input", §5 "Image address builder rules", §7,
//! §9 "Image constants"; spec/002 §3 "Image address variants"): the quality tiers by pixel area,
//! the size an image is asked for, and the address that asks for it, one at a time or a whole
//! batch at once. The TypeScript twin in bindings/ts/image-url/ mirrors it file for file.

// Comparisons are written as the JavaScript reference evaluates them, NaN included: `!(a < b)` is
// not `a >= b` for NaN, and `f64::clamp` panics or differs on NaN where `max(..).min(..)` does not.
#![allow(clippy::neg_cmp_op_on_partial_ord, clippy::manual_clamp)]

pub mod address;
pub mod batch;
pub mod filters;
pub mod limits;
pub mod number;
pub mod quality;
pub mod request;
pub mod sharpen;
pub mod size;
pub mod source;
pub mod text;
pub mod variants;

pub use batch::build_addresses;
pub use quality::{quality_for_area, QualityTier, TierSpec, TIERS};
pub use request::REQUEST_STRIDE;
