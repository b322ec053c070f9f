//! The nine group types of spec/002 §3 "Layout entities" and their geometry. A group is measured
//! by its outer box (each item carries the item spacing around it); items are placed at rounded
//! sizes, one after another, the spacing between them. Twin: bindings/ts/layout/group-types.ts.

use crate::js_math::{js_round, js_round_side};

pub const GROUP_1: u8 = 0;
pub const GROUP_2H: u8 = 1;
pub const GROUP_2V: u8 = 2;
pub const GROUP_3T: u8 = 3;
pub const GROUP_3B: u8 = 4;
pub const GROUP_3L: u8 = 5;
pub const GROUP_3R: u8 = 6;
pub const GROUP_3H: u8 = 7;
pub const GROUP_3V: u8 = 8;
pub const GROUP_TYPE_COUNT: u8 = 9;

/// Whether a group of `kind` stacks items (every type but a single item and a row).
pub fn stacks(kind: u8) -> bool {
    kind != GROUP_1 && kind != GROUP_2H && kind != GROUP_3H
}

/// How many items a group of each type holds.
pub fn group_type_size(kind: u8) -> usize {
    if kind == GROUP_1 {
        1
    } else if kind <= GROUP_2V {
        2
    } else {
        3
    }
}

/// The outer width of a group of `kind` whose outer height is `height`; `r` holds the item ratios.
/// `info` is the room each item keeps under or over its media for text: items side by side in one
/// row are sized by their media (pro-gallery's rule); stacked items ignore it.
pub fn width_for_height(kind: u8, r: &[f64], at: usize, height: f64, s: f64, info: f64) -> f64 {
    let r0 = r[at];
    let r1 = r[at + 1];
    let r2 = r[at + 2];
    match kind {
        GROUP_2H => (height - s - info) * (r0 + r1) + 2.0 * s,
        GROUP_2V => (height - 2.0 * s) / (1.0 / r0 + 1.0 / r1) + s,
        GROUP_3H => (height - s - info) * (r0 + r1 + r2) + 3.0 * s,
        GROUP_3V => (height - 3.0 * s) / (1.0 / r0 + 1.0 / r1 + 1.0 / r2) + s,
        GROUP_3T => {
            let pair = r1 + r2;
            (height - 2.0 * s + s / r0 + (2.0 * s) / pair) / (1.0 / r0 + 1.0 / pair)
        }
        GROUP_3B => {
            let pair = r0 + r1;
            (height - 2.0 * s + (2.0 * s) / pair + s / r2) / (1.0 / pair + 1.0 / r2)
        }
        GROUP_3L => (height - s) * r0 + s + (height - 2.0 * s) / (1.0 / r1 + 1.0 / r2) + s,
        GROUP_3R => (height - 2.0 * s) / (1.0 / r0 + 1.0 / r1) + s + (height - s) * r2 + s,
        _ => (height - s - info) * r0 + s,
    }
}

/// The outer height of a group of `kind` whose outer width is `width` (a group in a column).
pub fn height_for_width(kind: u8, r: &[f64], at: usize, width: f64, s: f64) -> f64 {
    let r0 = r[at];
    let r1 = r[at + 1];
    let r2 = r[at + 2];
    match kind {
        GROUP_2H => (width - 2.0 * s) / (r0 + r1) + s,
        GROUP_2V => (width - s) * (1.0 / r0 + 1.0 / r1) + 2.0 * s,
        GROUP_3H => (width - 3.0 * s) / (r0 + r1 + r2) + s,
        GROUP_3V => (width - s) * (1.0 / r0 + 1.0 / r1 + 1.0 / r2) + 3.0 * s,
        GROUP_3T => (width - s) / r0 + s + (width - 2.0 * s) / (r1 + r2) + s,
        GROUP_3B => (width - 2.0 * s) / (r0 + r1) + s + (width - s) / r2 + s,
        GROUP_3L => {
            let stack = 1.0 / (1.0 / r1 + 1.0 / r2);
            (width - 2.0 * s + s * r0 + 2.0 * s * stack) / (r0 + stack)
        }
        GROUP_3R => {
            let stack = 1.0 / (1.0 / r0 + 1.0 / r1);
            (width - 2.0 * s + 2.0 * s * stack + s * r2) / (stack + r2)
        }
        _ => (width - s) / r0 + s,
    }
}

