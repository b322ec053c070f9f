//! The image-address exports.

use tessera_image_url::quality_for_area;

/// The quality tier (0 tiny, 1 low, 2 medium, 3 high) of an image shown at width by height.
#[no_mangle]
pub extern "C" fn tessera_image_quality_tier(width: f64, height: f64) -> u32 {
    quality_for_area(width, height).tier as u32
}

#[no_mangle]
pub extern "C" fn tessera_image_quality(width: f64, height: f64) -> f64 {
    quality_for_area(width, height).quality
}

#[no_mangle]
pub extern "C" fn tessera_image_max_upscale(width: f64, height: f64) -> f64 {
    quality_for_area(width, height).max_upscale
}
