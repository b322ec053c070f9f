//! Landscape or portrait: an item's orientation decides the group types its items can form
//! (group_choice.rs, column_choice.rs) and which way a smart crop turns (crop.rs).
//! Twin: bindings/ts/layout/orientation.ts.

/// Items with a width-to-height ratio under this are portrait, the others landscape (spec/002 §3).
pub const PORTRAIT_BELOW: f64 = 0.999;
