//! The sizes of a group's items in a horizontal strip as the reference reaches them, last bit
//! included, for the group types whose order of operations was observed (a single item's sides at
//! the target come from rows.rs). Observed of pro-gallery 5.0.148 as
//! a black box (its rounding calls logged): every item keeps a width and a height and is resized by
//! multiplying both by new over old; a group is arranged from its items' own (cut) sides, sized at
//! the target item size (three times when an item then has a side under the minimum item size),
//! then at the strip's height; each item is rounded on its own and the item that takes the rounding
//! of its row or stack takes what the group's rounded size leaves. Which way a side that lands on
//! half a pixel rounds follows the last bit those products leave (placing: sized_group_place.rs).
//! Twin: bindings/ts/layout/group-sizes.ts.

use crate::frame::positive;
use crate::group_types::{
    GROUP_1, GROUP_2H, GROUP_2V, GROUP_3B, GROUP_3H, GROUP_3L, GROUP_3R, GROUP_3T, GROUP_3V,
};

/// Whether the sizes of a group of `kind` follow the reference's order of operations here.
pub fn sized_in_order(kind: u8) -> bool {
    kind == GROUP_2H
        || kind == GROUP_3H
        || kind == GROUP_2V
        || kind == GROUP_3V
        || kind == GROUP_3T
        || kind == GROUP_3B
        || kind == GROUP_3L
        || kind == GROUP_3R
}

/// `side`, held to a pixel as the reference's items hold each side they are resized to (NaN stays).
pub fn held(side: f64) -> f64 {
    if side < 1.0 {
        1.0
    } else {
        side
    }
}

/// Resizes item `i` to `width` as the reference's items resize (observed of pro-gallery 5.0.148
/// on 3,000 random resizes): both sides times the width, held to a pixel, over the current width,
/// each product held to a pixel. Without `HOLD` the products are not held: the caller knows none
/// comes out under a pixel, or that none it reads later does.
fn to_width<const HOLD: bool>(st: &mut [f64; 6], i: usize, width: f64) {
    let k = held(width) / st[2 * i];
    if HOLD {
        st[2 * i] = held(st[2 * i] * k);
        st[2 * i + 1] = held(st[2 * i + 1] * k);
    } else {
        st[2 * i] *= k;
        st[2 * i + 1] *= k;
    }
}

/// Resizes item `i` to `height` as `to_width` resizes it to a width.
fn to_height<const HOLD: bool>(st: &mut [f64; 6], i: usize, height: f64) {
    let k = held(height) / st[2 * i + 1];
    if HOLD {
        st[2 * i] = held(st[2 * i] * k);
        st[2 * i + 1] = held(st[2 * i + 1] * k);
    } else {
        st[2 * i] *= k;
        st[2 * i + 1] *= k;
    }
}

fn ratio(st: &[f64; 6], i: usize) -> f64 {
    st[2 * i] / st[2 * i + 1]
}

/// The width of a single item of ratio `ratio` in a group `outer` tall: the group's width, read
/// through the ratio as the reference computes it, less the spacing (observed to the last bit).
pub fn single_width(outer: f64, ratio: f64, spacing: f64) -> f64 {
    single_outer_width(ratio, outer, spacing) - spacing
}

/// The outer width of a single item showing `ratio` in a strip `height` tall: sized like a stack
/// of one, height × ratio + spacing × (1 − ratio), whose last bit decides which way a width on
/// half a pixel rounds (observed of pro-gallery 5.0.148; the same on paper as (height − spacing)
/// × ratio + spacing).
pub fn single_outer_width(ratio: f64, height: f64, spacing: f64) -> f64 {
    height * ratio + spacing * (1.0 - ratio)
}

pub(crate) fn places(kind: u8) -> usize {
    if kind == GROUP_1 {
        1
    } else if kind == GROUP_2H || kind == GROUP_2V {
        2
    } else {
        3
    }
}

