//! The usm_ part (spec/001 §5 ranges, §9 defaults; twin: sharpen.ts).

use crate::limits::{
    SHARPEN_AMOUNT_MAX, SHARPEN_RADIUS_MAX, SHARPEN_RADIUS_MIN, SHARPEN_THRESHOLD_MAX,
};
use crate::number::push_fixed2;
use crate::text::put;

fn push_usm(out: &mut Vec<u8>, radius: f64, amount: f64, threshold: f64) {
    put(out, b",usm_");
    push_fixed2(out, radius);
    put(out, b"_");
    push_fixed2(out, amount);
    put(out, b"_");
    push_fixed2(out, threshold);
}

/// Requested sharpening applies whenever all three values are in range, even when upscaling;
/// all three 0 turn sharpening off; otherwise the default applies where the scale allows it.
pub fn push_sharpen(
    out: &mut Vec<u8>,
    radius: f64,
    amount: f64,
    threshold: f64,
    scale_sharpens: bool,
) {
    if radius == 0.0 && amount == 0.0 && threshold == 0.0 {
        return;
    }
    let valid = (SHARPEN_RADIUS_MIN..=SHARPEN_RADIUS_MAX).contains(&radius)
        && (0.0..=SHARPEN_AMOUNT_MAX).contains(&amount)
        && (0.0..=SHARPEN_THRESHOLD_MAX).contains(&threshold);
    if valid {
        push_usm(out, radius, amount, threshold);
    } else if scale_sharpens {
        // Nearly every downscaled address carries the default: printed once, at compile time.
        put(out, DEFAULT_USM_PART);
    }
}

/// The usm_ part of the default sharpening (spec/001 §9), as `push_usm` prints it (tested).
const DEFAULT_USM_PART: &[u8] = b",usm_0.66_1.00_0.01";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::{
        DEFAULT_SHARPEN_AMOUNT, DEFAULT_SHARPEN_RADIUS, DEFAULT_SHARPEN_THRESHOLD,
    };

    #[test]
    fn the_default_part_prints_the_default_values() {
        let mut out = Vec::new();
        push_usm(
            &mut out,
            DEFAULT_SHARPEN_RADIUS,
            DEFAULT_SHARPEN_AMOUNT,
            DEFAULT_SHARPEN_THRESHOLD,
        );
        assert_eq!(out, DEFAULT_USM_PART);
    }
}
