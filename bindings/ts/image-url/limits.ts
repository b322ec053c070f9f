// Twin of crates/image-url/src/limits.rs: the image constants of spec/001 §9 "Image constants" and
// the validity ranges of spec/001 §5 "Image address builder rules", defined once.

/** spec/001 §9: maximum device pixel ratio 2. */
export const MAX_DEVICE_PIXEL_RATIO = 2;
/** spec/001 §9: safe transformed area 25,000,000 pixels. */
export const SAFE_TRANSFORMED_AREA = 25_000_000;
/** spec/001 §9: super-upscale models 1.5, 2, 4; the largest is the super-resolution limit. */
export const SUPER_UPSCALE_MODELS: readonly number[] = [1.5, 2, 4];
export const SUPER_UPSCALE_MAX = 4;
/** spec/001 §9: image API version v1. */
export const IMAGE_API_VERSION = 'v1';

/** spec/001 §5: quality is used only if between 5 and 90. */
export const QUALITY_MIN = 5;
export const QUALITY_MAX = 90;
/** Observed in the reference: PNG files get 5 more quality than the tier (or the request) says. */
export const PNG_QUALITY_BONUS = 5;

/** spec/001 §9: default sharpening radius 0.66, amount 1, threshold 0.01. */
export const DEFAULT_SHARPEN_RADIUS = 0.66;
export const DEFAULT_SHARPEN_AMOUNT = 1;
export const DEFAULT_SHARPEN_THRESHOLD = 0.01;
/** spec/001 §5: sharpening radius 0.1 to 500, amount 0 to 10, threshold 0 to 255. */
export const SHARPEN_RADIUS_MIN = 0.1;
export const SHARPEN_RADIUS_MAX = 500;
export const SHARPEN_AMOUNT_MAX = 10;
export const SHARPEN_THRESHOLD_MAX = 255;

/** spec/001 §5: contrast, brightness and saturation -100 to 100; hue -180 to 180; blur 0 to 100. */
export const FILTER_LEVEL_LIMIT = 100;
export const FILTER_HUE_LIMIT = 180;
export const FILTER_BLUR_MAX = 100;

/** spec/001 §5: a focal point is clamped to 0-100. */
export const FOCAL_POINT_MAX = 100;