/// The height of an item `width` wide in a stack: a width under a pixel counts as one (observed
/// of pro-layouts: the item shows a pixel wide, as tall as its ratio makes that pixel, and the
/// item that takes the stack's rounding takes what that height leaves).
fn tall(width: f64, ratio: f64) -> f64 {
    width.max(1.0) / ratio
}

/// The inner sizes of the items of a group of outer `width` by `height`, unrounded, as (width,
/// height) pairs. A placed group is first rounded to whole pixels and its items sized inside
/// that, as the reference sizes them.
#[allow(clippy::too_many_arguments)]
pub fn inner_sizes(
    kind: u8,
    r: &[f64],
    at: usize,
    width: f64,
    height: f64,
    s: f64,
    info: f64,
    out: &mut [f64; 6],
) {
    let r0 = r[at];
    let r1 = r[at + 1];
    let r2 = r[at + 2];
    let w = width - s;
    let h = height - s;
    // Each arm writes `out` itself (one array built and copied after the match is a memcpy call).
    match kind {
        GROUP_2H => {
            let row = (width - 2.0 * s) / (r0 + r1);
            *out = [row * r0, row + info, row * r1, row + info, 0.0, 0.0];
        }
        GROUP_2V => *out = [w, tall(w, r0), w, tall(w, r1), 0.0, 0.0],
        GROUP_3H => {
            let row = (width - 3.0 * s) / (r0 + r1 + r2);
            *out = [
                row * r0,
                row + info,
                row * r1,
                row + info,
                row * r2,
                row + info,
            ];
        }
        GROUP_3V => *out = [w, tall(w, r0), w, tall(w, r1), w, tall(w, r2)],
        GROUP_3T => {
            let row = (width - 2.0 * s) / (r1 + r2);
            *out = [w, w / r0, row * r1, row, row * r2, row];
        }
        GROUP_3B => {
            let row = (width - 2.0 * s) / (r0 + r1);
            *out = [row * r0, row, row * r1, row, w, w / r2];
        }
        GROUP_3L => {
            let right = (height - 2.0 * s) / (1.0 / r1 + 1.0 / r2);
            let left = width - right - 2.0 * s;
            *out = [left, h, right, right / r1, right, right / r2];
        }
        GROUP_3R => {
            let left = (height - 2.0 * s) / (1.0 / r0 + 1.0 / r1);
            let right = width - left - 2.0 * s;
            *out = [left, left / r0, left, left / r1, right, h];
        }
        _ => *out = [w, h, 0.0, 0.0, 0.0, 0.0],
    }
}

/// Per group type, for each place, whether its item is sized by its height (in a row).
const SIZED_BY_HEIGHT: [[bool; 3]; GROUP_TYPE_COUNT as usize] = [
    [false, false, false], // 1
    [true, true, false],   // 2h
    [false, false, false], // 2v
    [false, true, true],   // 3t
    [true, true, false],   // 3b
    [true, false, false],  // 3l
    [false, false, true],  // 3r
    [true, true, true],    // 3h
    [false, false, false], // 3v
];

/// Whether the item in `place` of a group of `kind` is sized by its height (in a row).
pub fn sized_by_height(kind: u8, place: usize) -> bool {
    SIZED_BY_HEIGHT
        .get(kind as usize)
        .map_or(false, |places| places[place])
}

/// The sides an item keeps from the measure of a candidate group that was turned down (observed
/// of pro-layouts 5.0.148, whose items keep the sides each measure sets): every side is held to
/// at least a pixel, an item in a row set by its height and then its width by its ratio, an item
/// in a stack by its width and then its height. Returns (width, height).
pub fn held_sides(by_height: bool, ratio: f64, width: f64, height: f64) -> (f64, f64) {
    if by_height {
        let held = 1f64.max(height);
        (1f64.max(held * ratio), held)
    } else {
        let held = 1f64.max(width);
        (held, 1f64.max(held / ratio))
    }
}

