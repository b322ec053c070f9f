//! What every layout gives back besides the item rectangles, and the strides of the flat arrays
//! item sizes come in and rectangles go out in. Twin: bindings/ts/layout/summary.ts.

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
