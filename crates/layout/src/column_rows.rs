//! The groups of repeating types in a column (2h, 3h, 2v, 3v, 3l, 3r) sized as the reference
//! sizes them, last bit included. Observed of pro-gallery 5.0.148 as a black box (every side it
//! sets logged, bit for bit on 300 to 1,500 random groups per type): every item keeps its (cut)
//! width and height and is resized by multiplying both by new over old, each side held to a
//! pixel; the group is arranged from its items' own sides, sized at the column target width
//! (arranged and sized again while a side is under the minimum item size, up to as many times in
//! all as it holds items of its own: three small items are sized three times, an item beside two
//! stand-ins once), then at its column's width; each item is rounded on its own and the item that
//! takes the rounding takes what the group's rounded size leaves. Which way a side that lands on
//! half a pixel rounds follows those products. Twin: bindings/ts/layout/column-rows.ts.

use crate::group_types::{group_type_size, GROUP_2H, GROUP_2V, GROUP_3H, GROUP_3L, GROUP_3V};
use crate::js_math::js_round;

/// Scales item `place` of `sides` by `to` over its current side (`side`: 0 its width, 1 its
/// height), each side held to a pixel.
fn scale_place(sides: &mut [f64; 6], place: usize, side: usize, to: f64) {
    let k = to / sides[2 * place + side];
    sides[2 * place] = (sides[2 * place] * k).max(1.0);
    sides[2 * place + 1] = (sides[2 * place + 1] * k).max(1.0);
}

/// Arranges a group from its items' sides as it forms (no spacing yet): a row's items as tall as
/// its first, a stack's as wide as its first (the last item first), 3l and 3r's stack's second
/// item as wide as its first and the single item as tall as the two.
fn arrange(kind: u8, sides: &mut [f64; 6]) {
    match kind {
        GROUP_2H | GROUP_3H | GROUP_2V | GROUP_3V => {
            let side = if kind == GROUP_2H || kind == GROUP_3H {
                1
            } else {
                0
            };
            let to = sides[side];
            for place in (1..group_type_size(kind)).rev() {
                scale_place(sides, place, side, to);
            }
        }
        GROUP_3L => {
            let width = sides[2];
            scale_place(sides, 2, 0, width);
            let height = sides[3] + sides[5];
            scale_place(sides, 0, 1, height);
        }
        _ => {
            let width = sides[0];
            scale_place(sides, 1, 0, width);
            let height = sides[1] + sides[3];
            scale_place(sides, 2, 1, height);
        }
    }
}

/// Resizes the items of a row of `count` to the inner height of a group `width` wide; returns the
/// group's outer height, width × inverse + spacing × (1 − count × inverse), inverse = 1 / Σ
/// ratios (a row under a pixel tall: observed, a row -0.67 px tall leaves a 5108 x 3405.33 item
/// 5108 x (1 / 3405.33) = 1.4999999999999998 px wide, which shows 1 px, not 2).
fn size_row(sides: &mut [f64; 6], count: usize, width: f64, s: f64) -> f64 {
    let mut sum = 0.0;
    for place in 0..count {
        sum += sides[2 * place] / sides[2 * place + 1];
    }
    let inverse = 1.0 / sum;
    let height = width * inverse + s * (1.0 - count as f64 * inverse) - s;
    for place in 0..count {
        scale_place(sides, place, 1, height.max(1.0));
    }
    height + s
}

/// Resizes the items of a stack of `count` to the inner width of a group `width` wide; returns the
/// group's outer height, width × inverse + spacing × (count − inverse), inverse = Σ 1 / ratio of
/// the sides before (observed).
fn size_stack(sides: &mut [f64; 6], count: usize, width: f64, s: f64) -> f64 {
    let mut inverse = 0.0;
    for place in 0..count {
        inverse += 1.0 / (sides[2 * place] / sides[2 * place + 1]);
    }
    let height = width * inverse + s * (count as f64 - inverse);
    for place in 0..count {
        scale_place(sides, place, 0, (width - s).max(1.0));
    }
    height
}

/// Resizes 3l or 3r to the outer `width`; returns the group's outer height, width × inverse +
/// spacing × (2 − (2 + single) × inverse), inverse = (the stack's ratios summed) / (r0·r1 + r1·r2 +
/// r0·r2). The single item is sized to it less the spacing, then the stack to the width the
/// single item leaves less two spacings, 3r's second item before its first (observed).
fn size_beside_stack(kind: u8, sides: &mut [f64; 6], width: f64, s: f64) -> f64 {
    let (single, first, second) = if kind == GROUP_3L {
        (0, 1, 2)
    } else {
        (2, 1, 0)
    };
    let mut r = [0.0; 3];
    for (place, ratio) in r.iter_mut().enumerate() {
        *ratio = sides[2 * place] / sides[2 * place + 1];
    }
    let inverse = (r[first] + r[second]) / (r[0] * r[1] + r[1] * r[2] + r[0] * r[2]);
    let height = width * inverse + s * (2.0 - (2.0 + r[single]) * inverse);
    scale_place(sides, single, 1, (height - s).max(1.0));
    let stack = (width - sides[2 * single] - 2.0 * s).max(1.0);
    scale_place(sides, first, 0, stack);
    scale_place(sides, second, 0, stack);
    height
}

