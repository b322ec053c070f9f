//! The columns of a columns gallery: how many (the count whose width comes nearest the target
//! item size, or the fixed count), how wide (the leftover pixels spread, or the column ratios),
//! which one takes the next group (the shortest, or each in turn), and the room text beside the
//! items takes from a column. Twin: bindings/ts/layout/column-set.ts.

use crate::js_math::js_round;
use crate::params::{GroupsOrder, LayoutParams};
use crate::resume::Resume;

/// At most this many columns (each column keeps three numbers).
pub const MAX_COLUMNS: f64 = 100_000.0;

pub struct Column {
    pub left: f64,
    pub width: f64,
    pub height: f64,
}

/// The number of columns whose width comes nearest the target size, or the fixed number.
pub fn column_count(params: &LayoutParams, gallery_width: f64, target: f64) -> f64 {
    let count = if params.fixed_columns > 0.0 {
        params.fixed_columns
    } else {
        let float_count = gallery_width / target;
        let fewer = float_count.floor();
        let more = float_count.ceil();
        let miss_fewer = (target - js_round(gallery_width / fewer)).abs();
        let miss_more = (target - js_round(gallery_width / more)).abs();
        if miss_more < miss_fewer {
            more
        } else {
            fewer
        }
    };
    if count.is_nan() || count < 1.0 {
        return 1.0;
    }
    count.min(gallery_width).min(MAX_COLUMNS)
}

/// Column widths: explicit ratios scaled to the gallery, else the leftover pixels spread so that
/// 1,210 px in 3 columns is 403/404/403.
pub fn columns(params: &LayoutParams, gallery_width: f64, count: usize) -> Vec<Column> {
    let ratios: Vec<f64> = if params.column_ratios.is_empty() {
        Vec::new()
    } else {
        let listed = params.column_ratios;
        let picked: Vec<f64> = (0..count).map(|i| listed[i % listed.len()]).collect();
        let sum: f64 = picked.iter().sum();
        let multiplier = gallery_width / sum;
        picked.iter().map(|r| js_round(r * multiplier)).collect()
    };
    let use_ratios = !ratios.is_empty() && ratios.iter().all(|w| w.is_finite() && *w >= 0.0);
    let mut left = 0.0;
    let mut remainder = gallery_width;
    (0..count)
        .map(|idx| {
            let width = if use_ratios {
                ratios[idx]
            } else {
                js_round(remainder / (count - idx) as f64)
            };
            let column = Column {
                left,
                width,
                height: 0.0,
            };
            left += width;
            remainder -= width;
            column
        })
        .collect()
}

/// The room beside each item for its text (external info): a fraction of the column, rounded,
/// when under 1 (a percent setting), else pixels.
pub fn info_width(params: &LayoutParams, group_width: f64) -> f64 {
    let info = params.external_info_width;
    if info < 1.0 {
        js_round(info * group_width)
    } else {
        info
    }
}

/// The column the next item goes to. By height, this is the reference's search exactly: its
/// running minimum starts at -1 and any negative minimum gives way to the next column, so a column
/// that a degenerate item (spacing wider than the column) left with a negative height is passed
/// over rather than filled from above the gallery's top.
pub fn pick_column(columns: &[Column], order: GroupsOrder, idx: usize) -> usize {
    match order {
        GroupsOrder::LeftToRight => idx % columns.len(),
        GroupsOrder::ByHeight => {
            let mut best = 0;
            let mut best_height = -1.0;
            for (i, column) in columns.iter().enumerate() {
                if column.height < best_height || best_height < 0.0 {
                    best = i;
                    best_height = column.height;
                }
            }
            best
        }
    }
}

/// Notes in `resume` that an append starts at `item`, with the columns as they are.
pub fn note_resume(resume: &mut Resume, item: usize, group: usize, top: f64, columns: &[Column]) {
    *resume = Resume {
        item,
        group,
        strip: 1,
        top,
        widest: 0.0,
        heights: columns.iter().map(|column| column.height).collect(),
        settled: true,
    };
}
