//! The image constants of spec/001 §9 "Image constants" and the validity ranges of spec/001 §5
//! "Image address builder rules", defined once (twin: bindings/ts/image-url/limits.ts).

/// spec/001 §9: maximum device pixel ratio 2.
pub const MAX_DEVICE_PIXEL_RATIO: f64 = 2.0;
/// spec/001 §9: safe transformed area 25,000,000 pixels.
pub const SAFE_TRANSFORMED_AREA: f64 = 25_000_000.0;
/// spec/001 §9: super-upscale models 1.5, 2, 4; the largest is the super-resolution limit.
pub const SUPER_UPSCALE_MODELS: [f64; 3] = [1.5, 2.0, 4.0];
pub const SUPER_UPSCALE_MAX: f64 = 4.0;
/// spec/001 §9: image API version v1.
pub const IMAGE_API_VERSION: &[u8] = b"v1";

/// spec/001 §5: quality is used only if between 5 and 90.
pub const QUALITY_MIN: f64 = 5.0;
pub const QUALITY_MAX: f64 = 90.0;
/// Observed in the reference: PNG files get 5 more quality than the tier (or the request) says.
pub const PNG_QUALITY_BONUS: f64 = 5.0;

/// spec/001 §9: default sharpening radius 0.66, amount 1, threshold 0.01.
pub const DEFAULT_SHARPEN_RADIUS: f64 = 0.66;
pub const DEFAULT_SHARPEN_AMOUNT: f64 = 1.0;
pub const DEFAULT_SHARPEN_THRESHOLD: f64 = 0.01;
/// spec/001 §5: sharpening radius 0.1 to 500, amount 0 to 10, threshold 0 to 255.
pub const SHARPEN_RADIUS_MIN: f64 = 0.1;
pub const SHARPEN_RADIUS_MAX: f64 = 500.0;
pub const SHARPEN_AMOUNT_MAX: f64 = 10.0;
pub const SHARPEN_THRESHOLD_MAX: f64 = 255.0;

/// spec/001 §5: contrast, brightness and saturation -100 to 100; hue -180 to 180; blur 0 to 100.
pub const FILTER_LEVEL_LIMIT: f64 = 100.0;
pub const FILTER_HUE_LIMIT: f64 = 180.0;
pub const FILTER_BLUR_MAX: f64 = 100.0;

/// spec/001 §5: a focal point is clamped to 0-100.
pub const FOCAL_POINT_MAX: f64 = 100.0;