/// The items placed at each other's sides as the group forms: side by side at the first item's
/// height, stacked at its width; 3t and 3b put the row under or over the single item at the
/// row's width, 3l stacks its last two at the second's width and the first at the stack's
/// height, 3r its first two at the first's width and the third at the stack's height.
fn arrange<const HOLD: bool>(kind: u8, st: &mut [f64; 6]) {
    match kind {
        GROUP_2H => to_height::<HOLD>(st, 1, st[1]),
        GROUP_3H => {
            to_height::<HOLD>(st, 1, st[1]);
            to_height::<HOLD>(st, 2, st[1]);
        }
        GROUP_2V => to_width::<HOLD>(st, 1, st[0]),
        GROUP_3V => {
            to_width::<HOLD>(st, 2, st[0]);
            to_width::<HOLD>(st, 1, st[0]);
        }
        GROUP_3T => {
            to_height::<HOLD>(st, 2, st[3]);
            to_width::<HOLD>(st, 0, st[2] + st[4]);
        }
        GROUP_3B => {
            to_height::<HOLD>(st, 1, st[1]);
            to_width::<HOLD>(st, 2, st[0] + st[2]);
        }
        GROUP_3L => {
            to_width::<HOLD>(st, 2, st[2]);
            to_height::<HOLD>(st, 0, st[3] + st[5]);
        }
        GROUP_3R => {
            to_width::<HOLD>(st, 1, st[0]);
            to_height::<HOLD>(st, 2, st[1] + st[3]);
        }
        _ => {}
    }
}

/// The outer width of 3l or 3r `height` tall from its places' current ratios `r` (the stack's two
/// summing to `stack_sum`, the single item's `single`), as the reference computes it (observed of
/// pro-gallery 5.0.148 by calling its group's width-for-height on chosen sides: bit for bit in
/// 2,500 of 2,500 random groups, spacing 0 to 48): the group's ratio is
/// (r0·r1 + r1·r2 + r0·r2) / stack_sum, its width height × ratio + spacing × (2 + single − 2 ×
/// ratio).
fn beside_stack_width(r: [f64; 3], stack_sum: f64, single: f64, height: f64, s: f64) -> f64 {
    let ratio = (r[0] * r[1] + r[1] * r[2] + r[0] * r[2]) / stack_sum;
    height * ratio + s * ((2.0 + single) - 2.0 * ratio)
}

/// Resizes 3l or 3r (a single item beside a stack of two) to the outer `height`; returns the
/// group's outer width (`beside_stack_width`). The single item is sized to the inner height, the
/// stack to the width it leaves less two spacings (observed, bit for bit in 200 of 200 random
/// groups at the target and again at the strip).
#[inline(always)]
fn resize_beside_stack<const HOLD: bool>(kind: u8, st: &mut [f64; 6], height: f64, s: f64) -> f64 {
    let r = [ratio(st, 0), ratio(st, 1), ratio(st, 2)];
    let (single, first, second, width) = if kind == GROUP_3L {
        (0, 1, 2, beside_stack_width(r, r[1] + r[2], r[0], height, s))
    } else {
        (2, 0, 1, beside_stack_width(r, r[0] + r[1], r[2], height, s))
    };
    to_height::<HOLD>(st, single, height - s);
    // (The stack reads the single item's width: held here even when the products are not.)
    let stack = width - held(st[2 * single]) - 2.0 * s;
    to_width::<HOLD>(st, first, stack);
    to_width::<HOLD>(st, second, stack);
    width
}

/// The outer width of a row (2h, 3h) `height` tall from its items' current ratios, summing to R:
/// height × R + spacing × (n − R), as the reference's group computes it (observed of pro-gallery
/// 5.0.148 by calling its width-for-height on random sides: 1,198 of 1,200 bit for bit, the two
/// others with a side under a pixel; the widths the items take, summed, agree in about half).
fn row_width(kind: u8, st: &[f64; 6], height: f64, s: f64) -> f64 {
    let n = places(kind);
    let mut sum = 0.0;
    for i in 0..n {
        sum += ratio(st, i);
    }
    height * sum + s * (n as f64 - sum)
}

