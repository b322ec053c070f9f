//! Masonry and grid: one item per group, each as wide as its column, as tall as its (cropped)
//! shape makes it, or, in a grid whose items are all cropped to one ratio, as tall as one shared
//! cell height. Twin: bindings/ts/layout/masonry-grid.ts.

use crate::column_set::{info_width, Column};
use crate::crop::crop_ratio;
use crate::frame::{dimension, positive, MAX_RATIO};
use crate::js_math::{finite_or, js_round};
use crate::params::{CropMethod, LayoutParams};

/// The width-to-height ratio the item is shown at (cropped when crop is on), computed in the
/// reference's order: the item is first sized to its crop, then scaled to the column target
/// (every side held to a pixel), and the ratio is read back from the scaled sides. The
/// rounding of those steps decides which way a height that ends in .5 rounds.
fn shown_ratio(
    params: &LayoutParams,
    idx: usize,
    width: f64,
    height: f64,
    column_target: f64,
) -> f64 {
    let own = width / height;
    let (cropped_width, cropped_height) = if params.crop_enable {
        let crop = crop_ratio(params, idx, own, false);
        if own >= crop {
            ((height * crop).max(1.0), height)
        } else {
            (width, (width / crop).max(1.0))
        }
    } else {
        (width, height)
    };
    let scale = (column_target - params.item_spacing).max(1.0) / cropped_width;
    let ratio = (cropped_width * scale).max(1.0) / (cropped_height * scale).max(1.0);
    // max/min rather than clamp: they never pass a NaN through.
    #[allow(clippy::manual_clamp)]
    let bounded = ratio.max(1.0 / MAX_RATIO).min(MAX_RATIO);
    bounded
}

/// Grid cells share one height when every item is cropped to the same ratio: the column target
/// less the spacing and the text beside it, the text's room taken from the first column's width
/// (`first_width`; observed of pro-gallery 5.0.148: 442.5 px columns, the first 443 px, half of
/// it for text, leave cells 177 px tall, not 178; with column ratios 5:4 in 1,000 px, 111 px).
fn fixed_cell_height(params: &LayoutParams, column_target: f64, first_width: f64) -> Option<f64> {
    let uses_fixed_height = params.crop_enable
        && params.group_size == 1.0
        && matches!(params.crop_method, CropMethod::Fill | CropMethod::Fit)
        && params.crop_ratios.len() < 2;
    let ratio = params.crop_ratios.first().copied().unwrap_or(f64::NAN);
    if !uses_fixed_height || !positive(ratio) {
        return None;
    }
    let media_width = column_target - params.item_spacing - info_width(params, first_width);
    let height = media_width / ratio + params.item_spacing + params.external_info_height;
    if positive(height) {
        Some(height)
    } else {
        None
    }
}

/// How the columns of a masonry or grid gallery size the item each group holds.
pub struct MasonryGrid {
    /// The grid's shared cell height, if it has one (`fixed_cell_height`).
    cell_height: Option<f64>,
    /// The width every column is measured at: the gallery's width over the count, floored.
    column_target: f64,
}

impl MasonryGrid {
    /// `first_width`: the first column's width, from which a grid's cells take the room for text.
    pub fn new(params: &LayoutParams, column_target: f64, first_width: f64) -> MasonryGrid {
        MasonryGrid {
            cell_height: fixed_cell_height(params, column_target, first_width),
            column_target,
        }
    }

    /// Places local item `idx` of `sizes` (item `item` of the gallery) alone at the foot of
    /// `column`, writing its rectangle into `rects`, and adds its height to the column.
    pub fn place_item(
        &self,
        params: &LayoutParams,
        sizes: &[f64],
        idx: usize,
        item: usize,
        column: &mut Column,
        rects: &mut [f64],
    ) {
        let spacing = params.item_spacing;
        let group_width = column.width;
        let info = info_width(params, group_width);
        let group_height = match self.cell_height {
            Some(height) => height,
            None => {
                let ratio = shown_ratio(
                    params,
                    item,
                    dimension(sizes[2 * idx]),
                    dimension(sizes[2 * idx + 1]),
                    self.column_target,
                );
                let group_ratio = 1.0 / ratio;
                let margin_ratio = 1.0 - group_ratio;
                // The text below takes its room after the item's box is rounded (observed: a box
                // 116.49999999999999 px tall under 263 px of text is 379 px, not round(379.5)).
                js_round((group_width - info) * group_ratio + spacing * margin_ratio)
                    + params.external_info_height
            }
        };
        let rect = &mut rects[4 * idx..4 * idx + 4];
        rect[0] = finite_or(column.left + params.gallery_spacing, 0.0);
        rect[1] = finite_or(column.height + params.gallery_spacing, 0.0);
        rect[2] = finite_or((group_width - spacing - info).max(1.0), 1.0);
        rect[3] = finite_or(
            (group_height - spacing - params.external_info_height).max(1.0),
            1.0,
        );
        column.height += group_height;
    }
}
