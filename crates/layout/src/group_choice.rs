//! Which group type the next items form in a rows layout (spec/002 §3 "Layout entities";
//! spec/001 §3 layoutParams.groups), as observed of pro-layouts 5.0.148:
//! - the candidate types follow the landscape/portrait pattern of the next three items (a
//!   portrait has a ratio under 0.999; past the last item counts as landscape): a pair sits side
//!   by side (2h) when all three are portraits, one above the other (2v) when one of the pair is
//!   landscape (or, when no triple is considered, the item after it); three items make 3t when
//!   the first is landscape (it spans the top), 3b when the last is, 3v when at most one is a
//!   portrait; the pattern is read over the group size, held to the largest allowed type (3l, 3r
//!   and 3h count, though rows never form them), and an item past it counts as landscape too;
//! - the collage density keeps a window of group sizes: the largest possible size m, and sizes
//!   n with 2d(m-1) - (m-1) <= n-1 <= 2d(m-1) (floored);
//! - the group's seat in the gallery (strip number + place in the strip) picks among the
//!   candidates in type order;
//! - when an item of the chosen group would be under the minimum item size at the target
//!   height, the choice is made again among the types of one item fewer than it last allowed;
//!   the items keep the sides that measure left them (held to a pixel), and a pair tried next is
//!   arranged at the first item's.
//!
//! Twin: bindings/ts/layout/group-choice.ts.

use core::cell::Cell;

use crate::orientation::PORTRAIT_BELOW;
use crate::turned_down::TurnedDown;

use crate::group_types::{
    group_type_size, held_sides, inner_sizes, measured_shape, sized_by_height, width_for_height,
    GROUP_1, GROUP_2H, GROUP_2V, GROUP_3B, GROUP_3H, GROUP_3L, GROUP_3R, GROUP_3T, GROUP_3V,
    GROUP_TYPE_COUNT,
};

/// The types a rows layout chooses among, as bits (1 << type); candidates count in type order.
const CHOOSABLE: u32 = (1 << GROUP_1)
    | (1 << GROUP_2H)
    | (1 << GROUP_2V)
    | (1 << GROUP_3T)
    | (1 << GROUP_3B)
    | (1 << GROUP_3V);

/// The choosable types of each rank (group size - 1), as bits.
const RANK_TYPES: [u32; 3] = [
    1 << GROUP_1,
    (1 << GROUP_2H) | (1 << GROUP_2V),
    (1 << GROUP_3T) | (1 << GROUP_3B) | (1 << GROUP_3V),
];

pub struct GroupChoice {
    /// Bit per group type (1 << type) that the options allow.
    pub allowed: u32,
    /// layoutParams.groups.density, 0 to 1.
    pub density: f64,
    /// The most items a group may hold (1 to 3).
    pub max_size: usize,
    pub min_item_size: f64,
    pub spacing: f64,
    /// The outer target height of a strip.
    pub target_height: f64,
    /// Room under or over each item's media for its text.
    pub info: f64,
    /// The density's window of group ranks for each largest possible size (`density_windows`).
    pub windows: [f64; 6],
    /// Types follow the items' landscape/portrait pattern; without it every type that stacks
    /// (1, 2v, 3t, 3b, 3v) is a candidate (observed).
    pub by_orientation: bool,
}

/// The window of group ranks (size - 1) the density keeps, as (low, high) for a largest possible
/// group of 1, 2 and 3 items: high = 2d(m-1), low = high - (m-1), both floored and held to 0..m-1.
pub fn density_windows(density: f64) -> [f64; 6] {
    let mut windows = [0.0; 6];
    for largest in 1..=3usize {
        let span = (largest - 1) as f64;
        windows[2 * (largest - 1)] = 0f64.max(((2.0 * density - 1.0) * span).floor());
        windows[2 * (largest - 1) + 1] = span.min((2.0 * density * span).floor());
    }
    windows
}