/// Resizes a group of `kind` to the outer `width`; returns its outer height.
fn size_to_width(kind: u8, sides: &mut [f64; 6], width: f64, s: f64) -> f64 {
    let count = group_type_size(kind);
    match kind {
        GROUP_2H | GROUP_3H => size_row(sides, count, width, s),
        GROUP_2V | GROUP_3V => size_stack(sides, count, width, s),
        _ => size_beside_stack(kind, sides, width, s),
    }
}

/// The smallest side of the items of a group of `kind`.
fn smallest_side(kind: u8, sides: &[f64; 6]) -> f64 {
    let mut least = f64::INFINITY;
    for side in sides.iter().take(2 * group_type_size(kind)) {
        least = least.min(*side);
    }
    least
}

/// Sizes a group of `kind` (2h, 3h, 2v, 3v, 3l or 3r; `sides` from `cut_column_group_sides` in
/// item_sides.rs, `taken` of its places holding items of their own) at the column `target` width,
/// again while a side is under `min_item_size` up to `taken` times in all, then at its column's
/// `width`; returns the group's outer height. A row is placed by `place_column_row`, any other
/// group by `place_strip_group` (group_types.rs).
#[allow(clippy::too_many_arguments)]
#[inline(never)]
pub fn size_column_group(
    kind: u8,
    sides: &mut [f64; 6],
    taken: usize,
    target: f64,
    width: f64,
    s: f64,
    min_item_size: f64,
) -> f64 {
    arrange(kind, sides);
    size_to_width(kind, sides, target, s);
    for _ in 1..taken {
        if smallest_side(kind, sides) >= min_item_size {
            break;
        }
        arrange(kind, sides);
        size_to_width(kind, sides, target, s);
    }
    size_to_width(kind, sides, width, s)
}

/// Places a row sized by `size_column_group` (`height` tall with its spacing) at (`left`, `top`)
/// into `rects` from item `first`: each item's width rounded on its own, the first of two or the
/// last of three taking what the group's width rounded less the spacings leaves; every item as
/// tall as the group's rounded height less the spacing (observed: a row 19.5 px tall whose items'
/// heights came out 19.499999999999996 shows them 20 px tall).
#[allow(clippy::too_many_arguments)]
pub fn place_column_row(
    sides: &[f64; 6],
    count: usize,
    width: f64,
    height: f64,
    left: f64,
    top: f64,
    s: f64,
    rects: &mut [f64],
    first: usize,
) {
    let taker = if count == 2 { 0 } else { count - 1 };
    let mut rest = js_round(width - count as f64 * s);
    let row_height = (js_round(height) - s).max(1.0);
    for place in 0..count {
        if place != taker {
            rest -= js_round(sides[2 * place]);
        }
    }
    let mut x = left;
    for place in 0..count {
        let w = if place == taker {
            rest
        } else {
            js_round(sides[2 * place])
        };
        let at = 4 * (first + place);
        if at + 4 <= rects.len() {
            rects[at] = x;
            rects[at + 1] = top;
            rects[at + 2] = w.max(1.0);
            rects[at + 3] = row_height;
        }
        x += w + s;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_item_of_a_row_under_a_pixel_tall_is_as_wide_as_a_pixel_of_its_height() {
        // pro-gallery 5.0.148, repeating 3h in a 71 px column, spacing 32 (observed): the row is
        // -2.87 px tall and a 3713 x 1280 item shows 3 px wide (2.90078125, its ratio).
        let mut sides = [3713.0, 1280.0, 3713.0, 1280.0, 3713.0, 1280.0];
        let height = size_column_group(GROUP_3H, &mut sides, 1, 71.0, 71.0, 32.0, 0.0);
        assert_eq!(sides[0], 3713.0 * (1.0 / 1280.0));
        assert_eq!(sides[1], 1.0);
        assert!(height < 32.0 + 1.0);
        let mut rects = [0.0; 12];
        place_column_row(&sides, 3, 71.0, height, 0.0, 0.0, 32.0, &mut rects, 0);
        assert_eq!(&rects[0..4], &[0.0, 0.0, 3.0, 1.0]);
    }

    #[test]
    fn a_pair_rounds_as_the_reference_s_two_sizings_leave_it() {
        // pro-gallery 5.0.148, a panorama 1,875 px wide, spacing 12, repeating 2h with group size
        // 1: an item and its stand-in share 1,851 px, 925.5 each on paper. Sized twice from its
        // sides, 5480 x 16083 comes out 925.4999999999999 px wide, so the stand-in shows 925 and
        // the item takes 926; 5245 x 10427 comes out 925.5 and shows 925 (observed).
        for (size, shown) in [([5480.0, 16083.0], 926.0), ([5245.0, 10427.0], 925.0)] {
            let mut sides = [size[0], size[1], size[0], size[1], 0.0, 0.0];
            let height = size_column_group(GROUP_2H, &mut sides, 1, 1875.0, 1875.0, 12.0, 0.0);
            let mut rects = [0.0; 8];
            place_column_row(&sides, 2, 1875.0, height, 0.0, 0.0, 12.0, &mut rects, 0);
            assert_eq!(rects[2], shown);
            assert_eq!(rects[6], 1851.0 - shown);
            assert_eq!(rects[3], js_round(height - 12.0));
        }
    }
}
