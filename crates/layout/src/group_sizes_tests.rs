//! Unit tests of group_sizes.rs (pro-gallery 5.0.148 observed where stated).

use super::*;
use crate::group_types::width_for_height;
use crate::sized_group_place::place_sized_group;

#[test]
fn a_single_item_of_a_vertical_strip_is_measured_as_a_stack_of_one() {
    // pro-gallery 5.0.148 (observed): a 1886 x 1016 item alone in a strip of a 250 px gallery,
    // target 262 px plus 22 px spacing, makes the strip 139.66744371558462 px tall; a 4414 x
    // 2338 item alone in a 983 px gallery at 680 + 47 px makes a strip whose ratio times its
    // height is 982.9999999999999 (it then scatters into half the gap), which height × ratio −
    // spacing × ratio + spacing misses (983).
    let width = single_outer_width(1886.0 / 1016.0, 284.0, 22.0);
    assert_eq!(250.0 / (width / 284.0), 139.66744371558462);
    let ratio = single_outer_width(4414.0 / 2338.0, 727.0, 47.0) / 727.0;
    assert_eq!(ratio * (983.0 / ratio), 982.9999999999999);
}

#[test]
fn groups_of_a_vertical_strip_are_measured_in_the_reference_s_order() {
    // One-group strips of pro-gallery 5.0.148 (observed: the strip is the gallery width over
    // the group's width at the target, over the target): a row of three 435 px tall with 6 px
    // spacing in a 1398 px gallery is 320.71809299582867 px tall, a stack of two 570 px tall
    // with 7 px spacing in a 388 px gallery 639.0965214620788 px; the ratios alone
    // (`width_for_height`) give a last bit more or less.
    let mut row = [3892.0, 7644.0, 3704.0, 4097.0, 3952.0, 1333.0];
    let width = vertical_strip_width(GROUP_3H, &mut row, 435.0, 6.0);
    assert_eq!(1398.0 / (width / 435.0), 320.71809299582867);
    let mut stack = [4760.0, 6006.0, 1690.0, 639.0, 0.0, 0.0];
    let width = vertical_strip_width(GROUP_2V, &mut stack, 570.0, 7.0);
    assert_eq!(388.0 / (width / 570.0), 639.0965214620788);
    let ratios = [4760.0 / 6006.0, 1690.0 / 639.0, 1.0];
    let by_ratios = width_for_height(GROUP_2V, &ratios, 0, 570.0, 7.0, 0.0);
    assert_ne!(388.0 / (by_ratios / 570.0), 639.0965214620788);
    assert!(vertical_strip_width(GROUP_3L, &mut stack, 570.0, 7.0).is_nan());
}

#[test]
fn a_single_item_beside_a_stack_sizes_the_group_at_the_group_s_own_ratio() {
    // pro-gallery 5.0.148's group width for a height (observed, called on chosen sides):
    // places of 3534 x 4144, 4074 x 4264 and 881 x 1911 at 499 px with 17 px spacing are
    // 465.73992438688026 px wide as 3r and 589.6494270021733 px as 3l; the ratio of the
    // stack 1 / (1 / a + 1 / b) plus the single item's gives a last bit more.
    let sides = [3534.0, 4144.0, 4074.0, 4264.0, 881.0, 1911.0];
    let mut st = sides;
    assert_eq!(
        resize_beside_stack::<false>(GROUP_3R, &mut st, 499.0, 17.0),
        465.73992438688026
    );
    assert_eq!(st[0], 465.73992438688026 - st[4] - 34.0);
    let mut st = sides;
    assert_eq!(
        resize_beside_stack::<false>(GROUP_3L, &mut st, 499.0, 17.0),
        589.6494270021733
    );
    assert_eq!(st[2], 589.6494270021733 - st[0] - 34.0);
}

#[test]
fn a_row_over_an_item_takes_the_spacing_as_the_reference_s_group_does() {
    // pro-gallery 5.0.148's group width for a height (observed, called on chosen sides):
    // places of 3590 x 2081, 2869 x 2319 and 1738 x 3219 are 33.3212822371703 px wide as 3b
    // at 64 px with 17 px spacing; spacing x (g / one + 2g / row - 2g) gives a last bit more.
    let mut st = [3590.0, 2081.0, 2869.0, 2319.0, 1738.0, 3219.0];
    assert_eq!(
        resize::<false>(GROUP_3B, &mut st, 64.0, 17.0),
        33.3212822371703
    );
}