/// Resizes the items of a group to the outer `height`; returns the group's outer width as the
/// reference computes it for rounding (stacks: from the shape ratio 1 / sum(1 / ratio), rows:
/// `row_width`, 3l and 3r: `resize_beside_stack`).
fn resize<const HOLD: bool>(kind: u8, st: &mut [f64; 6], height: f64, s: f64) -> f64 {
    resize_sides::<HOLD>(kind, st, height, s)
}

/// `resize`'s work, inlined where the group type is known so that the sides stay in registers.
#[inline(always)]
pub(crate) fn resize_sides<const HOLD: bool>(
    kind: u8,
    st: &mut [f64; 6],
    height: f64,
    s: f64,
) -> f64 {
    match kind {
        GROUP_1 => {
            // The group's width is the stack of one's, not read back from the item (observed).
            let one = ratio(st, 0);
            to_width::<HOLD>(st, 0, single_width(height, one, s));
            single_outer_width(one, height, s)
        }
        GROUP_2H | GROUP_3H => {
            let width = row_width(kind, st, height, s);
            size_row_items::<HOLD>(kind, st, height, s);
            width
        }
        GROUP_2V | GROUP_3V => {
            let n = places(kind);
            let mut inverse = 0.0;
            for i in 0..n {
                inverse += 1.0 / ratio(st, i);
            }
            let g = 1.0 / inverse;
            let width = height * g + s * (1.0 - n as f64 * g);
            for i in 0..n {
                to_width::<HOLD>(st, i, width - s);
            }
            width
        }
        GROUP_3T | GROUP_3B => {
            // The single item and the row beside it, in stack order.
            let (single, a, b) = if kind == GROUP_3T {
                (0, 1, 2)
            } else {
                (2, 0, 1)
            };
            let one = ratio(st, single);
            let row = ratio(st, a) + ratio(st, b);
            let g = 1.0 / (1.0 / one + 1.0 / row);
            // The spacing's term as the reference's group computes it (observed bit for bit on
            // 2,000 random groups by calling its width-for-height; g / one + 2g / row - 2g, the
            // same on paper, differs in the last bit in about 1 in 14).
            let width = height * g + s * ((1.0 / one + 2.0 / row - 2.0) * g);
            to_width::<HOLD>(st, single, width - s);
            // (The row reads the single item's height: held here even when the products are not.)
            let row_height = height - held(st[2 * single + 1]) - 2.0 * s;
            to_height::<HOLD>(st, a, row_height);
            to_height::<HOLD>(st, b, row_height);
            width
        }
        GROUP_3L | GROUP_3R => resize_beside_stack::<HOLD>(kind, st, height, s),
        _ => f64::NAN,
    }
}

/// Whether `vertical_strip_width` measures a group of `kind`.
pub fn measured_in_vertical_order(kind: u8) -> bool {
    sized_in_order(kind) && kind != GROUP_3L && kind != GROUP_3R
}

/// The outer width of a group of a vertical gallery's strip at the outer `height` (the target item
/// size), from its items' own (cut) sides `st` arranged as the group forms, in the reference's
/// order (observed of pro-gallery 5.0.148 as a black box, through the strip heights it gives: bit
/// for bit in 97 to 100 groups in 100 per type, against 50 to 75 before): a row is height × R +
/// spacing × (n − R), R the sum of its arranged ratios, as in a horizontal strip (a single item likewise,
/// `single_outer_width`); stacks, 3t and 3b as in a horizontal strip (`resize`). NaN for
/// the other types (3l, 3r: not observed).
pub fn vertical_strip_width(kind: u8, st: &mut [f64; 6], height: f64, s: f64) -> f64 {
    if !measured_in_vertical_order(kind) {
        return f64::NAN;
    }
    arrange::<false>(kind, st);
    if kind == GROUP_2H || kind == GROUP_3H {
        let n = places(kind);
        let mut sum = 0.0;
        for i in 0..n {
            sum += ratio(st, i);
        }
        return height * sum + s * (n as f64 - sum);
    }
    resize::<false>(kind, st, height, s)
}

