//! One transformed address (twin: address.ts), of the shape
//! {host}{id}/v1/[crop/x_,y_,w_,h_/]fill/w_,h_,{al_c|fp_},[lg_],[q_],[usm_],[bl],[wm_],[filters],
//! [enc_]/{fileName} (spec/001 §7, §5 "Image address builder rules"); `fit/w_,h_` in place of
//! the fill part when a fit's source has no width or height.

use crate::filters::push_filters;
use crate::limits::{
    FOCAL_POINT_MAX, IMAGE_API_VERSION, MAX_DEVICE_PIXEL_RATIO, PNG_QUALITY_BONUS, QUALITY_MAX,
    QUALITY_MIN,
};
use crate::number::{js_round, push_fixed2, push_js_number};
use crate::quality::quality_for_area;
use crate::request::*;
use crate::sharpen::push_sharpen;
use crate::size::transform_size;
use crate::source::{push_file_name, Source, FILE_MEDIA_PLATFORM, FILE_PNG, FILE_WEB};
use crate::text::put;

/// The folder every id lives in (spec/001 §7: media/{imageId}); the default host ends with it.
const MEDIA_FOLDER: &[u8] = b"media/";

/// Appends the host and the id. An id that starts with the media folder, in any case, already
/// names its folder: it takes the place of the host's own (or, on a host without one, is
/// dropped), as the reference's addresses do.
pub fn push_host_and_id(out: &mut Vec<u8>, host: &[u8], id: &[u8]) {
    let n = MEDIA_FOLDER.len();
    let has_folder = id.len() >= n && id[..n].eq_ignore_ascii_case(MEDIA_FOLDER);
    if !has_folder {
        put(out, host);
        put(out, id);
    } else if host.ends_with(MEDIA_FOLDER) {
        put(out, &host[..host.len() - n]);
        put(out, id);
    } else {
        put(out, host);
        put(out, &id[n..]);
    }
}

/// spec/001 §9: the device pixel ratio is capped at 2; a missing or non-positive one is 1, and
/// an address for a crawler ignores it.
pub fn pixel_ratio_of(row: &[f64; REQUEST_STRIDE]) -> f64 {
    if row[SEO_BOT] == 1.0 {
        1.0
    } else {
        effective_pixel_ratio(row[DEVICE_PIXEL_RATIO])
    }
}

/// The cap and the fallback of `pixel_ratio_of`.
pub fn effective_pixel_ratio(ratio: f64) -> f64 {
    if !(ratio > 0.0) {
        1.0
    } else if ratio < MAX_DEVICE_PIXEL_RATIO {
        ratio
    } else {
        MAX_DEVICE_PIXEL_RATIO
    }
}

/// webp and avif sources are resized only (never cropped, focused or aligned) unless the
/// request allows them every transform.
pub fn resize_only(row: &[f64; REQUEST_STRIDE], source: &Source) -> bool {
    source.file == FILE_WEB && row[WEB_TRANSFORMS] != 1.0
}

/// A source side that is not given: 0 or NaN. The target's side stands in for it.
fn is_missing(side: f64) -> bool {
    side == 0.0 || side.is_nan()
}

/// The crop inside the source as (x, y, width, height), or None when there is none or it is
/// the whole source.
pub fn clipped_crop(row: &[f64; REQUEST_STRIDE], source: &Source) -> Option<[f64; 4]> {
    let (cx, cy, cw, ch) = (row[CROP_X], row[CROP_Y], row[CROP_WIDTH], row[CROP_HEIGHT]);
    let finite = cx.is_finite() && cy.is_finite() && cw.is_finite() && ch.is_finite();
    if row[FIT] != FIT_CROP || resize_only(row, source) || !finite {
        return None;
    }
    let x = if cx > 0.0 { cx } else { 0.0 };
    let y = if cy > 0.0 { cy } else { 0.0 };
    let right = if cx + cw < row[WIDTH] {
        cx + cw
    } else {
        row[WIDTH]
    };
    let bottom = if cy + ch < row[HEIGHT] {
        cy + ch
    } else {
        row[HEIGHT]
    };
    let (width, height) = (right - x, bottom - y);
    let whole = x == 0.0 && y == 0.0 && width == row[WIDTH] && height == row[HEIGHT];
    if !(width > 0.0 && height > 0.0) || whole {
        return None;
    }
    Some([x, y, width, height])
}