#[test]
fn a_single_item_is_as_wide_as_its_rounded_group_less_the_spacing() {
    // SLIDER seed 3148663979 (observed of pro-gallery 5.0.148): 336 x 677 cut square is 30 px
    // at the target, then 987.4999999999999 px in a 1012.5 px strip with 25 px spacing; it
    // shows the group's rounded width (1013) less the spacing.
    let mut st = [336.0, 336.0, 0.0, 0.0, 0.0, 0.0];
    to_width::<false>(&mut st, 0, single_width(55.0, 1.0, 25.0));
    let mut rects = [0.0; 4];
    let width = place_sized_group(
        GROUP_1, &st, &[1.0; 3], 1012.5, 25.0, 0.0, 0.0, &mut rects, 0, None,
    );
    assert_eq!(width, 1013.0);
    assert_eq!(rects, [0.0, 0.0, 988.0, 988.0]);
}

#[test]
fn a_stack_rounds_its_width_as_the_reference_s_products_leave_it() {
    // Three items cut to 5:2 stacked in a 669 px strip are 557.5 px wide on paper; sized at
    // the target item size (1728 px) and then to the strip by products, the stack's width
    // comes out a hair over it and pro-gallery 5.0.148 shows them 558 px wide (observed:
    // items 1048 x 296, 925 x 1625, 740 x 1550, no spacing).
    let mut st = [296.0 * 2.5, 296.0, 925.0, 925.0 / 2.5, 740.0, 740.0 / 2.5];
    let shown = [2.5, 2.5, 2.5];
    assert!(sized_at_target(GROUP_3V, &mut st, 1728.0, 0.0, 120.0, None).is_some());
    let mut rects = [0.0; 12];
    let width = place_sized_group(
        GROUP_3V, &st, &shown, 669.0, 0.0, 0.0, 0.0, &mut rects, 0, None,
    );
    assert_eq!(width, 558.0);
    assert_eq!(
        rects,
        [0.0, 0.0, 558.0, 223.0, 0.0, 223.0, 558.0, 223.0, 0.0, 446.0, 558.0, 223.0]
    );
}

#[test]
fn the_item_beside_a_stack_takes_what_the_group_s_rounded_width_leaves() {
    // 3l of one 7035 x 5628 item and two stand-ins like it, 680 px tall with 6 px spacing:
    // the tall item is 842.5 px wide and the stack 417.5 px; the products leave the stack a
    // hair wider (418 px), the group 1272 px, so the tall item shows 842 px (observed of
    // pro-gallery 5.0.148, target item size 171).
    let mut st = [7035.0, 5628.0, 7035.0, 5628.0, 7035.0, 5628.0];
    let shown = [1.25, 1.25, 1.25];
    assert!(sized_at_target(GROUP_3L, &mut st, 177.0, 6.0, 120.0, None).is_some());
    let mut rects = [0.0; 12];
    let width = place_sized_group(
        GROUP_3L, &st, &shown, 680.0, 6.0, 0.0, 0.0, &mut rects, 0, None,
    );
    assert_eq!(width, 1272.0);
    assert_eq!(
        rects,
        [0.0, 0.0, 842.0, 674.0, 848.0, 0.0, 418.0, 334.0, 848.0, 340.0, 418.0, 334.0]
    );
}

#[test]
fn a_row_over_an_item_rounds_as_the_reference_s_products_leave_it() {
    // Items cut to 5:2 in a 3b group 321 px tall: on paper the two on top are 267.5 px wide
    // each; pro-gallery 5.0.148 shows the first 267 px and the second 268 px wide (observed:
    // items 1560 x 2216, 919 x 964, 1570 x 680, target item size 272, no spacing).
    let mut st = [
        1560.0,
        1560.0 / 2.5,
        919.0,
        919.0 / 2.5,
        1570.0,
        1570.0 / 2.5,
    ];
    let shown = [2.5, 2.5, 2.5];
    assert!(sized_at_target(GROUP_3B, &mut st, 272.0, 0.0, 120.0, None).is_some());
    let mut rects = [0.0; 12];
    place_sized_group(
        GROUP_3B, &st, &shown, 321.0, 0.0, 0.0, 0.0, &mut rects, 0, None,
    );
    assert_eq!(
        rects,
        [0.0, 0.0, 267.0, 107.0, 267.0, 0.0, 268.0, 107.0, 0.0, 107.0, 535.0, 214.0]
    );
}