/// The shape an item keeps from such a measure (`held_sides`): `ratio` itself unless a side was
/// held to a pixel.
pub fn measured_shape(by_height: bool, ratio: f64, width: f64, height: f64) -> f64 {
    let (w, h) = held_sides(by_height, ratio, width, height);
    let held = if by_height {
        !(height >= 1.0) || !(h * ratio >= 1.0)
    } else {
        !(width >= 1.0) || !(w / ratio >= 1.0)
    };
    if held {
        w / h
    } else {
        ratio
    }
}

/// How many times a group is measured with the shapes it shows, at most (observed: 3b takes two).
const MEASURE_PASSES: usize = 3;

/// The shapes the places of a group of `kind` show (`r` from `at`, changed in place) when it is
/// measured `height` tall, text room aside, and that leaves an item a side under a pixel (observed
/// of pro-gallery 5.0.148 in horizontal galleries whose gallery spacing passes half the target
/// item size): an item sized by its height (in a row) shows at least as wide as tall when its
/// height is under a pixel, and a pixel wide when only its width is; any other (alone, or in a
/// stack) shows at most as wide as tall when its width is under a pixel. Shapes that change change
/// the group's measure, so it is measured again. `inner` is scratch; with `measured`, it holds the
/// first measure's sizes already (the group choice measured the group so: it is not measured twice).
pub fn shapes_measured_at(
    kind: u8,
    r: &mut [f64],
    at: usize,
    height: f64,
    s: f64,
    inner: &mut [f64; 6],
    measured: bool,
) {
    let places = group_type_size(kind);
    // Sides of a pixel or more change no shape.
    if measured && inner[..2 * places].iter().all(|&side| side >= 1.0) {
        return;
    }
    let by_height = SIZED_BY_HEIGHT
        .get(kind as usize)
        .copied()
        .unwrap_or(SIZED_BY_HEIGHT[GROUP_1 as usize]);
    for pass in 0..MEASURE_PASSES {
        if pass > 0 || !measured {
            let width = width_for_height(kind, r, at, height, s, 0.0);
            inner_sizes(kind, r, at, width, height, s, 0.0, inner);
        }
        let mut changed = false;
        for p in 0..places {
            let was = r[at + p];
            // A side exactly 0 changes nothing.
            if by_height[p] {
                let item_height = inner[2 * p + 1];
                if item_height < 1.0 && item_height != 0.0 {
                    r[at + p] = was.max(1.0);
                } else if item_height >= 1.0 && inner[2 * p] < 1.0 {
                    r[at + p] = 1.0 / item_height;
                }
            } else if inner[2 * p] < 1.0 && inner[2 * p] != 0.0 {
                r[at + p] = was.min(1.0);
            }
            changed = changed || r[at + p] != was;
        }
        if !changed {
            return;
        }
    }
}

struct Placement<'a> {
    rects: &'a mut [f64],
    info: f64,
}

impl<'a> Placement<'a> {
    fn put(&mut self, item: usize, x: f64, y: f64, w: f64, h: f64) {
        let at = 4 * item;
        // A group that repeating group types fill past the last item places nothing there.
        if at + 4 > self.rects.len() {
            return;
        }
        self.rects[at] = x;
        self.rects[at + 1] = y;
        self.rects[at + 2] = w.max(1.0);
        self.rects[at + 3] = (h - self.info).max(1.0);
    }
}

/// Places a single item at (`left`, `top`) into `rects` as `place_items` places one whose inner
/// sizes are `width` by `height`.
pub fn place_single_item(
    rects: &mut [f64],
    item: usize,
    left: f64,
    top: f64,
    width: f64,
    height: f64,
    info: f64,
) {
    Placement { rects, info }.put(item, left, top, js_round_side(width), js_round_side(height));
}

