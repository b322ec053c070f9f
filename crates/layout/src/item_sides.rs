//! An item's sides and the ratio it shows, as the reference keeps them before it sizes the item:
//! cut to the crop ratio, read back from the cut sides, scaled to the target item size. Their last
//! bits decide which way a side on half a pixel rounds (docs/layout-deviations.md, "Half-pixel
//! ties"). Twin: bindings/ts/layout/item-sides.ts.

use crate::crop::crop_ratio;
use crate::frame::{dimension, positive, MAX_RATIO};
use crate::group_sizes::{held, single_width};
use crate::group_types::group_type_size;
use crate::params::{CropMethod, LayoutParams};

/// The ratio an item is shown at: its own, or, when cropping, read back from its sides cut to the
/// crop ratio (the reference's order of operations, whose rounding decides half-pixel ties).
pub fn item_ratio(params: &LayoutParams, idx: usize, width: f64, height: f64) -> f64 {
    let own = width / height;
    let mut ratio = own;
    if params.crop_enable {
        let crop = crop_ratio(params, idx, own, params.smart_crop);
        ratio = if own >= crop {
            (height * crop).max(1.0) / height
        } else {
            width / (width / crop).max(1.0)
        };
    }
    ratio.max(1.0 / MAX_RATIO).min(MAX_RATIO)
}

/// The ratio a single item shows in a horizontal strip: read back from its sides (cut to the crop
/// ratio, as in `item_ratio`; its own when the crop keeps its shape, observed) once both are scaled to the width the item takes in a group `outer`
/// tall with `spacing` around it, which is how the reference sizes a group at the target item
/// size before it sizes it to the strip (observed of pro-gallery 5.0.148: what the scaling leaves
/// in the last bit decides which way a width that lands on half a pixel rounds). `item_ratio`
/// where that gives no ratio. The scaled sides are written to `sides` (from 0) when it is given.
#[inline(always)]
pub fn ratio_sized_to(
    params: &LayoutParams,
    idx: usize,
    (width, height): (f64, f64),
    outer: f64,
    spacing: f64,
    sides: Option<&mut [f64; 6]>,
) -> f64 {
    let cut = cut_sides(params, idx, width, height, false);
    sides_ratio_sized_to(cut, outer, spacing, sides)
        .unwrap_or_else(|| item_ratio(params, idx, width, height))
}

/// As `ratio_sized_to`, from sides already cut (or left by a measure, turned_down.rs); None where
/// they give no ratio.
#[inline(always)]
pub fn sides_ratio_sized_to(
    (w, h): (f64, f64),
    outer: f64,
    spacing: f64,
    sides: Option<&mut [f64; 6]>,
) -> Option<f64> {
    // Each side held to a pixel, as the reference's items hold them (group_sizes.rs `to_width`):
    // 63.7 x 182 sized to -0.35 px is 1 x 2.8571428571428577, which shows 0.3499999999999999.
    let scale = held(single_width(outer, w / h, spacing)) / w;
    let (width, height) = (held(w * scale), held(h * scale));
    let ratio = width / height;
    if !positive(ratio) {
        return None;
    }
    if let Some(sides) = sides {
        sides[0] = width;
        sides[1] = height;
    }
    Some(ratio.max(1.0 / MAX_RATIO).min(MAX_RATIO))
}

/// Whether a single item's sides at the target are positive finite numbers.
pub fn sides_at_target(width: f64, height: f64) -> bool {
    positive(width) && positive(height)
}

/// An item's sides cut to its crop ratio; None when the crop keeps its own shape, unless
/// `cut_own_shape`: its width is then cut to its height times the ratio too, as `item_ratio` cuts
/// it (observed in columns, where MIN and MAX crops keep many items' shapes: 5381 x 8571 is sized
/// as 5380.999999999999 x 8571).
fn cut_to_crop(
    params: &LayoutParams,
    idx: usize,
    width: f64,
    height: f64,
    cut_own_shape: bool,
) -> Option<(f64, f64)> {
    let own = width / height;
    let crop = crop_ratio(params, idx, own, params.smart_crop);
    if own > crop || (cut_own_shape && own == crop) {
        Some(((height * crop).max(1.0), height))
    } else if own < crop {
        Some((width, (width / crop).max(1.0)))
    } else {
        None
    }
}

