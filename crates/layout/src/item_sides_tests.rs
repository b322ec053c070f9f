//! Unit tests of item_sides.rs (pro-gallery 5.0.148 observed where stated).

use super::*;
use crate::group_types::GROUP_2V;
use crate::params::{CropMethod, Orientation};

#[test]
fn a_min_or_max_crop_that_keeps_a_shape_cuts_the_places_of_a_group_too() {
    // pro-gallery 5.0.148 (observed, SLIDESHOW seed 2404088080): 971 x 1250 under a MAX crop of
    // 3.538 (which keeps its shape) stands in 2v as 1250 × (971 / 1250) = 971.0000000000001 x 1250;
    // its stack then comes out 361.49999999999994 px tall at a 723 px strip (not 361.5). A FILL
    // crop without a ratio keeps the sides as they are (SLIDER seed 133572930).
    let sizes = [971.0, 1250.0];
    let ratios = [3.5380359612724757];
    let params = LayoutParams {
        crop_enable: true,
        crop_method: CropMethod::Max,
        crop_ratios: &ratios,
        ..LayoutParams::plain(Orientation::Rows, 2558.0)
    };
    let shown = [971.0000000000001 / 1250.0; 3];
    let mut out = [0.0; 6];
    assert!(cut_group_sides(
        &params, &sizes, 0, 0, 1, GROUP_2V, &shown, &mut out
    ));
    assert_eq!(
        &out[..4],
        &[971.0000000000001, 1250.0, 971.0000000000001, 1250.0]
    );
    let fill = LayoutParams {
        crop_method: CropMethod::Fill,
        crop_ratios: &[],
        ..params
    };
    assert!(cut_group_sides(
        &fill,
        &sizes,
        0,
        0,
        1,
        GROUP_2V,
        &[971.0 / 1250.0; 3],
        &mut out
    ));
    assert_eq!(&out[..4], &[971.0, 1250.0, 971.0, 1250.0]);
}

#[test]
fn a_single_item_sized_under_a_pixel_is_held_to_a_pixel() {
    // pro-gallery 5.0.148 (observed, COLUMN seed 2572376065): 356 x 182 cut to 0.35 is sized to
    // -0.35 px at a 35 px target with 36 px spacing; held to 1 x 2.8571428571428577 it shows
    // 0.3499999999999999 (its group at a 246 px strip is then 109.49999999999999 px wide).
    let mut sides = [0.0; 6];
    let ratio = sides_ratio_sized_to((182.0 * 0.35, 182.0), 35.0, 36.0, Some(&mut sides));
    assert_eq!(ratio, Some(1.0 / 2.8571428571428577));
    assert_eq!(&sides[..2], &[1.0, 2.8571428571428577]);
}
