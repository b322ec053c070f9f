//! The layout of a gallery, start to end (spec/002 §3, §9): the parameter block read, the items
//! laid out in rows (strips: rows.rs) or in columns (columns.rs) as the orientation says, then
//! moved by scatter (scatter.rs) and, right to left, mirrored. Appending items (append.rs) goes
//! through the same `lay_out` from where the last layout can resume. Twin: bindings/ts/layout/layout.ts.

use crate::error::LayoutError;
use crate::params::{LayoutParams, Orientation};
use crate::resume::Resume;
use crate::summary::{LayoutSummary, RECT_STRIDE, SIZE_STRIDE};
use crate::{columns, js_math, rows, scatter, strip_edge};

/// Lays out the items of `sizes` (width, height pairs) as the parameter `block` says, writing
/// left, top, width, height per item into `rects` (4 numbers per item). `seeds` holds one number
/// per item that a collage in columns picks group types by (an item's seed, else a hash of its
/// key); empty means the item indices.
pub fn compute_layout(
    sizes: &[f64],
    block: &[f64],
    seeds: &[u32],
    rects: &mut [f64],
) -> Result<LayoutSummary, LayoutError> {
    if sizes.len() % SIZE_STRIDE != 0 || rects.len() != sizes.len() / SIZE_STRIDE * RECT_STRIDE {
        return Err(LayoutError::BadParams);
    }
    if !seeds.is_empty() && seeds.len() != sizes.len() / SIZE_STRIDE {
        return Err(LayoutError::BadParams);
    }
    let params = LayoutParams::parse(block)?;
    let start = Resume::start();
    lay_out(sizes, &params, seeds, rects, &start, &mut Resume::start())
}

/// Lays out `sizes` (the items from `start.item` on) from `start`, writing their rectangles into
/// `rects` and the point a later append resumes from into `resume`. `seeds` are those items'
/// seeds (or empty: their indices).
pub fn lay_out(
    sizes: &[f64],
    params: &LayoutParams,
    seeds: &[u32],
    rects: &mut [f64],
    start: &Resume,
    resume: &mut Resume,
) -> Result<LayoutSummary, LayoutError> {
    let in_rows = params.orientation == Orientation::Rows || params.horizontal_scroll;
    // Which items reach the right edge, known exactly in rows (strip_edge.rs).
    let mut edges = if in_rows && scatter::scatters(params) {
        vec![strip_edge::EDGE_UNKNOWN; sizes.len() / SIZE_STRIDE]
    } else {
        Vec::new()
    };
    let summary = if in_rows {
        rows::resume_rows_layout(sizes, params, rects, &mut edges, start, resume)?
    } else {
        columns::resume_columns_layout(sizes, seeds, params, rects, start, resume)?
    };
    scatter::scatter_from(params, rects, start.item, &edges);
    if params.right_to_left {
        mirror(params, rects);
    }
    Ok(summary)
}

/// Right to left, each item's right edge sits where its left edge would: within the container
/// for vertical galleries, within the strip's own extent for horizontal ones.
fn mirror(params: &LayoutParams, rects: &mut [f64]) {
    let extent = if params.horizontal_scroll {
        let mut min_left = f64::INFINITY;
        let mut max_right = f64::NEG_INFINITY;
        for rect in rects.chunks(RECT_STRIDE) {
            min_left = min_left.min(rect[0]);
            max_right = max_right.max(rect[0] + rect[2]);
        }
        min_left + max_right
    } else {
        params.container_width
    };
    for rect in rects.chunks_mut(RECT_STRIDE) {
        rect[0] = js_math::finite_or(extent - rect[0] - rect[2], 0.0);
    }
}
