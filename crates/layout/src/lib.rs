//! Tessera's gallery layouter: item sizes and layout parameters in, item rectangles out.
//!
//! Pure functions over flat `f64` slices: no I/O, no clock, no randomness, no allocation per
//! item. `bindings/ts/layout/` mirrors this crate module for module (columns.ts holds the twins of
//! columns.rs, frame.rs, crop.rs, column_set.rs, masonry_grid.rs and column_groups.rs); both must
//! return the same bits for the same input.

// Comparisons are written as the JavaScript reference evaluates them, NaN included: `!(a < b)` is
// not `a >= b` for NaN, and `f64::clamp` panics or differs on NaN where `max(..).min(..)` does not.
#![allow(clippy::neg_cmp_op_on_partial_ord, clippy::manual_clamp)]

pub mod append;
pub mod column_choice;
pub mod column_groups;
pub mod column_rows;
pub mod column_set;
pub mod columns;
pub mod crop;
pub mod error;
pub mod frame;
pub mod group_choice;
pub mod group_measure;
pub mod group_sizes;
pub mod group_types;
pub mod item_sides;
pub mod js_math;
pub mod masonry_grid;
pub mod params;
pub mod plain_group;
pub mod queries;
pub mod resume;
pub mod rows;
pub mod scatter;
pub mod sized_group_place;
pub mod strip;
pub mod strip_edge;
pub mod turned_down;

pub use error::LayoutError;
pub use params::LayoutParams;

/// Numbers per item in the input (`width`, `height`) and in the output (`left`, `top`, `width`, `height`).
pub const SIZE_STRIDE: usize = 2;
pub const RECT_STRIDE: usize = 4;

/// What a layout measures as a whole, besides the item rectangles.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LayoutSummary {
    /// The rendered gallery's width (the container width, floored).
    pub width: f64,
    /// The rendered gallery's height, gallery spacing included.
    pub height: f64,
    /// How many columns the items were placed in.
    pub columns: f64,
}

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
    let start = resume::Resume::start();
    append::lay_out(
        sizes,
        &params,
        seeds,
        rects,
        &start,
        &mut resume::Resume::start(),
    )
}