/// The outer width at which a group of `kind` enters the height of a strip of a fixed number of
/// groups, `height` tall, from its items' current sides: a row measures (height - spacing) times
/// the sum of its items' ratios, not the widths its items take (observed); any other group the
/// width `resize` gives it.
fn measured_width(kind: u8, st: &[f64; 6], height: f64, s: f64) -> f64 {
    let n = places(kind);
    let mut sum = 0.0;
    for i in 0..n {
        sum += ratio(st, i);
    }
    (height - s) * sum + n as f64 * s
}

/// Resizes a group to `height` as `resize` does; returns the width it measures there
/// (`measured_width`).
fn sized_to<const HOLD: bool>(kind: u8, st: &mut [f64; 6], height: f64, s: f64) -> f64 {
    if kind == GROUP_2H || kind == GROUP_3H {
        // (`resize` less the row's own width, which nothing reads here.)
        let measured = measured_width(kind, st, height, s);
        size_row_items::<HOLD>(kind, st, height, s);
        return measured;
    }
    resize::<HOLD>(kind, st, height, s)
}

/// Sizes each item of a row (2h, 3h) to the inner height, as `resize` does.
fn size_row_items<const HOLD: bool>(kind: u8, st: &mut [f64; 6], height: f64, s: f64) {
    for i in 0..places(kind) {
        to_height::<HOLD>(st, i, height - s);
    }
}

/// Whether a side of a group of `kind` is under `floor` (NaN sides are not: the smallest side
/// of those that are numbers is). Every side is tested, without a branch per side.
fn side_under(kind: u8, st: &[f64; 6], floor: f64) -> bool {
    let mut under = false;
    for side in &st[..2 * places(kind)] {
        under |= *side < floor;
    }
    under
}

/// Whether every side of a group of `kind` is a positive finite number (tested without a branch
/// per side).
fn all_positive(kind: u8, st: &[f64; 6]) -> bool {
    let mut all = true;
    for side in &st[..2 * places(kind)] {
        all &= positive(*side);
    }
    all
}

/// Arranges a group and sizes it to `height`, every side held to a pixel (`to_width`); returns
/// the width `sized_to` gives. (Out of line: groups with a side under a pixel or the minimum item
/// size are few.)
#[inline(never)]
fn arranged_and_sized_holding(kind: u8, st: &mut [f64; 6], height: f64, s: f64) -> f64 {
    arrange::<true>(kind, st);
    sized_to::<true>(kind, st, height, s)
}

/// Sizes the items of a group of `kind` (their own cut sides in `st`, width and height per place)
/// at the `target` item size as the reference does before it sizes the group to its strip.
/// Returns the group's outer width there (a strip of a fixed number of groups is as tall as the
/// gallery width over the sum of these widths over the target, observed), or None when the sides
/// do not stay positive finite numbers (the caller sizes the group from its ratios instead).
/// With `sized`, `st` holds the sides the first arrangement and sizing leave already and `sized`
/// the width it gives (a stack of a vertical strip was measured so: `vertical_strip_width`).
pub fn sized_at_target(
    kind: u8,
    st: &mut [f64; 6],
    target: f64,
    s: f64,
    min_item_size: f64,
    sized: Option<f64>,
) -> Option<f64> {
    let mut width = match sized {
        Some(width) => width,
        None => {
            let cut = *st;
            arrange::<false>(kind, st);
            let mut width = sized_to::<false>(kind, st, target, s);
            if side_under(kind, st, 1.0) {
                // A side came out under a pixel: the reference's items hold each side they are
                // resized to at a pixel, which changes their shapes (observed). Sized again,
                // holding them.
                *st = cut;
                width = arranged_and_sized_holding(kind, st, target, s);
            }
            width
        }
    };
    if side_under(kind, st, min_item_size) {
        // The reference tries the group again (observed: arranged and sized twice more).
        for _ in 0..2 {
            width = arranged_and_sized_holding(kind, st, target, s);
        }
    }
    if all_positive(kind, st) && !width.is_nan() {
        Some(width)
    } else {
        None
    }
}

#[cfg(test)]
#[path = "group_sizes_tests.rs"]
mod tests;