/// An item's sides cut to its crop ratio (uncut when not cropping, or, unless `cut_own_shape`,
/// when the crop keeps its shape), as the reference keeps them before it sizes the item (see
/// `item_ratio`).
pub fn cut_sides(
    params: &LayoutParams,
    idx: usize,
    width: f64,
    height: f64,
    cut_own_shape: bool,
) -> (f64, f64) {
    if params.crop_enable {
        if let Some(sides) = cut_to_crop(params, idx, width, height, cut_own_shape) {
            return sides;
        }
    }
    (width, height)
}

/// `cut_sides` compiled once, apart: the crop of a group's places is not worth its code three
/// times over (every bench layout that crops sizes single items). A MIN or MAX crop that keeps an
/// item's shape cuts it too (observed in repeating groups of horizontal strips: 971 x 1250 under
/// a wider MAX crop is sized as 971.0000000000001 x 1250); a FILL crop without a ratio, which
/// keeps every shape, cuts none (SLIDER seed 133572930).
#[inline(never)]
fn cut_sides_apart(params: &LayoutParams, idx: usize, width: f64, height: f64) -> (f64, f64) {
    let clamped = matches!(params.crop_method, CropMethod::Min | CropMethod::Max);
    cut_sides(params, idx, width, height, clamped)
}

/// The cut sides (`cut_sides`) of the places of a group of `kind` from item `item` (`taken` of
/// them its own, the rest stand-ins like its last), into `out`; false when a place has no item or
/// shows another shape than its sides (a shape the group choice changed).
#[allow(clippy::too_many_arguments)]
pub fn cut_group_sides(
    params: &LayoutParams,
    sizes: &[f64],
    first_idx: usize,
    item: usize,
    taken: usize,
    kind: u8,
    shown: &[f64; 3],
    out: &mut [f64; 6],
) -> bool {
    let last = taken.max(1) - 1;
    for place in 0..group_type_size(kind) {
        let idx = item + place.min(last);
        let (width, height) = match sizes.get(2 * idx..2 * idx + 2) {
            Some(pair) => (dimension(pair[0]), dimension(pair[1])),
            None => return false,
        };
        let (w, h) = if params.crop_enable {
            cut_sides_apart(params, idx + first_idx, width, height)
        } else {
            (width, height)
        };
        if w / h != shown[place] {
            return false;
        }
        out[2 * place] = w;
        out[2 * place + 1] = h;
    }
    true
}

/// Every item's sides as a column cuts them (`cut_sides`, a crop that keeps an item's shape
/// cutting it too), into `cut` (width, height per item), and the ratio each shows, read back from
/// them as `item_ratio` reads it, into `ratios`.
pub fn column_cut_sides(
    params: &LayoutParams,
    sizes: &[f64],
    first_idx: usize,
    cut: &mut [f64],
    ratios: &mut [f64],
) {
    for i in 0..sizes.len() / 2 {
        let (w, h) = cut_sides(
            params,
            i + first_idx,
            dimension(sizes[2 * i]),
            dimension(sizes[2 * i + 1]),
            true,
        );
        cut[2 * i] = w;
        cut[2 * i + 1] = h;
        ratios[i] = (w / h).max(1.0 / MAX_RATIO).min(MAX_RATIO);
    }
}

/// The cut sides (`column_cut_sides`, in `cut`) of the places of a group of `kind` in a column
/// from item `item` (`taken` of them its own, the rest stand-ins like its last), into `out`; false
/// when a place has no item or shows another shape than its sides (a ratio held inside
/// 1e-9..1e9).
pub fn column_group_sides(
    cut: &[f64],
    item: usize,
    taken: usize,
    kind: u8,
    shown: &[f64; 3],
    out: &mut [f64; 6],
) -> bool {
    let count = cut.len() / 2;
    for place in 0..group_type_size(kind) {
        let idx = item + place.min(taken.max(1) - 1);
        if idx >= count {
            return false;
        }
        let (w, h) = (cut[2 * idx], cut[2 * idx + 1]);
        if w / h != shown[place] {
            return false;
        }
        out[2 * place] = w;
        out[2 * place + 1] = h;
    }
    true
}

/// An item's own width-to-height ratio, held like the ratios it is shown at.
pub fn own_ratio(sizes: &[f64], idx: usize) -> f64 {
    (dimension(sizes[2 * idx]) / dimension(sizes[2 * idx + 1]))
        .max(1.0 / MAX_RATIO)
        .min(MAX_RATIO)
}

#[cfg(test)]
#[path = "item_sides_tests.rs"]
mod tests;
