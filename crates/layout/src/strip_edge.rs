//! Which items of a vertical gallery's strips reach the container's right edge, for scatter
//! (scatter.rs). Observed of pro-gallery 5.0.148 as a black box: an item scatters right into the
//! gallery spacing when its unrounded box (left, plus width and item spacing) reaches the gallery
//! width, else into half the item spacing. The last group of a stretched strip is as wide as the
//! sum of the strip's group ratios times the strip's height, less its left: floating point leaves
//! that a hair over or under the gallery width (799.9999999999999 rather than 800). Its items were
//! rounded at the strip's height; the items that take the width left over (`widen_first_in_rows`)
//! are then widened by the group's new width less its rounded width, the others keep their
//! rounded widths. Twin: bindings/ts/layout/strip-edge.ts.

use crate::group_types::{
    inner_sizes, place_items, place_strip_group, GROUP_1, GROUP_2H, GROUP_2V, GROUP_3B, GROUP_3H,
    GROUP_3L, GROUP_3R, GROUP_3T, GROUP_3V,
};
use crate::js_math::js_round;

/// Per item: not known (scatter tests the rounded rectangle), reaches the right edge, or not.
pub const EDGE_UNKNOWN: u8 = 0;
pub const EDGE_REACHED: u8 = 1;
pub const EDGE_SHORT: u8 = 2;

/// A group of a strip as its strip sizes it: its type, the ratios its places show (`shown` from
/// `at`), its unrounded outer width and height, and the room for text under its items.
pub struct StripGroup<'a> {
    pub kind: u8,
    pub shown: &'a [f64],
    pub at: usize,
    pub natural: f64,
    pub height: f64,
    pub info: f64,
}

/// The rounded sizes a group's items take at the strip's height before the last group takes the
/// width left over (the placement of a group that does not), into `before` (four numbers per
/// place, as rectangles at 0, 0).
fn sizes_before_leftover(group: &StripGroup, s: f64, inner: &mut [f64; 6], before: &mut [f64; 12]) {
    let StripGroup {
        kind,
        shown,
        at,
        natural,
        height,
        info,
    } = *group;
    if kind == GROUP_1 {
        let width = js_round(natural);
        inner_sizes(kind, shown, at, width, js_round(height), s, info, inner);
        place_items(kind, inner, 0.0, 0.0, s, info, before, 0);
    } else {
        inner_sizes(kind, shown, at, natural, height, s, info, inner);
        place_strip_group(kind, inner, natural, height, 0.0, 0.0, s, info, before, 0);
    }
}

/// Marks in `edges` (from the group's first item `first`) which items of the last group of a
/// stretched strip reach the gallery's right edge: the group starts at `left` and is `width`
/// wide, unrounded (see the module's note).
#[allow(clippy::too_many_arguments)]
pub fn mark_last_group(
    group: &StripGroup,
    width: f64,
    left: f64,
    s: f64,
    gallery_width: f64,
    inner: &mut [f64; 6],
    edges: &mut [u8],
    first: usize,
) {
    let mut before = [0.0; 12];
    sizes_before_leftover(group, s, inner, &mut before);
    let delta = width - js_round(group.natural);
    let b = |p: usize| before[4 * p + 2];
    // The items on the group's right side, each at its left with its width.
    let widened_first = left + ((b(0) + delta) + s);
    let mut mark = |place: usize, x: f64, w: f64| {
        if x + (w + s) >= gallery_width {
            if let Some(edge) = edges.get_mut(first + place) {
                *edge = EDGE_REACHED;
            }
        }
    };
    match group.kind {
        GROUP_2H => mark(1, widened_first, b(1)),
        GROUP_3H => mark(2, left + b(0) + s + b(1) + s, b(2) + delta),
        GROUP_2V => {
            mark(0, left, b(0) + delta);
            mark(1, left, b(1) + delta);
        }
        GROUP_3V => {
            mark(0, left, b(0) + delta);
            mark(1, left, b(1) + delta);
            mark(2, left, b(2) + delta);
        }
        GROUP_3T => {
            mark(0, left, b(0) + delta);
            mark(2, left + ((b(1) + delta) + s), b(2));
        }
        GROUP_3B => {
            mark(1, widened_first, b(1));
            mark(2, left, b(2) + delta);
        }
        GROUP_3L => {
            mark(1, widened_first, b(1));
            mark(2, widened_first, b(2));
        }
        GROUP_3R => mark(2, left + (b(0) + s), b(2) + delta),
        _ => mark(0, left, b(0) + delta),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_item_a_hair_short_of_the_gallery_width_does_not_reach_the_edge() {
        // Observed of pro-gallery 5.0.148 (MASONRY case 4057864784): the strip's last item is
        // 138.46772322589172 wide at the strip's height, rounded 138; the group, 148 wide once
        // rounded, starts at 285 and takes 430.99999999999994 - 285 of a 431 px gallery, so the
        // item is 135.99999999999994 wide and scatters into half the gap.
        let shown = [138.46772322589172 / 268.44427740161746, 1.0, 1.0];
        let group = StripGroup {
            kind: GROUP_1,
            shown: &shown,
            at: 0,
            natural: 148.46772322589172,
            height: 278.4442774016174,
            info: 0.0,
        };
        let mut edges = [EDGE_SHORT; 1];
        let mut inner = [0.0; 6];
        mark_last_group(
            &group,
            145.99999999999994,
            285.0,
            10.0,
            431.0,
            &mut inner,
            &mut edges,
            0,
        );
        assert_eq!(edges, [EDGE_SHORT]);
        mark_last_group(&group, 146.0, 285.0, 10.0, 431.0, &mut inner, &mut edges, 0);
        assert_eq!(edges, [EDGE_REACHED]);
    }
}