impl GroupChoice {
    /// Whether every item of the group stays at or above the minimum size at the target height;
    /// the group's width at that height goes to `width`. A group turned down leaves its first
    /// item reshaped when that measure gave it a side under a pixel (`reshape_first`).
    #[inline(always)]
    fn fits_minimum(
        &self,
        kind: u8,
        ratios: &mut [f64],
        at: usize,
        inner: &mut [f64; 6],
        width: &mut f64,
    ) -> Fit {
        if kind == GROUP_1 {
            return Fit::Fits;
        }
        // One branch on the type: each arm measures and compares with its type known.
        let fit = match kind {
            GROUP_2H => self.measure_fits(GROUP_2H, ratios, at, inner, width),
            GROUP_2V => self.measure_fits(GROUP_2V, ratios, at, inner, width),
            GROUP_3T => self.measure_fits(GROUP_3T, ratios, at, inner, width),
            GROUP_3B => self.measure_fits(GROUP_3B, ratios, at, inner, width),
            GROUP_3V => self.measure_fits(GROUP_3V, ratios, at, inner, width),
            _ => self.measure_fits(kind, ratios, at, inner, width),
        };
        if fit == Fit::Reshapes {
            reshape_first(kind, ratios, at, inner);
        }
        fit
    }

    /// Whether every item of a group of `kind` stays at or above the minimum size at the target
    /// height (`measure_as` measures it), and, when not, whether a side under a pixel can reshape
    /// its items: with every side a pixel or more and no text room, neither `reshape_first` nor
    /// `measured_shape` changes a ratio (each tests those very sides; 3r's single item, whose
    /// height `measured_shape` does not read from them, aside).
    #[inline(always)]
    fn measure_fits(
        &self,
        kind: u8,
        ratios: &[f64],
        at: usize,
        inner: &mut [f64; 6],
        width: &mut f64,
    ) -> Fit {
        *width = self.measure_as(kind, ratios, at, inner);
        let mut fits = true;
        let mut pixels = true;
        for side in &inner[..group_type_size(kind) * 2] {
            fits &= *side >= self.min_item_size;
            pixels &= *side >= 1.0;
        }
        if fits {
            Fit::Fits
        } else if pixels && self.info == 0.0 && kind != GROUP_3R {
            Fit::TurnedDown
        } else {
            Fit::Reshapes
        }
    }

    /// The width of a group of `kind` at the target height; its items' sizes go to `inner`.
    #[inline(always)]
    fn measure_as(&self, kind: u8, ratios: &[f64], at: usize, inner: &mut [f64; 6]) -> f64 {
        let (height, s, info) = (self.target_height, self.spacing, self.info);
        let width = width_for_height(kind, ratios, at, height, s, info);
        inner_sizes(kind, ratios, at, width, height, s, info, inner);
        width
    }

    /// The most items the pattern is read over: the group size, but no more than the largest
    /// allowed type holds, counting 3l, 3r and 3h, which rows never form (observed).
    fn pattern_window(&self) -> usize {
        let mut largest = 1;
        for kind in 0..GROUP_TYPE_COUNT {
            if self.allowed & (1 << kind) != 0 {
                largest = largest.max(group_type_size(kind));
            }
        }
        self.max_size.min(largest)
    }

    /// The candidates among the types of at most `limit` (2 or 3) items that the density keeps,
    /// as bits, for the items from `at`.
    fn kept(&self, shapes: &[f64], at: usize, limit: usize, window: usize) -> u32 {
        let suiting = if self.by_orientation {
            suiting_types(shapes, at, limit, window)
        } else {
            unordered_types(limit)
        };
        let possible = suiting & self.allowed & CHOOSABLE;
        let mut largest = 1;
        if possible & ((1 << GROUP_2H) | (1 << GROUP_2V)) != 0 {
            largest = 2;
        }
        if possible & ((1 << GROUP_3T) | (1 << GROUP_3B) | (1 << GROUP_3V)) != 0 {
            largest = 3;
        }
        let low = self.windows[2 * (largest - 1)];
        let high = self.windows[2 * (largest - 1) + 1];
        let mut keep = 0u32;
        for (rank, types) in RANK_TYPES.iter().enumerate() {
            let rank = rank as f64;
            if rank >= low && rank <= high {
                keep |= types;
            }
        }
        possible & keep
    }
}