/// Widens a group's items by `extra` (the last group of a strip takes the width left over): the
/// first item of each row of the group takes it all (observed of pro-layouts).
pub fn widen_first_in_rows(kind: u8, inner: &mut [f64; 6], extra: f64) {
    // ... except in a row of three, and beside a stack on the left, where the last item takes it.
    if kind == GROUP_3H || kind == GROUP_3R {
        inner[4] += extra;
        return;
    }
    inner[0] += extra;
    if kind == GROUP_2V || kind == GROUP_3V {
        inner[2] += extra;
    }
    if kind == GROUP_3V || kind == GROUP_3B {
        inner[4] += extra;
    }
    if kind == GROUP_3T {
        inner[2] += extra;
    }
}

/// `first` rounded together with what rounding `next` leaves over.
fn carry2(first: f64, next: f64) -> f64 {
    js_round(first + (next - js_round(next)))
}

/// `first` rounded together with what rounding `next` and `last` leaves over.
fn carry3(first: f64, next: f64, last: f64) -> f64 {
    js_round(first + (next - js_round(next)) + (last - js_round(last)))
}

/// Places the items of a group at (`left`, `top`) into `rects` from item `first`: rounded sizes
/// from `inner`, each next item after the rounded size of the one before and the spacing.
/// `info` is the room under or over each item's media for its text (external info).
#[allow(clippy::too_many_arguments)]
pub fn place_items(
    kind: u8,
    inner: &[f64; 6],
    left: f64,
    top: f64,
    s: f64,
    info: f64,
    rects: &mut [f64],
    first: usize,
) {
    let mut out = Placement { rects, info };
    if kind == GROUP_1 {
        out.put(first, left, top, js_round(inner[0]), js_round(inner[1]));
        return;
    }
    let mut w0 = js_round(inner[0]);
    let mut h0 = js_round(inner[1]);
    let mut w1 = js_round(inner[2]);
    let mut h1 = js_round(inner[3]);
    let mut w2 = js_round(inner[4]);
    let mut h2 = js_round(inner[5]);
    // Along a stack or a row, the first item takes the rounding the items after it leave over,
    // so the group keeps its size (observed of pro-layouts).
    match kind {
        GROUP_2H => w0 = carry2(inner[0], inner[2]),
        GROUP_2V => h0 = carry2(inner[1], inner[3]),
        // ... except in a row of three, where the last item takes it.
        GROUP_3H => w2 = carry3(inner[4], inner[0], inner[2]),
        GROUP_3V => h0 = carry3(inner[1], inner[3], inner[5]),
        GROUP_3T => {
            h0 = carry2(inner[1], inner[3]);
            w1 = carry2(inner[2], inner[4]);
        }
        GROUP_3B => {
            w0 = carry2(inner[0], inner[2]);
            // ... except that under a pair the bottom item takes it.
            h2 = carry2(inner[5], inner[1]);
        }
        GROUP_3L => {
            h1 = carry2(inner[3], inner[5]);
            w0 = carry2(inner[0], inner[2]);
        }
        GROUP_3R => {
            h0 = carry2(inner[1], inner[3]);
            w0 = carry2(inner[0], inner[4]);
        }
        _ => {}
    }
    put_group(
        kind,
        &mut out,
        first,
        left,
        top,
        s,
        [w0, h0, w1, h1, w2, h2],
    );
}

/// `total` rounded, less what the other item of its row or stack takes once rounded.
fn leftover(total: f64, a: f64) -> f64 {
    js_round(total) - shown_side(a)
}

/// `total` rounded, less what the two other items of its row or stack take once rounded.
fn leftover2(total: f64, a: f64, b: f64) -> f64 {
    js_round(total) - shown_side(a) - shown_side(b)
}

/// A side as an item of a strip shows it, rounded: a side under a pixel shows a pixel, and the
/// item that takes the rounding of its row or stack takes what that pixel leaves (observed of
/// pro-gallery 5.0.148: a row of stand-ins measured negative heights under a 3t group's single
/// item leaves it the group's height less the spacing and one pixel).
pub fn shown_side(side: f64) -> f64 {
    js_round(side).max(1.0)
}