fn clamp_focal(value: f64) -> f64 {
    (if value < 0.0 {
        0.0
    } else if value > FOCAL_POINT_MAX {
        FOCAL_POINT_MAX
    } else {
        value
    }) / 100.0
}

#[inline(never)]
fn push_part(out: &mut Vec<u8>, key: &[u8], value: f64) {
    put(out, key);
    push_js_number(out, value);
}

/// Appends the address of a source that takes transforms.
pub fn push_transformed_address(out: &mut Vec<u8>, r: &Request, source: &Source, host: &[u8]) {
    let row = &r.row;
    let ratio = pixel_ratio_of(row);
    let crop = clipped_crop(row, source);
    let [_, _, source_width, source_height] = crop.unwrap_or([0.0, 0.0, row[WIDTH], row[HEIGHT]]);
    let unsized_fit =
        row[FIT] == FIT_FIT && (is_missing(source_width) || is_missing(source_height));
    let size = transform_size(
        row[FIT] == FIT_FIT,
        if is_missing(source_width) {
            row[TARGET_WIDTH]
        } else {
            source_width
        },
        if is_missing(source_height) {
            row[TARGET_HEIGHT]
        } else {
            source_height
        },
        row[TARGET_WIDTH] * ratio,
        row[TARGET_HEIGHT] * ratio,
        row[UPSCALE] == UPSCALE_METHOD_SUPER,
    );
    push_host_and_id(out, host, r.id);
    put(out, b"/");
    put(out, IMAGE_API_VERSION);
    if let Some(rect) = crop {
        for (key, value) in [&b"/crop/x_"[..], b",y_", b",w_", b",h_"].iter().zip(rect) {
            push_part(out, key, js_round(value));
        }
    }
    push_part(
        out,
        if unsized_fit { b"/fit/w_" } else { b"/fill/w_" },
        size.width,
    );
    push_part(out, b",h_", size.height);
    let (fx, fy) = (row[FOCAL_X], row[FOCAL_Y]);
    if unsized_fit {
        // A fit part has no alignment.
    } else if row[FIT] == FIT_FILL && !resize_only(row, source) && !fx.is_nan() && !fy.is_nan() {
        put(out, b",fp_");
        push_fixed2(out, clamp_focal(fx));
        put(out, b"_");
        push_fixed2(out, clamp_focal(fy));
    } else {
        put(out, b",al_c");
    }
    if size.upscale != 0 {
        push_part(out, b",lg_", size.upscale as f64);
    }
    if source.file != FILE_MEDIA_PLATFORM {
        let requested = row[QUALITY];
        let mut quality = if (QUALITY_MIN..=QUALITY_MAX).contains(&requested) {
            requested
        } else {
            quality_for_area(size.width, size.height).quality
        };
        if source.file == FILE_PNG {
            quality += PNG_QUALITY_BONUS;
        }
        push_part(out, b",q_", quality);
    }
    push_sharpen(
        out,
        row[SHARPEN_RADIUS],
        row[SHARPEN_AMOUNT],
        row[SHARPEN_THRESHOLD],
        // A fit part is always sharpened.
        size.sharpens || unsized_fit,
    );
    if row[PROGRESSIVE] == 0.0 {
        put(out, b",bl");
    }
    if !r.watermark.is_empty() {
        put(out, b",wm_");
        put(out, r.watermark);
    }
    push_filters(out, &row[CONTRAST..=BLUR]);
    if row[ENCODING] == ENCODING_AVIF {
        put(out, b",enc_avif,quality_auto");
    } else if row[ENCODING] == ENCODING_PAVIF {
        put(out, b",enc_pavif,quality_auto");
    } else if row[AUTO_ENCODE] != 0.0 {
        put(out, b",enc_auto");
    }
    put(out, b"/");
    push_file_name(out, r.id, r.name, source.extension);
}