/// Seats turn among any number of candidates (1 to 6) alike every this many seats.
const SEAT_TURNS: usize = 60;

/// The choosable types packed into six bits: 3v (type 8) moves to bit 5.
const fn packed(types: u32) -> usize {
    ((types & 0x1f) | ((types >> 3) & 0x20)) as usize
}

/// For each packed set of candidates, 60 entries: the candidate in each seat % SEAT_TURNS, in
/// type order (a single item when there is none).
static SEATED: [u8; 64 * SEAT_TURNS] = seated();

const fn seated() -> [u8; 64 * SEAT_TURNS] {
    let mut table = [GROUP_1; 64 * SEAT_TURNS];
    let mut set = 0;
    while set < 64 {
        let types = ((set & 0x1f) | ((set & 0x20) << 3)) as u32;
        let count = types.count_ones() as usize;
        let mut turn = 0;
        while count > 0 && turn < SEAT_TURNS {
            let mut rest = types;
            let mut skip = turn % count;
            while skip > 0 {
                rest &= rest - 1;
                skip -= 1;
            }
            table[set * SEAT_TURNS + turn] = rest.trailing_zeros() as u8;
            turn += 1;
        }
        set += 1;
    }
    table
}

/// How a candidate group meets the minimum item size at the target height.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fit {
    Fits,
    /// Turned down with every side a pixel or more: its items keep their shapes.
    TurnedDown,
    /// Turned down; a side under a pixel (or text room) may reshape its items.
    Reshapes,
}

/// A `GroupChoice` with one layout's constants worked out.
pub struct Chooser<'a> {
    choice: &'a GroupChoice,
    /// Bit per number of candidates (1 << count) the last `choose` picked among.
    counts: Cell<u32>,
    /// The candidates the last `choose` turned down.
    turned_down: Cell<TurnedDown>,
    window: usize,
    /// The packed candidates the density keeps, by the landscape/portrait pattern of three items
    /// (bit per landscape item), for groups of up to two items ([0..8]) and three ([8..16]).
    kept: [u8; 16],
}

impl GroupChoice {
    /// This choice ready for one layout: the candidates it keeps for each landscape/portrait
    /// pattern, worked out once.
    pub fn prepare(&self) -> Chooser<'_> {
        let window = self.pattern_window();
        let mut kept = [0u8; 16];
        for (index, set) in kept.iter_mut().enumerate() {
            // Three items in the pattern: landscape (1) or portrait (0.5).
            let mut shapes = [0.5; 3];
            for (place, shape) in shapes.iter_mut().enumerate() {
                if index & (1 << place) != 0 {
                    *shape = 1.0;
                }
            }
            let limit = if index < 8 { 2 } else { 3 };
            *set = packed(self.kept(&shapes, 0, limit, window)) as u8;
        }
        Chooser {
            choice: self,
            counts: Cell::new(0),
            turned_down: Cell::new(TurnedDown::none()),
            window,
            kept,
        }
    }
}

