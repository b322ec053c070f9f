//! One address request as a row of numbers (twin: request.ts): a batch crosses the wasm boundary
//! as one block of rows plus one UTF-8 text holding every request's id, name and watermark.
//! A number that is absent is NaN.

pub const FIT: usize = 0;
pub const VARIANT: usize = 1;
pub const WIDTH: usize = 2;
pub const HEIGHT: usize = 3;
pub const TARGET_WIDTH: usize = 4;
pub const TARGET_HEIGHT: usize = 5;
pub const CROP_X: usize = 6;
pub const CROP_Y: usize = 7;
pub const CROP_WIDTH: usize = 8;
pub const CROP_HEIGHT: usize = 9;
pub const FOCAL_X: usize = 10;
pub const FOCAL_Y: usize = 11;
pub const QUALITY: usize = 12;
pub const SHARPEN_RADIUS: usize = 13;
pub const SHARPEN_AMOUNT: usize = 14;
pub const SHARPEN_THRESHOLD: usize = 15;
/// Contrast, brightness, saturation, hue and blur follow in this order.
pub const CONTRAST: usize = 16;
pub const BLUR: usize = 20;
pub const UPSCALE: usize = 21;
pub const DEVICE_PIXEL_RATIO: usize = 22;
pub const ENCODING: usize = 23;
pub const AUTO_ENCODE: usize = 24;
pub const PROGRESSIVE: usize = 25;
/// UTF-8 byte lengths of the request's texts: id, name and watermark, in this order.
pub const ID_BYTES: usize = 26;
/// 1 when webp and avif sources take every transform (crop, focal point, alignment), else 0.
pub const WEB_TRANSFORMS: usize = 29;
/// 1 for an address made for a crawler, which ignores the device pixel ratio, else 0.
pub const SEO_BOT: usize = 30;
pub const REQUEST_STRIDE: usize = 31;
pub const TEXTS_PER_REQUEST: usize = 3;

pub const FIT_FILL: f64 = 0.0;
pub const FIT_FIT: f64 = 1.0;
pub const FIT_CROP: f64 = 2.0;

pub const UPSCALE_METHOD_SUPER: f64 = 1.0;

pub const ENCODING_AVIF: f64 = 1.0;
pub const ENCODING_PAVIF: f64 = 2.0;

/// spec/002 §3 "Image address variants", in this order; anything else is resized.
pub const VARIANT_RESIZED: f64 = 0.0;
pub const VARIANT_MULTI: f64 = 1.0;
pub const VARIANT_SCALED: f64 = 2.0;
pub const VARIANT_PIXEL: f64 = 3.0;
pub const VARIANT_THUMBNAIL: f64 = 4.0;
pub const VARIANT_SQUARE: f64 = 5.0;
pub const VARIANT_FULL: f64 = 6.0;
pub const VARIANT_SAMPLE: f64 = 7.0;
pub const VARIANT_LOW_RES: f64 = 8.0;
pub const VARIANT_MAGNIFIED: f64 = 9.0;
pub const VARIANT_DOWNLOAD: f64 = 10.0;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Request<'a> {
    pub row: &'a [f64; REQUEST_STRIDE],
    pub id: &'a [u8],
    pub name: &'a [u8],
    pub watermark: &'a [u8],
}

/// Decodes one row whose texts start at byte `text_start` of `text`. Returns the request and
/// the byte where the next request's texts start. Lengths that run past the text read as empty.
pub fn decode_request<'a>(
    row: &'a [f64; REQUEST_STRIDE],
    text: &'a [u8],
    text_start: usize,
) -> (Request<'a>, usize) {
    let mut texts: [&[u8]; TEXTS_PER_REQUEST] = [&[]; TEXTS_PER_REQUEST];
    let mut at = text_start;
    for (t, &len) in texts.iter_mut().zip(&row[ID_BYTES..]) {
        let end = at.saturating_add(if len > 0.0 { len as usize } else { 0 });
        *t = text.get(at..end).unwrap_or(&[]);
        at = end;
    }
    let [id, name, watermark] = texts;
    (
        Request {
            row,
            id,
            name,
            watermark,
        },
        at,
    )
}
