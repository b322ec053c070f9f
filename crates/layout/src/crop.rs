//! The crop ratio an item is cut to (layoutParams.crop, spec/001), in rows and in columns.
//! Twin: bindings/ts/layout/crop.ts.

use crate::frame::positive;
use crate::orientation::PORTRAIT_BELOW;
use crate::params::{CropMethod, LayoutParams};

/// The crop ratio of item `idx` (rotating ratios cycle; a missing ratio keeps the item's own,
/// also a ratio that cannot be read in a list of several: observed in grid and masonry).
/// `smart` turns it to the item's orientation before the crop method holds it (observed).
pub fn crop_ratio(params: &LayoutParams, idx: usize, own: f64, smart: bool) -> f64 {
    let list = params.crop_ratios;
    let mut ratio = f64::NAN;
    if list.len() > 1 {
        // A mask where it can: a division per item shows in wasm at 100,000 items.
        let slot = if list.len().is_power_of_two() {
            idx & (list.len() - 1)
        } else {
            idx % list.len()
        };
        ratio = list[slot];
    }
    if !positive(ratio) {
        ratio = if list.len() == 1 && positive(list[0]) {
            list[0]
        } else {
            own
        };
    }
    if smart {
        ratio = if own < PORTRAIT_BELOW {
            ratio.min(1.0 / ratio)
        } else {
            ratio.max(1.0 / ratio)
        };
    }
    match params.crop_method {
        CropMethod::Min => ratio.max(own),
        CropMethod::Max => ratio.min(own),
        CropMethod::Fill | CropMethod::Fit => ratio,
    }
}