impl<'a> Chooser<'a> {
    /// The type of the group that starts at item `at` with `available` items left, for the group
    /// in `seat` (strip number + place in the strip, both from 1). `ratios` are the items as
    /// shown (cropped); `shapes` their own ratios, which decide landscape or portrait (observed: a
    /// crop does not change an item's orientation; without them, `ratios` decide). The chosen
    /// group's width at the target height goes to `width` and its items' sizes there to `inner`,
    /// unless it is a single item; the first item's ratio may be reshaped (`reshape_first`).
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub fn choose(
        &self,
        ratios: &mut [f64],
        shapes: Option<&[f64]>,
        at: usize,
        available: usize,
        seat: usize,
        inner: &mut [f64; 6],
        width: &mut f64,
    ) -> u8 {
        let turn = seat % SEAT_TURNS;
        let mut limit = self.window.min(available);
        let next = [ratios[at + 1], ratios[at + 2]];
        let mut counts = 0;
        let mut turned_down = TurnedDown::none();
        // The landscape/portrait pattern is read again only when a candidate turned down changed
        // a ratio it reads (the items' own shapes, when given, never change).
        let mut pattern = self.pattern(shapes.unwrap_or(ratios), at);
        let mut kind = self.pick(pattern, limit, turn, &mut counts);
        // One item fewer than the last choice allowed while an item would be under the minimum
        // size (observed: a pair turned down may be tried again, or the other pair).
        loop {
            let fit = if kind == GROUP_1 {
                Fit::Fits
            } else {
                self.choice.fits_minimum(kind, ratios, at, inner, width)
            };
            if fit == Fit::Fits {
                break;
            }
            turned_down = turned_down.then(kind);
            let (first_width, first_height) =
                held_sides(sized_by_height(kind, 0), ratios[at], inner[0], inner[1]);
            if fit == Fit::Reshapes {
                for place in 1..group_type_size(kind) {
                    ratios[at + place] = measured_shape(
                        sized_by_height(kind, place),
                        ratios[at + place],
                        inner[2 * place],
                        inner[2 * place + 1],
                    );
                }
            }
            limit -= 1;
            if shapes.is_none() && fit == Fit::Reshapes {
                pattern = self.pattern(ratios, at);
            }
            kind = self.pick(pattern, limit, turn, &mut counts);
            let second = ratios[at + 1];
            if kind == GROUP_2V {
                ratios[at + 1] = arranged_at_width(second, first_width);
            } else if kind == GROUP_2H {
                ratios[at + 1] = arranged_at_height(second, first_height);
            }
            if shapes.is_none() && ratios[at + 1] != second {
                pattern = self.pattern(ratios, at);
            }
        }
        // Only the items of the chosen group keep what the candidates turned down left them.
        // (Two tests, not a loop: a loop here compiles to a call to memcpy.)
        let size = group_type_size(kind);
        if size < 2 {
            ratios[at + 1] = next[0];
        }
        if size < 3 {
            ratios[at + 2] = next[1];
        }
        self.counts.set(counts);
        self.turned_down.set(turned_down);
        kind
    }

    /// The candidates the last `choose` turned down, in order.
    pub fn turned_down(&self) -> TurnedDown {
        self.turned_down.get()
    }

    /// Whether `choose` makes the choice it last made, for the same items, in `seat` as in
    /// `last_seat`: the seat picks the same candidate from every set of candidates it picked
    /// among (the seat decides nothing else).
    pub fn same_in_seat(&self, last_seat: usize, seat: usize) -> bool {
        let counts = self.counts.get();
        (1..=6).all(|count| counts & (1 << count) == 0 || last_seat % count == seat % count)
    }

    /// The landscape/portrait pattern of the three items from `at` as `pick` reads it: a bit per
    /// landscape item (none when orientation is not considered).
    #[inline(always)]
    fn pattern(&self, shapes: &[f64], at: usize) -> usize {
        if !self.choice.by_orientation {
            return 0;
        }
        // Bits, not branches: the pattern is anyone's guess.
        let three = &shapes[at..at + 3];
        (!(three[0] < PORTRAIT_BELOW)) as usize
            | ((!(three[1] < PORTRAIT_BELOW)) as usize) << 1
            | ((!(three[2] < PORTRAIT_BELOW)) as usize) << 2
    }

    /// The candidate in the seat whose `turn` is seat % SEAT_TURNS among the types of at most
    /// `limit` items that the density keeps; notes in `counts` how many there were.
    #[inline(always)]
    fn pick(&self, pattern: usize, limit: usize, turn: usize, counts: &mut u32) -> u8 {
        if limit < 2 {
            return GROUP_1;
        }
        let pattern = pattern | ((limit >= 3) as usize) << 3;
        let set = self.kept[pattern] & 63;
        *counts |= 1 << set.count_ones();
        SEATED[set as usize * SEAT_TURNS + turn % SEAT_TURNS]
    }
}