/// Places the items of a group of a strip, `width` by `height` outside, like `place_items`,
/// except that the item that takes the rounding of its row or stack takes what the group's
/// rounded size leaves (observed of pro-layouts: exact half pixels round with the group, not with
/// the items). Along a stack of three the last item takes it, beside a stack on the left the
/// item on the right; a row is as tall as the group (its exact height decides a half pixel).
#[allow(clippy::too_many_arguments)]
pub fn place_strip_group(
    kind: u8,
    inner: &[f64; 6],
    width: f64,
    height: f64,
    left: f64,
    top: f64,
    s: f64,
    info: f64,
    rects: &mut [f64],
    first: usize,
) {
    let mut out = Placement { rects, info };
    let mut sizes = [0.0; 6];
    for (size, exact) in sizes.iter_mut().zip(inner.iter()) {
        *size = shown_side(*exact);
    }
    let row2 = width - 2.0 * s;
    let stack2 = height - 2.0 * s;
    let row_height = js_round(height - s);
    match kind {
        GROUP_2H => {
            sizes[0] = leftover(row2, inner[2]);
            sizes[1] = row_height;
            sizes[3] = row_height;
        }
        GROUP_2V => sizes[1] = leftover(stack2, inner[3]),
        GROUP_3H => {
            sizes[4] = leftover2(width - 3.0 * s, inner[0], inner[2]);
            sizes[1] = row_height;
            sizes[3] = row_height;
            sizes[5] = row_height;
        }
        GROUP_3V => sizes[5] = leftover2(height - 3.0 * s, inner[1], inner[3]),
        GROUP_3T => {
            sizes[1] = leftover(stack2, inner[3]);
            sizes[2] = leftover(row2, inner[4]);
        }
        GROUP_3B => {
            sizes[0] = leftover(row2, inner[2]);
            sizes[5] = leftover(stack2, inner[1]);
        }
        GROUP_3L => {
            sizes[3] = leftover(stack2, inner[5]);
            sizes[0] = leftover(row2, inner[2]);
        }
        GROUP_3R => {
            sizes[1] = leftover(stack2, inner[3]);
            sizes[4] = leftover(row2, inner[0]);
        }
        _ => {}
    }
    put_group(kind, &mut out, first, left, top, s, sizes);
}

/// Puts the items of a group at their rounded `sizes` (width, height pairs), each after the one
/// before and the spacing.
fn put_group(
    kind: u8,
    out: &mut Placement,
    first: usize,
    left: f64,
    top: f64,
    s: f64,
    sizes: [f64; 6],
) {
    let [w0, h0, w1, h1, _, _] = sizes;
    // Where the second and third items go, and how many items the group places (one loop of
    // puts: a put per arm is much more code for no speed).
    let (count, second, third) = match kind {
        GROUP_2H => (2, (left + w0 + s, top), (0.0, 0.0)),
        GROUP_2V => (2, (left, top + h0 + s), (0.0, 0.0)),
        GROUP_3H => (3, (left + w0 + s, top), (left + w0 + w1 + 2.0 * s, top)),
        GROUP_3V => (3, (left, top + h0 + s), (left, top + h0 + h1 + 2.0 * s)),
        GROUP_3T => (3, (left, top + h0 + s), (left + w1 + s, top + h0 + s)),
        GROUP_3B => (3, (left + w0 + s, top), (left, top + h0 + s)),
        GROUP_3L => (3, (left + w0 + s, top), (left + w0 + s, top + h1 + s)),
        GROUP_3R => (3, (left, top + h0 + s), (left + w0 + s, top)),
        _ => (1, (0.0, 0.0), (0.0, 0.0)),
    };
    let at = [(left, top), second, third];
    for (place, &(x, y)) in at.iter().enumerate().take(count) {
        out.put(first + place, x, y, sizes[2 * place], sizes[2 * place + 1]);
    }
}

#[cfg(test)]
#[path = "group_types_tests.rs"]
mod tests;
