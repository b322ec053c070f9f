//! The size an image is asked for (spec/001 §9 "Image constants"; twin: size.ts): fill covers
//! the target, fit stays inside it; the result never exceeds the safe transformed area; upscaling
//! is then limited by the quality tier of the source area (classic) or by the largest
//! super-resolution model.

use crate::limits::{SAFE_TRANSFORMED_AREA, SUPER_UPSCALE_MAX, SUPER_UPSCALE_MODELS};
use crate::number::js_round;
use crate::quality::quality_for_area;

/// The lg_ value: none, classic upscaling, super-resolution.
pub const UPSCALE_NONE: u32 = 0;
pub const UPSCALE_CLASSIC: u32 = 1;
pub const UPSCALE_SUPER: u32 = 2;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TransformSize {
    pub width: f64,
    pub height: f64,
    pub upscale: u32,
    /// Whether the default sharpening applies at this scale.
    pub sharpens: bool,
}

/// JavaScript's `Math.max` / `Math.min` of two: NaN wins (Rust's `f64::max` would drop it).
fn js_max(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a > b {
        a
    } else {
        b
    }
}

fn js_min(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a < b {
        a
    } else {
        b
    }
}

/// `fit` keeps the whole source inside the target; otherwise the source covers it. The source
/// is the crop rectangle when there is one; the target already carries the device pixel ratio.
pub fn transform_size(
    fit: bool,
    source_width: f64,
    source_height: f64,
    target_width: f64,
    target_height: f64,
    super_resolution: bool,
) -> TransformSize {
    let by_width = target_width / source_width;
    let by_height = target_height / source_height;
    let mut scale = if fit {
        js_min(by_width, by_height)
    } else {
        js_max(by_width, by_height)
    };
    let mut width = if fit {
        source_width * scale
    } else {
        target_width
    };
    let mut height = if fit {
        source_height * scale
    } else {
        target_height
    };
    if !scale.is_finite() {
        return TransformSize {
            width: js_round(width),
            height: js_round(height),
            upscale: UPSCALE_NONE,
            sharpens: false,
        };
    }
    let area = width * height;
    if area > SAFE_TRANSFORMED_AREA {
        let shrink = (SAFE_TRANSFORMED_AREA / area).sqrt();
        width *= shrink;
        height *= shrink;
        // The scale is taken again from the shrunk size, as the reference does, not multiplied.
        let (by_width, by_height) = (width / source_width, height / source_height);
        scale = if fit {
            js_min(by_width, by_height)
        } else {
            js_max(by_width, by_height)
        };
    }
    let mut upscale = UPSCALE_NONE;
    if scale > 1.0 {
        let limit = if super_resolution {
            SUPER_UPSCALE_MAX
        } else {
            quality_for_area(source_width, source_height).max_upscale
        };
        if scale > limit {
            let factor = limit / scale;
            // A fit is the source at the limit itself; a fill shrinks the target by the same factor.
            width = if fit {
                source_width * limit
            } else {
                width * factor
            };
            height = if fit {
                source_height * limit
            } else {
                height * factor
            };
            scale = limit;
        }
        if super_resolution {
            upscale = UPSCALE_SUPER;
        } else if scale > 1.0 {
            upscale = UPSCALE_CLASSIC;
        }
    }
    let sharpens = if super_resolution {
        !SUPER_UPSCALE_MODELS.contains(&scale)
    } else {
        scale < 1.0
    };
    TransformSize {
        width: js_round(width),
        height: js_round(height),
        upscale,
        sharpens,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fill(sw: f64, sh: f64, tw: f64, th: f64, sup: bool) -> (f64, f64, u32, bool) {
        let s = transform_size(false, sw, sh, tw, th, sup);
        (s.width, s.height, s.upscale, s.sharpens)
    }

    #[test]
    fn downscaling_sharpens() {
        assert_eq!(
            fill(4000.0, 3000.0, 400.0, 300.0, false),
            (400.0, 300.0, 0, true)
        );
    }

    #[test]
    fn classic_upscaling_stops_at_the_tier_limit() {
        // A 100 x 100 source is tiny: at most 1.4 times.
        assert_eq!(
            fill(100.0, 100.0, 400.0, 300.0, false),
            (140.0, 105.0, 1, false)
        );
        // A 1000 x 1000 source is medium: never upscaled.
        assert_eq!(
            fill(1000.0, 1000.0, 1100.0, 1100.0, false),
            (1000.0, 1000.0, 0, false)
        );
    }

    #[test]
    fn super_resolution_goes_to_four_and_sharpens_between_models() {
        assert_eq!(
            fill(100.0, 100.0, 500.0, 500.0, true),
            (400.0, 400.0, 2, false)
        );
        assert_eq!(
            fill(100.0, 100.0, 190.0, 190.0, true),
            (190.0, 190.0, 2, true)
        );
        assert_eq!(
            fill(100.0, 100.0, 150.0, 150.0, true),
            (150.0, 150.0, 2, false)
        );
    }

    #[test]
    fn never_exceeds_the_safe_area() {
        let s = transform_size(false, 40000.0, 40000.0, 8000.0, 4000.0, false);
        assert_eq!((s.width, s.height), (7071.0, 3536.0));
        let fit = transform_size(true, 40000.0, 40000.0, 30000.0, 1000.0, false);
        assert_eq!((fit.width, fit.height), (1000.0, 1000.0));
    }
}
