//! Placing a group sized at the target item size (group_sizes.rs) in its strip: sized to the
//! strip's height as the reference sizes it, each item rounded on its own, the item that takes the
//! rounding of its row or stack taking what the group's rounded size leaves (observed of
//! pro-gallery 5.0.148). Compiled once per group type, so that a group's sides stay in registers
//! from the resize to the rectangles. Twin: bindings/ts/layout/sized-group-place.ts.

use crate::group_sizes::{places, resize_sides};
use crate::group_types::{
    GROUP_1, GROUP_2H, GROUP_2V, GROUP_3B, GROUP_3H, GROUP_3L, GROUP_3R, GROUP_3T, GROUP_3V,
};
use crate::js_math::js_round_side;

/// Places the items of a group sized at the target (`at_target`, from `sized_at_target`) once
/// sized to the strip's outer `height`, at (`left`, `top`), into `rects` from item `first`;
/// returns the group's width, rounded (where the next group starts). With `fill`, the group spans
/// that width instead of its own.
#[allow(clippy::too_many_arguments)]
pub fn place_sized_group(
    kind: u8,
    at_target: &[f64; 6],
    shown: &[f64; 3],
    height: f64,
    s: f64,
    left: f64,
    top: f64,
    rects: &mut [f64],
    first: usize,
    fill: Option<f64>,
) -> f64 {
    // One copy per group type: its sides stay in registers from the resize to the rectangles.
    match kind {
        GROUP_1 => place_sized(
            GROUP_1, at_target, shown, height, s, left, top, rects, first, fill,
        ),
        GROUP_2H => place_sized(
            GROUP_2H, at_target, shown, height, s, left, top, rects, first, fill,
        ),
        GROUP_2V => place_sized(
            GROUP_2V, at_target, shown, height, s, left, top, rects, first, fill,
        ),
        GROUP_3T => place_sized(
            GROUP_3T, at_target, shown, height, s, left, top, rects, first, fill,
        ),
        GROUP_3B => place_sized(
            GROUP_3B, at_target, shown, height, s, left, top, rects, first, fill,
        ),
        GROUP_3L => place_sized(
            GROUP_3L, at_target, shown, height, s, left, top, rects, first, fill,
        ),
        GROUP_3R => place_sized(
            GROUP_3R, at_target, shown, height, s, left, top, rects, first, fill,
        ),
        GROUP_3H => place_sized(
            GROUP_3H, at_target, shown, height, s, left, top, rects, first, fill,
        ),
        GROUP_3V => place_sized(
            GROUP_3V, at_target, shown, height, s, left, top, rects, first, fill,
        ),
        // Held as sized only when sized at the target (a single item or `sized_in_order`).
        _ => f64::NAN,
    }
}

#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn place_sized(
    kind: u8,
    at_target: &[f64; 6],
    shown: &[f64; 3],
    height: f64,
    s: f64,
    left: f64,
    top: f64,
    rects: &mut [f64],
    first: usize,
    fill: Option<f64>,
) -> f64 {
    let mut st = *at_target;
    let sized = resize_sides::<false>(kind, &mut st, height, s);
    if (kind == GROUP_2V || kind == GROUP_3V) && sized - s < 1.0 {
        // An item of a stack under a pixel wide shows a pixel wide, as tall as its ratio makes
        // that pixel (observed, as in group_types.rs).
        for (i, r) in shown.iter().enumerate().take(places(kind)) {
            st[2 * i + 1] = 1.0 / r;
        }
    }
    // The last group of a stretched strip spans the width left over (`fill`): the items that take
    // the rounding of the group take it too (observed).
    let width = fill.unwrap_or(sized);
    let mut size = [0.0; 6];
    // Every side, also of places past the group's (never read): no test on the count.
    for (rounded, exact) in size.iter_mut().zip(st.iter()) {
        *rounded = js_round_side(*exact).max(1.0);
    }
    let group_width = js_round_side(width);
    let row_height = js_round_side(height - s);
    let mut at = [(0.0, 0.0); 3];
    match kind {
        // A single item is as wide and as tall as its rounded group (observed).
        GROUP_1 => {
            size[0] = group_width - s;
            size[1] = js_round_side(height) - s;
        }
        GROUP_2H => {
            size[0] = js_round_side(width - 2.0 * s) - size[2];
            size[1] = row_height;
            size[3] = row_height;
            at[1] = (size[0] + s, 0.0);
        }
        GROUP_3H => {
            size[4] = js_round_side(width - 3.0 * s) - size[0] - size[2];
            size[1] = row_height;
            size[3] = row_height;
            size[5] = row_height;
            at[1] = (size[0] + s, 0.0);
            at[2] = (size[0] + size[2] + 2.0 * s, 0.0);
        }
        GROUP_2V => {
            size[0] = group_width - s;
            size[2] = group_width - s;
            size[1] = js_round_side(height - 2.0 * s) - size[3];
            at[1] = (0.0, size[1] + s);
        }
        GROUP_3V => {
            size[0] = group_width - s;
            size[2] = group_width - s;
            size[4] = group_width - s;
            size[5] = js_round_side(height - 3.0 * s) - size[1] - size[3];
            at[1] = (0.0, size[1] + s);
            at[2] = (0.0, size[1] + size[3] + 2.0 * s);
        }
        GROUP_3T => {
            size[0] = group_width - s;
            size[1] = js_round_side(height - 2.0 * s) - size[3];
            size[2] = js_round_side(width - 2.0 * s) - size[4];
            at[1] = (0.0, size[1] + s);
            at[2] = (size[2] + s, size[1] + s);
        }
        GROUP_3B => {
            size[0] = js_round_side(width - 2.0 * s) - size[2];
            size[4] = group_width - s;
            size[5] = js_round_side(height - 2.0 * s) - size[1];
            at[1] = (size[0] + s, 0.0);
            at[2] = (0.0, size[1] + s);
        }
        GROUP_3L => {
            // The single item beside the stack is as tall as its rounded group (observed).
            size[1] = js_round_side(height) - s;
            size[3] = js_round_side(height - 2.0 * s) - size[5];
            size[0] = js_round_side(width - 2.0 * s) - size[2];
            at[1] = (size[0] + s, 0.0);
            at[2] = (size[0] + s, size[3] + s);
        }
        GROUP_3R => {
            size[5] = js_round_side(height) - s;
            size[1] = js_round_side(height - 2.0 * s) - size[3];
            size[4] = js_round_side(width - 2.0 * s) - size[0];
            at[1] = (0.0, size[1] + s);
            at[2] = (size[0] + s, 0.0);
        }
        _ => {}
    }
    for p in 0..places(kind) {
        // A group that repeating group types fill past the last item places nothing there.
        let out = 4 * (first + p);
        if let Some(rect) = rects.get_mut(out..out + 4) {
            let (x, y) = at[p];
            rect[0] = left + x;
            rect[1] = top + y;
            rect[2] = size[2 * p].max(1.0);
            rect[3] = size[2 * p + 1].max(1.0);
        }
    }
    group_width
}