#[test]
fn a_stack_beside_an_item_on_the_right_rounds_as_the_reference_s_products_leave_it() {
    // 3r of a 220 x 273 item cut to 2.9396914446002804 and two stand-ins like it, 713 px
    // tall: on paper each stacked item is 356.5 px tall; the products leave them a hair
    // under it, so the second shows 356 px and the first what the group's height leaves,
    // 357 px (observed of pro-gallery 5.0.148, target item size 550, no spacing).
    let crop = 2.9396914446002804;
    let mut st = [
        220.0,
        220.0 / crop,
        220.0,
        220.0 / crop,
        220.0,
        220.0 / crop,
    ];
    assert!(sized_at_target(GROUP_3R, &mut st, 550.0, 0.0, 120.0, None).is_some());
    let mut rects = [0.0; 12];
    let width = place_sized_group(
        GROUP_3R,
        &st,
        &[crop, crop, crop],
        713.0,
        0.0,
        0.0,
        0.0,
        &mut rects,
        0,
        None,
    );
    assert_eq!(width, 3144.0);
    assert_eq!(
        rects,
        [0.0, 0.0, 1048.0, 357.0, 0.0, 357.0, 1048.0, 356.0, 1048.0, 0.0, 2096.0, 713.0]
    );
}

#[test]
fn a_row_is_as_wide_as_its_ratios_times_the_height_plus_the_spacing_they_leave() {
    // pro-gallery 5.0.148 (observed, THUMBNAIL seed 2193470313): two 960.5357 x 550 items in 2h
    // resized to a 350 px strip make a row 1222.4999999999998 px wide (it rounds to 1222); their
    // own widths, 611.25 each, sum to 1222.5.
    let mut st = [960.5357142857142, 550.0, 960.5357142857142, 550.0, 0.0, 0.0];
    assert_eq!(
        resize::<false>(GROUP_2H, &mut st, 350.0, 0.0),
        1222.4999999999998
    );
    assert_eq!(st[0] + st[2], 1222.5);
}

#[test]
fn an_item_resized_under_a_pixel_is_held_to_a_pixel_with_its_other_side_scaled() {
    // pro-gallery 5.0.148 (observed, SLIDER seed 133572930): 778 x 11642 in 3r with stand-ins
    // like it, at a 40 px target with 10 px spacing: the stack comes out 0.668 px wide, and its
    // items are held to 1 x 11642 × (1 / 778); the single item is 2.0048 x 30.
    let mut st = [778.0, 11642.0, 778.0, 11642.0, 778.0, 11642.0];
    let width = sized_at_target(GROUP_3R, &mut st, 40.0, 10.0, f64::NEG_INFINITY, None);
    assert_eq!(width, Some(22.673080226765162));
    let held = [
        1.0,
        14.964010282776348,
        1.0,
        14.964010282776348,
        2.0048101700738705,
        30.000000000000004,
    ];
    assert_eq!(st, held);
}

#[test]
fn a_row_of_a_vertical_strip_is_measured_as_the_reference_s_group_measures_it() {
    // pro-gallery 5.0.148 (observed by calling its group's width-for-height on these sides): a
    // row of 677.457 x 463.534 and 161.626 x 463.534 at 545 px with 30 px spacing is
    // 992.2462714302113 px wide; height × R − spacing × R + n × spacing gives 992.2462714302114.
    let mut st = [
        677.4570474624634,
        463.5341594219208,
        161.6264317639887,
        463.5341594219208,
        0.0,
        0.0,
    ];
    assert_eq!(
        vertical_strip_width(GROUP_2H, &mut st, 545.0, 30.0),
        992.2462714302113
    );
}