/// The shape of the second item of a pair tried after a candidate was turned down, set as wide
/// as the first (a stack) with its height held to at least a pixel (observed of pro-layouts
/// 5.0.148: after a 3b left the first item 6.5 px wide, a panorama under it shows 6.5 px wide,
/// 1 px tall).
fn arranged_at_width(ratio: f64, first_width: f64) -> f64 {
    if first_width / ratio >= 1.0 {
        ratio
    } else {
        first_width
    }
}

/// As `arranged_at_width`, for a pair side by side: as tall as the first, at least a pixel wide.
pub fn arranged_at_height(ratio: f64, first_height: f64) -> f64 {
    if first_height * ratio >= 1.0 {
        ratio
    } else {
        1.0 / first_height
    }
}

/// The types whose first item sits in a row, sized by its height.
const FIRST_IN_A_ROW: u32 = (1 << GROUP_2H) | (1 << GROUP_3B) | (1 << GROUP_3L) | (1 << GROUP_3H);

/// The shape the first item of a turned-down group keeps from its measure (`inner`), as observed
/// of pro-layouts 5.0.148 where a wide item spacing leaves a candidate a side under a pixel: in a
/// row, a height under a pixel makes it at least as wide as tall, and a width under a pixel with
/// a height of a pixel or more makes it a pixel wide; in a stack, a width under a pixel makes it
/// at most as wide as tall, and a height under a pixel with a width of a pixel or more makes it a
/// pixel tall (a side of exactly 0 changes nothing). The groups it then joins show
/// it so, unless the group moves to the next strip (rows.rs). Only the first item changes, once
/// per candidate turned down.
fn reshape_first(kind: u8, ratios: &mut [f64], at: usize, inner: &[f64; 6]) {
    let (width, height) = (inner[0], inner[1]);
    if FIRST_IN_A_ROW & (1 << kind) != 0 {
        if height < 1.0 && height != 0.0 {
            ratios[at] = ratios[at].max(1.0);
        } else if height >= 1.0 && width < 1.0 {
            ratios[at] = 1.0 / height;
        }
    } else if width < 1.0 && width != 0.0 {
        ratios[at] = ratios[at].min(1.0);
    } else if width >= 1.0 && height < 1.0 && height > 0.0 {
        ratios[at] = width;
    }
}

/// The types (as bits) a rows layout may form of up to `limit` items when orientation is not
/// considered.
fn unordered_types(limit: usize) -> u32 {
    let mut mask = 1 << GROUP_1;
    if limit >= 2 {
        mask |= 1 << GROUP_2V;
    }
    if limit >= 3 {
        mask |= (1 << GROUP_3T) | (1 << GROUP_3B) | (1 << GROUP_3V);
    }
    mask
}

/// The types (as bits) that suit the landscape/portrait pattern of the three items from `at`,
/// when groups of up to `limit` items are considered and the pattern is read over `window` items.
fn suiting_types(ratios: &[f64], at: usize, limit: usize, window: usize) -> u32 {
    let l0 = !(ratios[at] < PORTRAIT_BELOW);
    let l1 = !(ratios[at + 1] < PORTRAIT_BELOW);
    // An item past the window counts as landscape, like one past the last item (observed).
    let l2 = window < 3 || !(ratios[at + 2] < PORTRAIT_BELOW);
    let mut mask = 1 << GROUP_1;
    if limit >= 2 {
        if !l0 && !l1 && !l2 {
            mask |= 1 << GROUP_2H;
        }
        if l0 || l1 || (limit < 3 && l2) {
            mask |= 1 << GROUP_2V;
        }
    }
    if limit >= 3 {
        if l0 {
            mask |= 1 << GROUP_3T;
        }
        if l2 {
            mask |= 1 << GROUP_3B;
        }
        // A column of three takes up to one portrait (observed).
        if u8::from(l0) + u8::from(l1) + u8::from(l2) >= 2 {
            mask |= 1 << GROUP_3V;
        }
    }
    mask
}

#[cfg(test)]
#[path = "group_choice_tests.rs"]
mod tests;
