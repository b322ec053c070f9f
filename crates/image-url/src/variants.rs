//! The address variants of spec/002 §3 "Image address variants" (twin: variants.ts), each a
//! change to the request before the address is built.

use crate::address::{push_host_and_id, push_transformed_address};
use crate::number::push_js_number;
use crate::request::*;
use crate::source::{classify_source, push_file_name, SOURCE_BLANK, SOURCE_PASS_THROUGH};
use crate::text::push_encoded;
use crate::text::put;

/// spec/002 §3 and §9: pixel 1x1 at quality 90; thumbnail quality 70; square 100x100 at 80.
pub const PIXEL_SIZE: f64 = 1.0;
pub const PIXEL_QUALITY: f64 = 90.0;
pub const THUMBNAIL_QUALITY: f64 = 70.0;
pub const SQUARE_SIZE: f64 = 100.0;
pub const SQUARE_QUALITY: f64 = 80.0;
/// spec/002 §3: sample is a fit into 500x500.
pub const SAMPLE_SIZE: f64 = 500.0;
/// spec/002 §3: low-res is 250 px tall at quality 30 with blur 30.
pub const LOW_RES_HEIGHT: f64 = 250.0;
pub const LOW_RES_QUALITY: f64 = 30.0;
pub const LOW_RES_BLUR: f64 = 30.0;
/// spec/001 §9: magnification value 2.
pub const MAGNIFICATION: f64 = 2.0;
/// spec/002 §3: the download address names the file in this parameter.
pub const DOWNLOAD_PARAMETER: &[u8] = b"?dn=";
/// The multi variant: the address at each device pixel ratio, as a srcset.
pub const MULTI_RATIOS: [f64; 2] = [1.0, 2.0];

/// Appends the address of `r` in its variant on `host`.
pub fn push_variant_address(out: &mut Vec<u8>, r: &Request, host: &[u8]) {
    let source = classify_source(r.id);
    let variant = r.row[VARIANT];
    if source.kind == SOURCE_BLANK {
        put(out, host);
        return;
    }
    if variant == VARIANT_FULL || variant == VARIANT_DOWNLOAD || source.kind == SOURCE_PASS_THROUGH
    {
        push_host_and_id(out, host, r.id);
        if variant == VARIANT_DOWNLOAD {
            put(out, DOWNLOAD_PARAMETER);
            if source.kind == SOURCE_PASS_THROUGH {
                let start =
                    r.id.iter()
                        .rposition(|&b| b == b'/')
                        .map_or(0, |slash| slash + 1);
                push_encoded(out, r.id.get(start..).unwrap_or(&[]), &[]);
            } else {
                push_file_name(out, r.id, r.name, source.extension);
            }
        }
        return;
    }
    if variant != VARIANT_MULTI
        && variant != VARIANT_SCALED
        && variant != VARIANT_PIXEL
        && variant != VARIANT_THUMBNAIL
        && variant != VARIANT_SQUARE
        && variant != VARIANT_SAMPLE
        && variant != VARIANT_LOW_RES
        && variant != VARIANT_MAGNIFIED
    {
        push_transformed_address(out, r, &source, host);
        return;
    }
    let mut row = *r.row;
    let (target_width, target_height) = (row[TARGET_WIDTH], row[TARGET_HEIGHT]);
    if variant == VARIANT_MULTI {
        for (i, ratio) in MULTI_RATIOS.iter().enumerate() {
            if i > 0 {
                put(out, b", ");
            }
            row[DEVICE_PIXEL_RATIO] = *ratio;
            push_transformed_address(out, &Request { row: &row, ..*r }, &source, host);
            put(out, b" ");
            push_js_number(out, *ratio);
            put(out, b"x");
        }
        return;
    }
    if variant == VARIANT_SCALED {
        row[FIT] = FIT_FIT;
    } else if variant == VARIANT_PIXEL {
        row[FIT] = FIT_FILL;
        row[TARGET_WIDTH] = PIXEL_SIZE;
        row[TARGET_HEIGHT] = PIXEL_SIZE;
        row[QUALITY] = PIXEL_QUALITY;
    } else if variant == VARIANT_THUMBNAIL {
        row[QUALITY] = THUMBNAIL_QUALITY;
    } else if variant == VARIANT_SQUARE {
        if row[FIT] != FIT_CROP {
            row[FIT] = FIT_FILL;
        }
        row[TARGET_WIDTH] = SQUARE_SIZE;
        row[TARGET_HEIGHT] = SQUARE_SIZE;
        row[QUALITY] = SQUARE_QUALITY;
    } else if variant == VARIANT_SAMPLE {
        row[FIT] = FIT_FIT;
        row[TARGET_WIDTH] = SAMPLE_SIZE;
        row[TARGET_HEIGHT] = SAMPLE_SIZE;
    } else if variant == VARIANT_LOW_RES {
        row[TARGET_WIDTH] = (target_width * LOW_RES_HEIGHT) / target_height;
        row[TARGET_HEIGHT] = LOW_RES_HEIGHT;
        row[QUALITY] = LOW_RES_QUALITY;
        row[BLUR] = LOW_RES_BLUR;
    } else if variant == VARIANT_MAGNIFIED {
        row[TARGET_WIDTH] = target_width * MAGNIFICATION;
        row[TARGET_HEIGHT] = target_height * MAGNIFICATION;
    }
    push_transformed_address(out, &Request { row: &row, ..*r }, &source, host);
}
