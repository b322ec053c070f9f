//! Unit tests of group_types.rs (pro-gallery 5.0.148 observed where stated).

use super::*;

#[test]
fn an_item_of_a_stack_under_a_pixel_wide_is_as_tall_as_a_pixel_of_its_width() {
    // A stack -3 px wide inside (observed of pro-layouts: each item shows a pixel wide, as
    // tall as its ratio makes that pixel).
    let mut out = [0.0; 6];
    inner_sizes(
        GROUP_2V,
        &[2.0, 0.5, 1.0],
        0,
        41.0,
        83.0,
        44.0,
        0.0,
        &mut out,
    );
    assert_eq!(out[..4], [-3.0, 0.5, -3.0, 2.0]);
    // A pixel or more wide, an item keeps its ratio.
    inner_sizes(
        GROUP_3V,
        &[2.0, 0.5, 1.0],
        0,
        54.0,
        83.0,
        44.0,
        0.0,
        &mut out,
    );
    assert_eq!(out, [10.0, 5.0, 10.0, 20.0, 10.0, 10.0]);
}
