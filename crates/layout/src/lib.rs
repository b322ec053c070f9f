//! Tessera's gallery layouter: item sizes and layout parameters in, item rectangles out.
//!
//! Pure functions over flat `f64` slices: no I/O, no clock, no randomness, no allocation per
//! item. Start at layout.rs (`compute_layout`, `lay_out`): it dispatches to rows.rs (strips) or
//! columns.rs, then scatter.rs. docs/glossary.md explains the words the modules use.
//! `bindings/ts/layout/` mirrors this crate module for module (x_y.rs is x-y.ts there); both must
//! return the same bits for the same input. No module imports one that imports it back
//! (tests/architecture/rust-modules.test.ts).

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
pub mod layout;
pub mod masonry_grid;
pub mod orientation;
pub mod params;
pub mod plain_group;
pub mod queries;
pub mod repeating;
pub mod resume;
pub mod rows;
pub mod scatter;
pub mod sized_group_place;
pub mod strip;
pub mod strip_edge;
pub mod summary;
pub mod turned_down;

pub use error::LayoutError;
pub use layout::compute_layout;
pub use params::LayoutParams;
pub use summary::{LayoutSummary, RECT_STRIDE, SIZE_STRIDE};
