//! Columns galleries: vertical masonry and grid (layoutOrientation VERTICAL, one item per group),
//! and groups of several items in a column (repeating group types, a collage in columns).
//!
//! Follows pro-gallery 5.x's column mode: the gallery frame widens the container by the item
//! spacing (frame.rs), the column count is the one whose width comes nearest the target item size
//! (or the fixed count), column widths spread the leftover pixels, and every group goes to the
//! shortest column (column_set.rs). An item alone is as tall as its shape makes it, grid cells
//! get one fixed height from the crop ratio (masonry_grid.rs); groups of several items are sized
//! in column_groups.rs. Twin: bindings/ts/layout/columns.ts.

use crate::column_groups::ColumnGroups;
use crate::column_set::{column_count, columns, note_resume, pick_column};
use crate::error::LayoutError;
use crate::frame::{frame, positive, Frame};
use crate::js_math::finite_or;
use crate::masonry_grid::MasonryGrid;
use crate::params::LayoutParams;
use crate::resume::Resume;
use crate::summary::LayoutSummary;

/// Lays out `sizes` (width, height pairs) in columns, writing left, top, width, height per item
/// into `rects` as the gallery renders them (relative to the container's top-left corner).
pub fn compute_columns_layout(
    sizes: &[f64],
    seeds: &[u32],
    params: &LayoutParams,
    rects: &mut [f64],
) -> Result<LayoutSummary, LayoutError> {
    resume_columns_layout(
        sizes,
        seeds,
        params,
        rects,
        &Resume::start(),
        &mut Resume::start(),
    )
}

/// Lays out in columns the items from `start.item` on (`sizes`, `seeds`, `rects`) from the
/// position `start`, noting in `resume` where an append would resume (append.rs).
pub fn resume_columns_layout(
    sizes: &[f64],
    seeds: &[u32],
    params: &LayoutParams,
    rects: &mut [f64],
    start: &Resume,
    resume: &mut Resume,
) -> Result<LayoutSummary, LayoutError> {
    let Frame {
        gallery_width,
        dimension_fix,
    } = frame(params)?;
    if !positive(params.target_item_size) {
        return Err(LayoutError::TargetItemSize);
    }
    let target = params.target_item_size.floor() + (2.0 * dimension_fix).ceil();
    let count = column_count(params, gallery_width, target);
    let column_target = (gallery_width / count).floor();
    let mut columns = columns(params, gallery_width, count as usize);
    if !start.heights.is_empty() {
        if start.heights.len() != columns.len() {
            return Err(LayoutError::BadParams);
        }
        for (column, height) in columns.iter_mut().zip(start.heights.iter()) {
            column.height = *height;
        }
    }
    let single = MasonryGrid::new(params, column_target, columns[0].width);
    let mut groups = ColumnGroups::new(params, sizes, start.item, column_target);

    let item_count = sizes.len() / 2;
    let mut gallery_height: f64 = start.top;
    let mut group = start.group;
    let mut idx = 0;
    while idx < item_count {
        if groups.is_some() && !resume.settled && Resume::near_end(idx, item_count) {
            note_resume(resume, idx + start.item, group, gallery_height, &columns);
        }
        let chosen = pick_column(&columns, params.groups_order, group);
        let column = &mut columns[chosen];
        idx += match &mut groups {
            Some(groups) => groups.place(params, seeds, idx, group, column, rects),
            None => {
                single.place_item(params, sizes, idx, idx + start.item, column, rects);
                1
            }
        };
        group += 1;
        if gallery_height < column.height {
            gallery_height = column.height;
        }
    }

    if !resume.settled {
        note_resume(
            resume,
            item_count + start.item,
            group,
            gallery_height,
            &columns,
        );
    }
    let height = if item_count + start.item == 0 {
        0.0
    } else {
        (gallery_height - dimension_fix * 2.0).max(0.0)
    };
    Ok(LayoutSummary {
        width: finite_or(gallery_width - dimension_fix * 2.0, 0.0),
        height: finite_or(height, 0.0),
        columns: count,
    })
}

#[cfg(test)]
#[path = "columns_tests.rs"]
mod tests;
