//! The frame every layout works in and the guards on the numbers it reads: the container widened
//! by the item spacing (spec/002 §3 "Blueprint" container), the largest gallery and item shape
//! that cannot overflow, and an item's sides as the reference reads them.
//! Twin: bindings/ts/layout/frame.ts.

use crate::error::LayoutError;
use crate::params::LayoutParams;

/// No gallery is wider than this; beyond it heights could overflow `f64`.
pub const MAX_GALLERY_WIDTH: f64 = 10_000_000.0;
/// Item aspect ratios are held inside [1 / MAX_RATIO, MAX_RATIO] so no size can overflow.
pub const MAX_RATIO: f64 = 1e9;

/// The frame the layouter works in: the container widened by the spacing that the rendered
/// gallery takes back with negative margins (spec/002 §3 "Blueprint" container).
pub struct Frame {
    pub gallery_width: f64,
    /// itemSpacing / 2 - gallerySpacing: the margin the renderer removes on each side.
    pub dimension_fix: f64,
}

pub fn frame(params: &LayoutParams) -> Result<Frame, LayoutError> {
    let dimension_fix = params.item_spacing / 2.0 - params.gallery_spacing;
    let gallery_width = (params.container_width.floor() + dimension_fix * 2.0)
        .ceil()
        .floor();
    // A horizontal gallery is laid out by its height: arrows and gallery spacing beside it may
    // leave it no width at all (observed of pro-gallery 5.0.148, which lays it out anyway). A
    // vertical one needs a width once widened by the item spacing: a thumbnail strip beside it
    // may leave the container itself less than none (observed: laid out at the widened width).
    let missing = if params.horizontal_scroll {
        !params.container_width.is_finite()
    } else {
        !params.container_width.is_finite()
            || params.container_width == 0.0
            || !positive(gallery_width)
    };
    if missing {
        return Err(LayoutError::GalleryWidth);
    }
    if gallery_width > MAX_GALLERY_WIDTH {
        return Err(LayoutError::GalleryTooWide);
    }
    Ok(Frame {
        gallery_width,
        dimension_fix,
    })
}

/// Whether `x` is a positive finite number. (`x * 0.0` is 0 for a finite number, NaN for an
/// infinity or NaN: two float operations, where the compiler lowers `is_finite() && x > 0.0` to a
/// long integer test of the bits.)
pub fn positive(x: f64) -> bool {
    x > 0.0 && x * 0.0 == 0.0
}

/// An item dimension as the reference reads it: anything under 1 (or missing) counts as 1.
pub fn dimension(x: f64) -> f64 {
    if x > 1.0 && x * 0.0 == 0.0 {
        x
    } else {
        1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::Orientation;

    #[test]
    fn a_vertical_gallery_needs_a_width_once_widened_by_the_item_spacing() {
        // A 273 px container less a 307 px thumbnail strip beside it: -34 px, 16 px once widened
        // by 50 px of item spacing, where pro-gallery 5.0.148 lays the items out.
        let beside = LayoutParams {
            item_spacing: 50.0,
            ..LayoutParams::plain(Orientation::Rows, -34.0)
        };
        assert_eq!(frame(&beside).map(|f| f.gallery_width).ok(), Some(16.0));
        let none_left = LayoutParams {
            item_spacing: 50.0,
            ..LayoutParams::plain(Orientation::Rows, -50.0)
        };
        assert_eq!(frame(&none_left).err(), Some(LayoutError::GalleryWidth));
        let no_container = LayoutParams {
            item_spacing: 50.0,
            ..LayoutParams::plain(Orientation::Rows, 0.0)
        };
        assert_eq!(frame(&no_container).err(), Some(LayoutError::GalleryWidth));
    }
}
